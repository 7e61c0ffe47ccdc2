// seek/core/node.hpp: the elements of seek::with_paths, and the concept that
// names them (seek::search_node).
//
// Every strategy yields `State const&`; seek::with_paths runs the same search
// and yields nodes instead: copyable, self-contained handles with the state,
// its depth, the path from its root, its parent and, for the weighted
// strategies, the cost of that path. A node converts to `State const&`, so a
// predicate on states works on nodes too. Two kinds, one interface:
//   path_node       a state and a shared link to its parent's node (the tree
//                   strategies, iddfs, ida_star, lds, restarts);
//   weighted_node   a handle into the table of records that dijkstra and
//                   astar keep anyway (cost, depth, parent of each state).
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include <seek/core/detail/node_id.hpp>
#include <seek/core/detail/stable_table.hpp>

namespace seek {

/// An element of seek::with_paths: a copyable node that holds (or shares) a
/// state, its depth, its path from its root and its parent, and converts to
/// `State const&`. It and its path stay valid after the search has moved on
/// or its view is gone. User code writes `auto`.
template <class N>
concept search_node =
    std::copyable<N> && requires(N const& n) {
      typename N::state_type;
      { n.state() } -> std::same_as<typename N::state_type const&>;
      { n.depth() } -> std::convertible_to<std::size_t>;
      { n.path() } -> std::same_as<std::vector<typename N::state_type>>;
      { n.parent() } -> std::same_as<std::optional<N>>;
    } && std::convertible_to<N const&, typename N::state_type const&>;

/// A search_node of a weighted strategy: also `cost()`, the cost of the path
/// from its root.
template <class N>
concept weighted_search_node = search_node<N> && requires(N const& n) {
  typename N::cost_type;
  { n.cost() } -> std::convertible_to<typename N::cost_type const&>;
};

/// A node of a tree search run with seek::with_paths: a state, its depth
/// and a shared link to its parent's node (and with `C`, the cost of its
/// path). Copies share the path: cheap to copy; a node keeps its ancestors
/// alive, not its siblings.
template <class S, class C = void>
class path_node {
  struct no_cost {};
  using cost_slot = std::conditional_t<std::is_void_v<C>, no_cost, C>;
  struct link {
    S state;
    std::size_t depth;
    [[no_unique_address]] cost_slot cost;
    mutable std::shared_ptr<link const> parent;

    // The state is made in place, where the link lies on the heap: a state
    // of megabytes is never copied through the call stack.
    template <class From>
    link(From&& s, std::size_t d, cost_slot c, std::shared_ptr<link const> p)
        : state(std::forward<From>(s)), depth(d), cost(std::move(c)), parent(std::move(p)) {}
    link(link const&) = delete;
    link& operator=(link const&) = delete;

    // Unlinks a chain of ancestors owned by nobody else one at a time, so
    // that dropping the last node of a path a million states long does not
    // recurse a million times.
    ~link() {
      std::shared_ptr<link const> up = std::move(parent);
      while (up && up.use_count() == 1) up = std::move(up->parent);
    }
  };

 public:
  /// The state type.
  using state_type = S;
  /// The cost type (void for the unweighted strategies).
  using cost_type = C;

  /// A root made of `root`: depth 0, no parent (and cost zero).
  template <class From>
    requires(!std::same_as<std::remove_cvref_t<From>, path_node>) && std::constructible_from<S, From>
  explicit path_node(From&& root)
      : link_(std::make_shared<link const>(std::forward<From>(root), 0, cost_slot{}, nullptr)) {}

