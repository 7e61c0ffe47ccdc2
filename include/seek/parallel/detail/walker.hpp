// seek/parallel/detail/walker.hpp: a depth-first walk over an explicit stack
// whose open alternatives can be handed out, as states (to another thread) or
// as child-index paths from the root (to another process or a checkpoint).
//
// The parallel, MPI and checkpointed searches all run this walker on their
// share of the tree; it needs nothing beyond the core engine's concepts.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>

#include <seek/concepts.hpp>
#include <seek/detail/take_element.hpp>

namespace seek::parallel::detail {

/// Child indices from the root: {} is the root, {2, 0} the first child of
/// its third child. Lexicographic order of paths is depth-first preorder.
using path_t = std::vector<std::uint32_t>;

/// A piece of the tree still to search: the state at `path` and its whole
/// subtree (`from == whole`), or only the subtrees of its children from index
/// `from` on (the state itself was visited already).
struct work_item {
  static constexpr std::uint32_t whole = 0xffffffffu;
  path_t path;
  std::uint32_t from = whole;
  friend bool operator==(work_item const&, work_item const&) = default;
};

/// Counters one walker gathers; merged into a seek::statistics at the end.
struct walk_counts {
  std::uint64_t nodes = 0, expanded = 0, failures = 0;
  std::size_t depth = 0, frontier = 0;
};

template <class S, class F>
class walker {
  using children_t = successors_t<F, S>;
  using child_iterator = ranges::iterator_t<children_t>;

  // The state owns its place in a std::deque, which never moves its elements
  // on push_back/pop_back, so `children` may refer to `state`.
  struct frame {
    S state;
    children_t children;
    child_iterator it;
    std::uint32_t next_index = 0;  // index of the child `it` points at
    std::uint32_t current = 0;     // index of the child whose subtree is being walked

    frame(S&& s, F& next)
        : state(std::move(s)), children(std::invoke(next, std::as_const(state))),
          it(ranges::begin(children)) {}
    frame(frame const&) = delete;
    frame& operator=(frame const&) = delete;
    bool at_end() { return it == ranges::end(children); }
  };

 public:
  walker(F& next, path_t base, std::size_t base_depth)
      : next_(&next), base_(std::move(base)), base_depth_(base_depth) {}

  /// Starts at state `s` (already visited by the caller): its children come
  /// next, from index `from` on (the first `from` are skipped unvisited).
  void start(S&& s, std::uint32_t from = 0) {
    push(std::move(s));
    auto& f = frames_.back();
    for (; f.next_index < from && !f.at_end(); ++f.next_index) ++f.it;
  }

  /// The next state in preorder (its frame is pushed, so it is expanded
  /// already), or nullptr when the walk is over.
  S const* step() {
    while (!frames_.empty()) {
      frame& top = frames_.back();
      if (top.at_end()) {
        if (top.next_index == 0) ++counts.failures;
        frames_.pop_back();
        low_ = std::min(low_, frames_.size());
        continue;
      }
      S child(seek::detail::take_element<children_t>(top.it));
      ++top.it;
      top.current = top.next_index++;  // split() may move next_index on, not this
      ++counts.nodes;
      counts.depth = std::max(counts.depth, depth());
      push(std::move(child));
      return &frames_.back().state;
    }
    return nullptr;
  }

  /// Depth of the state step() returned last, from the search's root.
  std::size_t depth() const noexcept { return base_depth_ + frames_.size(); }
  bool done() const noexcept { return frames_.empty(); }

  /// Path from the root to the state in frame `k` (0 is where start() began).
  path_t path_to(std::size_t k) const {
    path_t p = base_;
    for (std::size_t j = 0; j < k; ++j) p.push_back(frames_[j].current);
    return p;
  }
  /// Path to the state step() returned last.
  path_t current_path() const { return path_to(frames_.empty() ? 0 : frames_.size() - 1); }

  /// Hands out the open alternatives of the frame nearest the start (the
  /// largest pieces left): calls `give(state, path, depth)` for each remaining
  /// child of that frame, which this walker then skips. False if none is left.
  /// The top frame is never split: its children are the walker's own work.
  template <class Give>
  bool split(Give&& give) {
    for (std::size_t& k = low_; k + 1 < frames_.size(); ++k) {
      frame& f = frames_[k];
      if (f.at_end()) continue;
      path_t p = path_to(k);
      p.push_back(0);
      for (; !f.at_end(); ++f.it, ++f.next_index) {
        p.back() = f.next_index;
        give(S(seek::detail::take_element<children_t>(f.it)), p, base_depth_ + k + 1);
      }
      return true;
    }
    return false;
  }

  /// The work left, as paths (for a checkpoint or another process); the
  /// walker is empty afterwards.
  /// Deepest first, so the items come in preorder.
  void drain(std::vector<work_item>& out) {
    for (std::size_t k = frames_.size(); k-- > 0;)
      if (!frames_[k].at_end()) out.push_back({path_to(k), frames_[k].next_index});
    frames_.clear();
    low_ = 0;
  }

  walk_counts counts;

 private:
  void push(S&& s) {
    frames_.emplace_back(std::move(s), *next_);
    ++counts.expanded;
    counts.frontier = std::max(counts.frontier, frames_.size());
  }

  F* next_;
  path_t base_;
  std::size_t base_depth_;
  std::deque<frame> frames_;
  // Frames below this index have no child left: split() starts here, so a
  // walk a million states deep does not rescan its whole stack.
  std::size_t low_ = 0;
};

/// The state at `path` below `root`: replays the successor function along the
/// path. Returns false if the path leaves the tree (a checkpoint of another
/// tree, or a successor function that is not deterministic).
template <class S, class F>
bool state_at(S const& root, F& next, path_t const& path, S& out) {
  out = root;
  for (std::uint32_t i : path) {
    auto&& children = std::invoke(next, std::as_const(out));
    auto it = ranges::begin(children);
    for (std::uint32_t j = 0; j < i && it != ranges::end(children); ++j) ++it;
    if (it == ranges::end(children)) return false;
    S child(*it);
    out = std::move(child);
  }
  return true;
}

}  // namespace seek::parallel::detail
