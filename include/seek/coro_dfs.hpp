// seek/coro_dfs.hpp: depth-first search written as a recursive coroutine.
//
//   dfs f x = x : (f x >>= dfs f)
//
// This is the teaching form of seek::dfs: the Haskell definition above as a
// recursive seek::generator. It yields the same states in the same order as
// seek::dfs (preorder, children in the order `next` returns them) and is as
// lazy: `next` is called on a state only when the consumer pulls past it.
//
// The three lines in docs/design.md make one coroutine per state. This one
// is the same definition written as
//
//   dfs f x = x : below (f x)
//   below cs = concat [c : below (f c) | c <- cs]
//
// with `below []` never started, so a leaf costs no coroutine, and `below`
// for the last state of a range a tail call, so a chain of any length runs
// in one coroutine and the cost per state does not grow with depth. A
// nested `below` that has walked its range is not destroyed but kept, and
// walks the next range its parent hands it: a search makes one coroutine
// per nesting level, not one per range. (Measured with g++: the first two
// halved the time per state on bushy trees, and reuse took a quarter off
// what was left.)
//
// Use seek::dfs for real searches. The coroutine form pays for its brevity:
//  - a coroutine resumption per state, and one more per range handed to a
//    nested coroutine; a coroutine frame per nesting level (heap memory,
//    kept until the search ends);
//  - states a successor view computes are made once each (and the first of
//    a range handed over moved once more), and the last state of a range
//    that refers to states it does not own is copied, so states must be
//    copyable; states in a std::vector or std::array returned by the
//    successor function are neither copied nor moved;
//  - a successor range and its states may refer to their parent state, as
//    with seek::dfs, but a tail call lets go of the ancestors above it:
//    states must not point further up the tree than their parent;
//  - no statistics, no limits, one root.
// What it does not pay: pulling a value resumes only the innermost coroutine
// (seek::generator keeps a pointer to it), so each value costs O(1) whatever
// the depth, and neither running nor destroying a deep nesting recurses on
// the call stack (see generator.hpp).
#pragma once

#include <concepts>
#include <functional>
#include <utility>

#include <range/v3/iterator/operations.hpp>
#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>
#include <range/v3/range/traits.hpp>

#include <seek/concepts.hpp>
#include <seek/detail/slot.hpp>
#include <seek/detail/take_element.hpp>
#include <seek/generator.hpp>