  /// The state.
  S const& state() const noexcept { return link_->state; }
  /// The state, so that a predicate on states takes a node.
  operator S const&() const noexcept { return link_->state; }
  /// The number of steps from its root.
  std::size_t depth() const noexcept { return link_->depth; }
  /// The cost of the path from its root (weighted strategies only).
  auto const& cost() const noexcept
    requires(!std::is_void_v<C>)
  {
    return link_->cost;
  }
  /// The states from its root to this one, both included.
  std::vector<S> path() const
    requires std::copy_constructible<S>
  {
    std::vector<S> out;
    out.reserve(depth() + 1);
    for (link const* l = link_.get(); l != nullptr; l = l->parent.get()) out.push_back(l->state);
    std::reverse(out.begin(), out.end());
    return out;
  }
  /// The node of the parent state; nothing for a root.
  std::optional<path_node> parent() const {
    if (!link_->parent) return std::nullopt;
    return path_node(from_link{}, link_->parent);
  }
  /// A node one step below this one, holding `s` (unweighted).
  template <class From>
    requires std::is_void_v<C> && std::constructible_from<S, From>
  path_node child(From&& s) const {
    return path_node(from_link{}, std::make_shared<link const>(std::forward<From>(s), depth() + 1, cost_slot{}, link_));
  }
  /// A node one step below this one, holding `s`, reached by an edge of
  /// cost `edge` (weighted).
  template <class From, class E>
    requires(!std::is_void_v<C>) && std::constructible_from<S, From>
  path_node child(From&& s, E const& edge) const {
    return path_node(from_link{}, std::make_shared<link const>(std::forward<From>(s), depth() + 1,
                                                             static_cast<C>(link_->cost + static_cast<C>(edge)), link_));
  }

 private:
  struct from_link {};
  path_node(from_link, std::shared_ptr<link const> l) : link_(std::move(l)) {}
  std::shared_ptr<link const> link_;
};

namespace detail {
// A record of the table of dijkstra and astar: one per state reached.
template <class S, class C, class Id>
struct cost_record {
  S state;
  C cost;
  C estimate;  // h(state), computed once
  std::size_t depth;
  std::size_t parent;  // index of the parent record; npos for a root
  bool settled;
  [[no_unique_address]] Id id{};  // the monitor's node id (for a tracer)
  static constexpr std::size_t npos = std::numeric_limits<std::size_t>::max();
};
}  // namespace detail

/// A node of seek::with_paths(seek::dijkstra, ...) or astar: a settled
/// state, its cost from its root, its depth, and the path that reached it. A
/// small handle into its search's table of records, which it shares: it
/// stays valid as long as it (or a copy) lives, after the iterator has moved
/// on, the view has been begun again or destroyed, and out of a pipeline such
/// as `| filter(goal) | seek::first(1)`. It keeps that run's table alive.
template <class S, class C, class Id = detail::no_id>
class weighted_node {
  using record = detail::cost_record<S, C, Id>;
  using table = detail::stable_table<record>;

 public:
  /// The state type.
  using state_type = S;
  /// The cost type.
  using cost_type = C;

  weighted_node() = default;
  /// A handle to record `id` of `t` (made by the search).
  weighted_node(std::shared_ptr<table const> t, std::size_t id) : table_(std::move(t)), id_(id) {}

  /// The state.
  S const& state() const noexcept { return rec().state; }
  /// The state, so that a predicate on states takes a node.
  operator S const&() const noexcept { return rec().state; }
  /// The cost of the path from its root (the cheapest, for a settled state).
  C const& cost() const noexcept { return rec().cost; }
  /// The number of edges on that path (roots are at depth 0).
  std::size_t depth() const noexcept { return rec().depth; }
  /// The states on that path, from the root to this state, both included.
  std::vector<S> path() const
    requires std::copy_constructible<S>
  {
    std::vector<S> out;
    out.reserve(rec().depth + 1);
    for (std::size_t at = id_; at != record::npos; at = (*table_)[at].parent) out.push_back((*table_)[at].state);
    std::reverse(out.begin(), out.end());
    return out;
  }
  /// The node of the parent state on that path; nothing for a root.
  std::optional<weighted_node> parent() const {
    if (rec().parent == record::npos) return std::nullopt;
    return weighted_node(table_, rec().parent);
  }

 private:
  record const& rec() const noexcept { return (*table_)[id_]; }
  std::shared_ptr<table const> table_;
  std::size_t id_ = 0;
};

}  // namespace seek
