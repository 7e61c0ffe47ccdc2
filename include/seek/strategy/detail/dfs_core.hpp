// seek/strategy/detail/dfs_core.hpp: the one depth-first walk, under seek::dfs, the
// deepening engine of iddfs, ida_star and lds (strategy/detail/deepening.hpp), the
// split counts' walker (scale/detail/split_walker.hpp) and the memoized count.
//
// An explicit stack of frames, one per expanded state of the current path:
// its successor range, the position in it, and what the engine keeps per
// frame (Extra: a node id, a subtree count). When the successor range hands
// out references to states of the walk's type (a std::vector<S>, a
// std::array, a seek::generator<S>), a child is visited and expanded where it
// lies, never copied: the frame's iterator stays on it until its subtree is
// done (in place). Otherwise each child is made into the one slot as it is
// entered, the frame owns its parent, and the iterator moves past the child.
// A frame is built just above the top and pushed only if it has children, so
// a leaf never moves the top. With Indexed, frames know the index of their
// current child (for paths, and to hand out the rest: splits). With Owning,
// frames always own their state and the engine takes each child itself
// (take): the deepening engine, whose bound decides what becomes of a child.
// The core knows nothing of statistics, limits or roots: the engines move it
// and report.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>

#include <seek/core/concepts.hpp>
#include <seek/strategy/detail/stable_stack.hpp>
#include <seek/core/detail/state_box.hpp>
#include <seek/core/detail/take_element.hpp>

namespace seek::detail {

// No per-frame data beyond the walk's own.
struct no_frame_extra {};

template <class S, class F, class Extra = no_frame_extra, bool Indexed = false, bool Owning = false>
class dfs_core {
 public:
  using children_t = successors_t<F, S>;
  using child_iterator = ranges::iterator_t<children_t>;
  // A split needs to look past the current child without moving to it.
  static constexpr bool in_place =
      !Owning && states_in_place_v<children_t, S> && (!Indexed || ranges::forward_range<children_t>);
  // What a new frame takes of its state: in place, a pointer to where it
  // lies; otherwise the state in the slot, to be moved into the frame (by
  // reference: no temporary state on the stack on the way).
  using parent_t = std::conditional_t<in_place, S const*, S&&>;

  struct child_index {
    std::uint32_t next = 0;     // index of the child `it` points at
    std::uint32_t current = 0;  // index of the child whose subtree is walked
    bool cut = false;           // in place: the children after `current` were handed out
  };
  struct no_index {};
  using index_t = std::conditional_t<Indexed, child_index, no_index>;

  // In place, the parent lies in the frame below (or in the slot), which
  // outlives this frame: the frame does not store it.
  struct borrowing_frame {
    children_t children;
    child_iterator it;
    [[no_unique_address]] Extra extra;
    [[no_unique_address]] index_t index;

    template <class... X>
    borrowing_frame(S const* parent, F& next, X&&... x)
        : children(std::invoke(next, *parent)), it(ranges::begin(children)), extra{std::forward<X>(x)...} {}
    borrowing_frame(borrowing_frame const&) = delete;
    borrowing_frame& operator=(borrowing_frame const&) = delete;
  };
  struct owning_frame {
    S parent;
    children_t children;
    child_iterator it;
    [[no_unique_address]] Extra extra;
    [[no_unique_address]] index_t index;

    template <class... X>
    owning_frame(S&& p, F& next, X&&... x)
        : parent(std::move(p)), children(std::invoke(next, std::as_const(parent))), it(ranges::begin(children)),
          extra{std::forward<X>(x)...} {}
    owning_frame(owning_frame const&) = delete;
    owning_frame& operator=(owning_frame const&) = delete;
  };
  using frame = std::conditional_t<in_place, borrowing_frame, owning_frame>;

  dfs_core() = default;
  dfs_core(dfs_core const&) = delete;
  dfs_core& operator=(dfs_core const&) = delete;
  ~dfs_core() { clear(); }

  // ---- where the walk is --------------------------------------------------

  /// The state visited last and not yet expanded; null when there is none.
  S const* current() const noexcept { return current_; }
  void set_current(S const* s) noexcept { current_ = s; }
  /// Frames on the stack: the depth of the current state below its root.
  std::size_t depth() const noexcept { return frames_.size(); }
  bool empty() const noexcept { return frames_.empty(); }
  frame& top() noexcept { return frames_.top(); }
  frame& operator[](std::size_t k) noexcept { return frames_[k]; }
  frame const& operator[](std::size_t k) const noexcept { return frames_[k]; }