namespace seek {

namespace detail {

// The successors of a state, built in place (a range need not be movable).
template <class S, class F>
struct successors_of {
  successors_t<F, S> range;
  successors_of(F& next, S const& parent) : range(std::invoke(next, parent)) {}
};

// The state at `it`: where it lies, or made into `made`.
template <class S, class R>
S const& state_at(ranges::iterator_t<R> const& it, slot<S>& made) {
  if constexpr (states_in_place_v<R, S>)
    return static_cast<S const&>(*it);
  else
    return made.emplace(*it);
}

// What a below coroutine walks next: a non-empty successor range, in its
// parent's frame, and the position of its first state (ranges need not be
// forward, so the parent, which has looked at it, hands it on). The parent
// has yielded that state already (`made` holds it when the range computes
// its states).
template <class S, class F>
struct coro_dfs_job {
  successors_t<F, S>* kids = nullptr;
  slot<ranges::iterator_t<successors_t<F, S>>> first;
  S const* state = nullptr;
  slot<S> made;
};

// below: the subtrees of the states of a successor range. Given a job, it
// walks them, then pauses until its parent gives it the next one: a nested
// coroutine is not destroyed and made again for each range, but kept by
// its parent (see detail::hand_over_new in generator.hpp), so there is one
// per nesting level, not one per range. The parent yields the first state
// of each job itself, so a job costs one resumption fewer, and `below`
// begins where the consumer has moved past a state: it expands it, then
// yields the next one.
//
// A state that is not the last of its range and has successors has them
// walked by the nested coroutine. The last one does not: this coroutine
// has nothing left to do after that subtree, so it goes on with the
// state's successors itself (a tail call). A chain then runs in one
// coroutine, whatever its length. That needs to see that a state is the
// last one without moving on, so only forward ranges get it; a successor
// generator is never run ahead.
//
// Where states live. When the successor range hands out references to
// states (a std::vector<S>, a std::array<S, N>, a seek::generator<S>), a
// state is yielded and expanded where it lies: the range stays in this
// frame, and `it` stays on the state, until its subtree is done. Not copying
// it matters more than it seems: a state the successor function has just
// written, field by field, and that is then copied whole, makes the
// processor wait for those writes to reach its cache (a failed
// store-to-load forwarding): with g++, 15 ns per state on a chain against
// 10 without it. Other ranges (views computing their states) have each
// state materialised into one of two slots.
//
// The tail call puts the state's successor range in the vacant one of
// three range slots, which turn: one holds the range being walked, one the
// range that holds that range's parent state, and the vacant one what came
// before (the range holding the grandparent), destroyed then. So the parent
// of the states being walked lives until they all have been, as with
// seek::dfs, but not the ancestors above it. Ranges that do not own their
// states (views, and references to somebody else's containers) have the
// state copied into a slot beside its successor range first; a container
// owns its states and needs no such copy. The successors of a state that
// is not the last of its range go to a slot of their own, for the nested
// coroutine. A range computed from a state in a slot is always destroyed
// before that state: it may refer to it. A paused coroutine keeps what its
// slots hold until its next job overwrites it, or until it is destroyed:
// memory for at most four successor ranges and three states per nesting
// level, as when running.
//
// Over a forward range, a nested coroutine only walks the successors of a
// state that is not the last of its range, so its parent always yields
// again after it: the nested one resumes its parent directly when it
// pauses (the root, which finishes then, has no parent to go on to).
template <class R>
inline constexpr auto coro_dfs_pause = [] {
  if constexpr (ranges::forward_range<R>)
    return pause_into_parent;
  else
    return pause_through_pump;
}();

// Whether `it` is on the last element before `stop`: never known for an
// input range, which cannot look ahead. (A function rather than a local
// variable: g++ keeps a coroutine's named locals in its frame.)
template <class It, class Stop>
bool is_last(It const& it, Stop const& stop) {
  if constexpr (ranges::forward_iterator<It>)  // as coro_dfs_pause tests
    return ranges::next(it) == stop;
  else
    return false;
}

template <class S, class F, class Pause>
generator<S const&> coro_dfs_below(Pause, coro_dfs_job<S, F>& job, F& next) {
  using range = successors_t<F, S>;
  constexpr bool in_place = states_in_place_v<range, S>;
  constexpr bool owns_states = in_place && moves_elements_v<range>;
  slot<S> states[3];
  slot<successors_of<S, F>> ranges_of[3];
  slot<successors_of<S, F>> nested_range;  // what the nested coroutine walks
  coro_dfs_job<S, F> nested_job;
  bool has_nested = false;
  for (;;) {  // one job
    auto it = std::move(*job.first);
    auto stop = ranges::end(*job.kids);
    // The slot for the next tail call: neither the one holding the range
    // walked nor the one holding that range's parent state.
    int vacant = 0;
    S const* state = job.state;
    if constexpr (!in_place) {  // ranges before the state they were made from
      nested_range.reset();
      ranges_of[0].reset();
      state = std::addressof(states[0].emplace(std::move(*job.made)));
    }
    for (;;) {
      // The consumer has moved past *state: below (f state).
      if (is_last(it, stop)) {  // as a tail call
        if constexpr (in_place && !owns_states) {
          ranges_of[vacant].reset();
          state = std::addressof(states[vacant].emplace(*it));
        }
        range& grandkids = ranges_of[vacant].emplace(next, *state).range;
        auto first = ranges::begin(grandkids);
        stop = ranges::end(grandkids);
        if (first == stop) break;
        it = std::move(first);
        vacant = vacant == 2 ? 0 : vacant + 1;
      } else {
        range& grandkids = nested_range.emplace(next, *state).range;
        auto first = ranges::begin(grandkids);
        if (first != ranges::end(grandkids)) {  // by the nested coroutine
          nested_job.kids = &grandkids;
          S const& handed = state_at<S, range>(nested_job.first.emplace(std::move(first)), nested_job.made);
          nested_job.state = std::addressof(handed);
          if (has_nested) {
            co_yield hand_over{handed};
          } else {
            has_nested = true;
            auto nested = coro_dfs_below<S, F>(coro_dfs_pause<range>, nested_job, next);
            co_yield hand_over_new{nested, handed};
          }
        }
        if (++it == stop) break;
      }
      if constexpr (!in_place) {  // ranges before the state they were made from
        nested_range.reset();
        ranges_of[vacant].reset();
      }
      state = std::addressof(state_at<S, range>(it, states[vacant]));
      co_yield *state;  // c : ...
    }
    co_yield pause;
  }
}

}  // namespace detail

/// `seek::coro_dfs(root, next)`: the states of the tree rooted at `root` in
/// depth-first preorder, as a `seek::generator<State const&>` (a move-only
/// input range: pipe it into range-v3 adaptors as an lvalue). Like
/// seek::dfs's, its reference type is `State const&`: a state stays valid
/// until the consumer moves on.
///
/// A call that fails to match here has a `next` that is not a
/// seek::successor_function for the root's type (it must take `State const&`
/// and return an input range of things convertible to State), or a State
/// that cannot be copied.
template <class S, class F>
  requires successor_function<F, S> && std::copy_constructible<S>
generator<S const&> coro_dfs(S root, F next) {
  S const& x = root;
  co_yield x;  // x : ...
  detail::successors_of<S, F> kids(next, x);
  auto first = ranges::begin(kids.range);
  if (first != ranges::end(kids.range)) {  // below (f x)
    using range = successors_t<F, S>;
    detail::coro_dfs_job<S, F> job;
    job.kids = &kids.range;
    S const& handed = detail::state_at<S, range>(job.first.emplace(std::move(first)), job.made);
    job.state = std::addressof(handed);
    auto below = detail::coro_dfs_below<S, F>(detail::coro_dfs_pause<range>, job, next);
    co_yield detail::hand_over_new{below, handed};
  }
}

}  // namespace seek
