// seek/detail/walker.hpp: a depth-first walk over an explicit stack
// whose open alternatives can be handed out, as states (to another thread) or
// as child-index paths from the root (to another process or a checkpoint).
//
// It walks as seek::dfs does: when the successor range hands out references
// to states (a std::vector<S>), a state is visited and expanded where it lies
// in its parent's range, never copied. The parallel, MPI and checkpointed
// counts all run this walker on their pieces of the tree (detail/piece.hpp).
// With a depth bound (seek::depth_limited), a state at the bound is visited
// and not expanded, as seek::dfs does.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>

#include <seek/core/concepts.hpp>
#include <seek/detail/stable_stack.hpp>
#include <seek/scale/checkpoint.hpp>
#include <seek/detail/take_element.hpp>

namespace seek::detail {

/// Child indices from the root (seek::work_item::path).
using path_t = std::vector<std::uint32_t>;

/// Counters one walker gathers; merged into a seek::statistics at the end.
struct walk_counts {
  std::uint64_t nodes = 0, expanded = 0, failures = 0;
  std::size_t depth = 0, frontier = 0;
};

template <class S, class F, bool Bounded = false>
class walker {
  using children_t = successors_t<F, S>;
  using child_iterator = ranges::iterator_t<children_t>;

  // In place (as seek::dfs): a frame borrows its parent, which lies in the
  // frame below (or in the start slot), and `it` stays on the child being
  // walked until its subtree is done. Otherwise the frame owns its parent,
  // each child is made into `slot_` as it is entered, and `it` moves past it.
  static constexpr bool in_place =
      seek::detail::states_in_place_v<children_t, S> && ranges::forward_range<children_t>;
  using parent_t = std::conditional_t<in_place, S const*, S>;

  struct frame {
    parent_t parent;
    children_t children;
    child_iterator it;
    std::uint32_t next_index = 0;  // index of the child `it` points at
    std::uint32_t current = 0;     // index of the child whose subtree is being walked
    bool cut = false;              // in place: the children after `current` were handed out

    frame(parent_t p, F& next)
        : parent(std::move(p)), children(std::invoke(next, std::as_const(parent_ref()))),
          it(ranges::begin(children)) {}
    frame(frame const&) = delete;
    frame& operator=(frame const&) = delete;
    S const& parent_ref() const {
      if constexpr (in_place)
        return *parent;
      else
        return parent;
    }
    bool at_end() { return it == ranges::end(children); }
    // Are there children after the one being walked?
    bool has_rest() {
      if constexpr (in_place) {
        if (cut) return false;
        auto j = it;
        return ++j != ranges::end(children);
      } else {
        return !at_end();
      }
    }
  };

 public:
  /// A walk below the state at `base` (`base_depth` steps from its root);
  /// when Bounded, states at depth `max_depth` are not expanded.
  walker(F& next, path_t base, std::size_t base_depth, std::size_t max_depth = 0)
      : next_(&next), base_(std::move(base)), base_depth_(base_depth), max_depth_(max_depth) {}
  walker(walker const&) = delete;
  walker& operator=(walker const&) = delete;
  ~walker() { clear(); }  // frames first: they may point into the slot

  /// The start state was visited (before start(s)): counted as a node.
  void visited_start() noexcept {
    ++counts.nodes;
    counts.depth = std::max(counts.depth, base_depth_);
  }

  /// Starts at state `s`, already visited by the caller: its children come next.
  void start(S&& s) { cur_ = std::addressof(slot_.emplace(std::move(s))); }

  /// Starts at state `s`, visited and expanded before: its children from index
  /// `from` on come next (the first `from` are skipped unvisited).
  void start(S&& s, std::uint32_t from) {
    slot_.emplace(std::move(s));
    if constexpr (Bounded)
      if (base_depth_ >= max_depth_) return;  // at the bound: no children
    ++counts.expanded;
    frame& f = frames_.emplace(take_slot(), *next_);
    for (; f.next_index < from && !f.at_end(); ++f.next_index) ++f.it;
    if (f.at_end()) {
      if (from == 0) ++counts.failures;
      frames_.pop();
    } else {
      pushed();
      entering_ = true;
    }
  }

  /// Expands the state returned last (or the start state) and moves on to
  /// the next state in preorder; nullptr when the walk is over.
  S const* step() {
    if (entering_) [[unlikely]] {
      entering_ = false;
      return enter(frames_.top());
    }
    if (cur_ == nullptr) [[unlikely]]
      return nullptr;
    if constexpr (Bounded)
      if (depth() >= max_depth_) return climb();  // at the bound: visited, not expanded
    // The new frame is built just above the top, and pushed only if it has
    // children: a leaf's frame is dropped without moving the top (as
    // seek::dfs does). No room (a full block, or no frame yet): pushed at once.
    ++counts.expanded;
    if (!frames_.has_room()) [[unlikely]]
      return step_without_room();
    frame& f = frames_.construct_above(take_current(), *next_);
    if (!f.at_end()) {
      frames_.push_constructed();
      pushed();
      return enter(f);
    }
    ++counts.failures;
    discard_above();
    return climb();
  }

  /// Depth of the state step() returned last, from the search's root.
  std::size_t depth() const noexcept { return base_depth_ + size_; }
  bool done() const noexcept { return cur_ == nullptr && !entering_; }

  /// Path from the root to the parent of frame `k`'s children (k = 0: where
  /// start() began).
  path_t path_to(std::size_t k) const {
    path_t p = base_;
    for (std::size_t j = 0; j < k; ++j) p.push_back(at(j).current);
    return p;
  }
  /// Path to the state step() returned last.
  path_t current_path() const { return path_to(size_); }

