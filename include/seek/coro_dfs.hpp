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
// makes one per successor range, which is the same definition written as
//
//   dfs f x = x : below (f x)
//   below cs = concat [c : below (f c) | c <- cs]
//
// with `below []` never started: a leaf costs no coroutine, and leaves are
// most of a tree (half of a binary one, two thirds of a ternary one). And
// `below` for the last state of a range is a tail call: the coroutine goes
// on with that state's successors itself, so a chain of any length runs in
// one coroutine and the cost per state does not grow with depth. On the
// engine benchmark these halved the time per state on bushy trees with g++,
// and cut it fourfold on a chain 100,000 deep.
//
// Use seek::dfs for real searches. The coroutine form pays for its brevity:
//  - one coroutine frame per state that has successors and is not the last
//    of a forward successor range (for an input-only one, such as a
//    generator, every such state), created and destroyed once each (heap
//    memory, recycled through a per-thread cache), and one coroutine
//    resumption per state;
//  - every state is copied once when it is yielded (the coroutine keeps its
//    own copy to expand), so states must be copyable;
//  - no statistics, no limits, one root.
// What it does not pay: pulling a value resumes only the innermost coroutine
// (seek::generator keeps a pointer to it), so each value costs O(1) whatever
// the depth, and neither running nor destroying a deep chain recurses on the
// call stack (see generator.hpp).
#pragma once

#include <concepts>
#include <functional>
#include <optional>
#include <utility>

#include <range/v3/iterator/operations.hpp>
#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>
#include <range/v3/range/traits.hpp>

#include <seek/concepts.hpp>
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

// below: the subtrees of the states of a successor range `kids`, from `it`
// (not at its end) on. `kids` lives in the caller's frame, which is
// suspended in its `co_yield elements_of(...)` while this runs.
//
// Each state is kept, with its successor range, in one of two slots. A
// state that is not the last of its range and has successors starts a
// nested coroutine for them. The last one does not: this coroutine has
// nothing left to do after that subtree, so it goes on with the state's
// successors itself (a tail call), in the other slot, and the slot of the
// range just finished is reused by the next state. A chain then runs in
// one coroutine, whatever its length. That needs to see that a state is
// the last one without moving on, so only forward ranges get it; a
// successor generator is never run ahead.
//
// `start_eagerly` only saves a resumption: the call runs to its first
// `co_yield` before the caller passes that value on.
template <class S, class F>
generator<S> coro_dfs_below(start_eagerly_t, successors_t<F, S>& kids,
                            ranges::iterator_t<successors_t<F, S>> it, F& next) {
  using range = successors_t<F, S>;
  std::optional<S> states[2];
  std::optional<successors_of<S, F>> ranges_of[2];
  range* current = &kids;
  int slot = 0;  // where the next state goes
  for (;;) {
    ranges_of[slot].reset();  // a range before its parent state
    S const& state = states[slot].emplace(take_element<range>(it));
    bool last = false;
    if constexpr (ranges::forward_range<range>) last = ranges::next(it) == ranges::end(*current);
    co_yield state;  // c : ...   (yields a copy; state is kept to expand)
    range& grandkids = ranges_of[slot].emplace(next, state).range;
    auto first = ranges::begin(grandkids);
    if (first != ranges::end(grandkids)) {  // below (f c), unless f c = []
      if (last) {                           // the tail call
        current = &grandkids;
        it = std::move(first);
        slot = 1 - slot;
        continue;
      }
      co_yield elements_of(coro_dfs_below<S, F>(start_eagerly, grandkids, std::move(first), next));
    }
    if (++it == ranges::end(*current)) co_return;
  }
}

}  // namespace detail

/// `seek::coro_dfs(root, next)`: the states of the tree rooted at `root` in
/// depth-first preorder, as a `seek::generator<State>` (a move-only input
/// range: pipe it into range-v3 adaptors as an lvalue).
///
/// A call that fails to match here has a `next` that is not a
/// seek::successor_function for the root's type (it must take `State const&`
/// and return an input range of things convertible to State), or a State
/// that cannot be copied.
template <class S, class F>
  requires successor_function<F, S> && std::copy_constructible<S>
generator<S> coro_dfs(S root, F next) {
  S const& x = root;
  co_yield x;  // x : ...
  detail::successors_of<S, F> kids(next, x);
  auto first = ranges::begin(kids.range);
  if (first != ranges::end(kids.range))  // below (f x)
    co_yield elements_of(detail::coro_dfs_below<S, F>(detail::start_eagerly, kids.range, std::move(first), next));
}

}  // namespace seek