  /// A new root (or start state) in the slot, made current.
  template <class... A>
  S const& place(A&&... a) {
    current_ = std::addressof(slot_.emplace(std::forward<A>(a)...));
    return *current_;
  }

  /// Ends the walk: no frame, no current state (frames first: they may
  /// point into the slot).
  void clear() noexcept {
    frames_.clear();
    current_ = nullptr;
    slot_.reset();
  }

  // ---- expanding the current state -----------------------------------------

  /// A frame can be built above the top (the stack is not empty and its
  /// block has room); otherwise build() pushes at once.
  bool has_room() const noexcept { return frames_.has_room(); }
  /// The current state's frame, built above the top (needs has_room()):
  /// push_built() keeps it, discard_built() drops it (a leaf).
  template <class... X>
  frame& build_above(F& next, X&&... x) {
    return frames_.construct_above(take_current(), next, std::forward<X>(x)...);
  }
  void push_built() noexcept { frames_.push_constructed(); }
  // Out of line: g++ 12, inlining a successor's std::vector destructor here
  // after its constructor, wrongly warns (-Wfree-nonheap-object) that it
  // frees a pointer it did not allocate.
  [[gnu::noinline]] void discard_built() noexcept { frames_.discard_above(); }
  /// The current state's frame, pushed.
  template <class... X>
  frame& build(F& next, X&&... x) {
    return frames_.emplace(take_current(), next, std::forward<X>(x)...);
  }
  void pop() noexcept { frames_.pop(); }

  // ---- moving among the children of a frame ------------------------------

  static bool at_end(frame& f) { return f.it == ranges::end(f.children); }

  /// Enters the child `f.it` is at (`f` must not be at its end): it becomes
  /// the current state.
  S const& enter(frame& f) {
    if constexpr (Indexed) f.index.current = f.index.next;
    if constexpr (in_place) {
      auto&& child = *f.it;  // a reference (perhaps S&&, from a generator) to where the child lies
      current_ = std::addressof(child);
    } else {
      current_ = std::addressof(slot_.emplace(take_element<children_t>(f.it)));
      ++f.it;
      if constexpr (Indexed) ++f.index.next;
    }
    return *current_;
  }
  /// Not in place: `use` gets the child `f.it` is at, as the range hands it
  /// out (moved from a range that owns it), and puts what it keeps of it in
  /// slot(); then `f` moves past it.
  template <class Use>
  void take(frame& f, Use&& use)
    requires(!in_place)
  {
    std::forward<Use>(use)(take_element<children_t>(f.it));
    ++f.it;
    if constexpr (Indexed) ++f.index.next;
  }
  /// Where the root lies, and (not in place) the current state.
  state_slot<S>& slot() noexcept { return slot_; }
  state_slot<S> const& slot() const noexcept { return slot_; }

  /// Moves `f` to the child after the one entered last: false if none is left.
  bool next_child(frame& f) {
    if constexpr (in_place) {
      if constexpr (Indexed)
        if (f.index.cut) return false;
      ++f.it;
      if constexpr (Indexed) ++f.index.next;
    }
    return !at_end(f);
  }
  /// Skips the children of a frame not yet entered up to index `from`.
  static void skip_to(frame& f, std::uint32_t from) requires Indexed {
    for (; f.index.next < from && !at_end(f); ++f.index.next) ++f.it;
  }
  /// Children after the one being walked are left in `f`.
  static bool has_rest(frame& f) requires Indexed {
    if constexpr (in_place) {
      if (f.index.cut) return false;
      auto j = f.it;
      return ++j != ranges::end(f.children);
    } else {
      return !at_end(f);
    }
  }

  /// The state a new frame takes: in place, where the current state lies;
  /// otherwise the state in the slot, which the frame moves from.
  parent_t take_current() {
    if constexpr (in_place)
      return current_;
    else
      return std::move(*slot_);
  }

 private:
  // A frame never moves: its iterator may point into it, its children's
  // parents lie in it. Blocks are kept when the stack shrinks, so a walk
  // going up and down does not allocate.
  stable_stack<frame> frames_;
  state_slot<S> slot_;  // the root; not in place, the current state too (a big one on the heap)
  S const* current_ = nullptr;
};

}  // namespace seek::detail