  /// Hands out the open alternatives of the frame nearest the start (the
  /// largest pieces left): calls `give(state, path, depth)` for each child of
  /// that frame not yet entered, which this walker then skips. States are
  /// moved out of the successor range when it owns them; nothing else is
  /// copied. False if nothing is left to give.
  template <class Give>
  [[gnu::noinline]] bool split(Give&& give) {
    for (std::size_t& k = low_; k < size_; ++k) {
      frame& f = at(k);
      bool const first = entering_ && k + 1 == size_;  // `it` not entered yet
      if (!first && !f.has_rest()) continue;
      path_t p = path_to(k);
      p.push_back(0);
      std::size_t const d = base_depth_ + k + 1;
      if constexpr (in_place) {
        auto j = f.it;
        std::uint32_t i = f.next_index;
        if (!first) {
          ++j;
          ++i;
        }
        for (; j != ranges::end(f.children); ++j, ++i) {
          p.back() = i;
          give(S(seek::detail::take_element<children_t>(j)), p, d);
        }
        if (first) {  // nothing left in this frame at all
          entering_ = false;
          pop_to(k);
          cur_ = nullptr;
          return true;
        }
        f.cut = true;
      } else {
        for (; !f.at_end(); ++f.it, ++f.next_index) {
          p.back() = f.next_index;
          give(S(seek::detail::take_element<children_t>(f.it)), p, d);
        }
        if (first) {
          entering_ = false;
          pop_to(k);
          cur_ = nullptr;
          return true;
        }
      }
      return true;
    }
    return false;
  }

  /// The work left, as paths (for a checkpoint or another process); the
  /// walker is empty afterwards. Deepest first, so the items come in preorder.
  [[gnu::noinline]] void drain(std::vector<work_item>& out) {
    if (cur_ != nullptr) out.push_back({current_path(), 0});  // visited, not expanded
    for (std::size_t k = size_; k-- > 0;) {
      frame& f = at(k);
      if (entering_ && k + 1 == size_)
        out.push_back({path_to(k), f.next_index});
      else if (f.has_rest())
        out.push_back({path_to(k), f.current + 1});
    }
    clear();
  }

  /// What the walk did so far (`counts`, with the depth of the deepest
  /// state: the children of the deepest frame).
  walk_counts totals() const noexcept {
    walk_counts c = counts;
    if (c.frontier != 0) c.depth = std::max(c.depth, base_depth_ + c.frontier);
    return c;
  }
  walk_counts counts;

 private:
  // The state to expand, as the new frame takes it: in place, where it
  // lies; otherwise moved out of the slot, where the current state always is.
  parent_t take_slot() {
    if constexpr (in_place)
      return std::addressof(*slot_);
    else
      return std::move(*slot_);
  }
  parent_t take_current() {
    if constexpr (in_place)
      return cur_;
    else
      return std::move(*slot_);
  }

  // step() when the new frame starts a block, or is the first one.
  [[gnu::noinline]] S const* step_without_room() {
    frame& f = frames_.emplace(take_current(), *next_);
    if (!f.at_end()) {
      pushed();
      return enter(f);
    }
    ++counts.failures;
    frames_.pop();
    return climb();
  }

  // Backtrack: the next child of the nearest frame that has one.
  S const* climb() {
    while (size_ != 0) {
      frame& t = frames_.top();
      if constexpr (in_place) {
        if (!t.cut) {
          ++t.it;
          ++t.next_index;
          if (!t.at_end()) return enter(t);
        }
      } else {
        if (!t.at_end()) return enter(t);
      }
      pop();
    }
    cur_ = nullptr;
    return nullptr;
  }

  S const* enter(frame& f) {
    f.current = f.next_index;
    ++counts.nodes;
    if constexpr (in_place) {
      cur_ = std::addressof(*f.it);
    } else {
      cur_ = std::addressof(slot_.emplace(seek::detail::take_element<children_t>(f.it)));
      ++f.it;
      ++f.next_index;
    }
    return cur_;
  }

  // A frame was pushed on the stack.
  void pushed() noexcept {
    ++size_;
    counts.frontier = std::max(counts.frontier, size_);
  }
  // Out of line: g++ 12, inlining a successor's std::vector destructor here
  // after its constructor, wrongly warns (-Wfree-nonheap-object) that it
  // frees a pointer it did not allocate.
  [[gnu::noinline]] void discard_above() noexcept { frames_.discard_above(); }
  void pop() noexcept {
    frames_.pop();
    --size_;
    low_ = std::min(low_, size_);
  }
  void pop_to(std::size_t k) noexcept {
    while (size_ > k) pop();
  }
  void clear() noexcept {
    pop_to(0);
    cur_ = nullptr;
    entering_ = false;
    low_ = 0;
  }
  frame& at(std::size_t k) noexcept { return frames_[k]; }
  frame const& at(std::size_t k) const noexcept { return frames_[k]; }

  F* next_;
  path_t base_;
  std::size_t base_depth_;
  std::size_t max_depth_;
  std::optional<S> slot_;  // the start state; not in place, the current state too
  // A frame never moves: its iterator may point into it, its children's
  // parents lie in it. Blocks are kept when the stack shrinks, so a walk
  // going up and down does not allocate.
  seek::detail::stable_stack<frame> frames_;
  std::size_t size_ = 0;  // frames_.size(), counted: depth() reads it at every state
  S const* cur_ = nullptr;  // visited, not yet expanded; null when none is
  bool entering_ = false;   // after start(s, from): `it` of the top frame is next
  // Frames below this index have no child left: split() starts here, so a
  // walk a million states deep does not rescan its whole stack.
  std::size_t low_ = 0;
};

}  // namespace seek::detail
