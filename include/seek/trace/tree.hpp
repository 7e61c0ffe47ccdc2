// seek/trace/tree.hpp: the search tree of a (bounded) search, recorded by a
// tracer: every node generated, up to a cap, with its parent, its depth, a
// label made by a function of the state, and what became of it (its kind).
// The DOT and SVG writers (trace/dot.hpp, trace/svg.hpp) draw it. A
// solution is a state the user's predicate accepts; a node's other kinds
// come from the events: expanded with children (inner), expanded without
// (dead end), dropped by the strategy (pruned), or never expanded (open: at
// a depth bound, or left waiting when the search stopped).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <seek/trace/tracer.hpp>

namespace seek {

/// What became of a node of a recorded search tree.
enum class node_kind : std::uint8_t {
  open,      // generated, never expanded
  inner,     // expanded, with successors
  dead_end,  // expanded, without successors
  pruned,    // dropped by the strategy (a bound, a beam, reached again)
  solution,  // accepted by the tree's predicate (whatever else happened)
};

/// The name of a kind ("open", "inner", "dead end", "pruned", "solution").
constexpr std::string_view to_string(node_kind k) noexcept {
  switch (k) {
    case node_kind::open: return "open";
    case node_kind::inner: return "inner";
    case node_kind::dead_end: return "dead end";
    case node_kind::pruned: return "pruned";
    case node_kind::solution: return "solution";
  }
  return "open";
}

/// A node of a recorded tree: ids as the tracer numbers them (parent 0: a
/// root), the label of its state, its kind, whether it was yielded.
struct tree_node {
  std::uint64_t id = 0;
  std::uint64_t parent = 0;
  std::size_t depth = 0;
  std::string label;
  node_kind kind = node_kind::open;
  bool yielded = false;
};

/// A tracer that records the search tree: `search_tree<S> t(label, is_solution,
/// max_nodes)`, then `seek::dfs(root, next, seek::traced_by(t))`. It keeps
/// the first `max_nodes` nodes generated (their descendants beyond the cap
/// are left out, and `truncated()` tells); bound the search itself with
/// seek::limits or seek::depth_limited to draw a tree of a useful size. One
/// search per search_tree: ids start again at 1 in a new search, whose
/// nodes it would not record.
template <class S>
class search_tree {
 public:
  using label_function = std::function<std::string(S const&)>;
  using predicate = std::function<bool(S const&)>;

  explicit search_tree(label_function label, predicate is_solution = {}, std::size_t max_nodes = 10000)
      : label_(std::move(label)), is_solution_(std::move(is_solution)), max_nodes_(max_nodes) {}

  /// The nodes, in the order they were generated (node i has id i + 1).
  std::vector<tree_node> const& nodes() const noexcept { return nodes_; }
  /// Nodes were generated past the cap, and are not in nodes().
  bool truncated() const noexcept { return truncated_; }
  /// The node of id `id`, or null when it was not recorded.
  tree_node const* find(std::uint64_t id) const noexcept {
    return id >= 1 && id <= nodes_.size() ? &nodes_[id - 1] : nullptr;
  }

  // The hooks (seek::tracer).
  void on_generated(node_event<S> const& e) {
    if (e.id != nodes_.size() + 1 || nodes_.size() >= max_nodes_) {
      truncated_ = true;
      return;
    }
    tree_node n;
    n.id = e.id;
    n.parent = e.parent;
    n.depth = e.depth;
    n.label = label_ ? label_(e.state) : std::string();
    if (is_solution_ && is_solution_(e.state)) n.kind = node_kind::solution;
    nodes_.push_back(std::move(n));
  }
  void on_yield(node_event<S> const& e) {
    if (tree_node* n = at(e.id)) n->yielded = true;
  }
  void on_expand(node_event<S> const& e) { set(e.id, node_kind::inner); }
  void on_dead_end(node_event<S> const& e) { set(e.id, node_kind::dead_end); }
  void on_pruned(node_event<S> const& e) { set(e.id, node_kind::pruned); }

 private:
  tree_node* at(std::uint64_t id) noexcept { return id >= 1 && id <= nodes_.size() ? &nodes_[id - 1] : nullptr; }
  void set(std::uint64_t id, node_kind k) {
    tree_node* n = at(id);
    if (n != nullptr && n->kind != node_kind::solution) n->kind = k;
  }

  label_function label_;
  predicate is_solution_;
  std::size_t max_nodes_;
  std::vector<tree_node> nodes_;
  bool truncated_ = false;
};

namespace detail {
// The colour of each kind, shared by the DOT and SVG writers.
constexpr std::string_view kind_colour(node_kind k) noexcept {
  switch (k) {
    case node_kind::open: return "#ffffff";
    case node_kind::inner: return "#9ecae1";
    case node_kind::dead_end: return "#d62728";
    case node_kind::pruned: return "#969696";
    case node_kind::solution: return "#2ca02c";
  }
  return "#ffffff";
}

// `s` with the characters that would end or break a quoted string escaped
// (DOT and JSON share the rules for ", \ and newlines; other control
// characters are written \u00XX in JSON and dropped in DOT).
inline std::string escape_quoted(std::string_view s, bool json) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          if (!json) break;
          static constexpr char hex[] = "0123456789abcdef";
          out += "\\u00";
          out += hex[(c >> 4) & 0xf];
          out += hex[c & 0xf];
        } else {
          out += c;
        }
    }
  }
  return out;
}
}  // namespace detail

}  // namespace seek
