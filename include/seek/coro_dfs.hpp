// seek/coro_dfs.hpp: depth-first search written as a recursive coroutine.
//
//   dfs f x = x : (f x >>= dfs f)
//
// This is the teaching form of seek::dfs: the Haskell definition above, line
// for line, as a seek::generator. It yields the same states in the same order
// as seek::dfs (preorder, children in the order `next` returns them) and is as
// lazy: `next` is called on a state only when the consumer pulls past it.
//
// Use seek::dfs for real searches. The coroutine form pays for its brevity:
//  - one coroutine frame per level of the current path, created and
//    destroyed once per state (heap memory, recycled through a per-thread
//    cache), and two coroutine resumptions per state (each nested call runs
//    to its first `co_yield x` at once, see detail::start_eagerly);
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
#include <utility>

#include <seek/concepts.hpp>
#include <seek/generator.hpp>

namespace seek {

namespace detail {

// The three lines. `next` lives in the frame of seek::coro_dfs below, which
// outlives every frame of the recursion. `start_eagerly` only saves a
// resumption: the call runs to `co_yield x` before its parent yields it.
template <class S, class F>
generator<S> coro_dfs_from(start_eagerly_t, S x, F& next) {
  co_yield x;  // x : ...   (yields a copy; x is kept to expand)
  for (auto&& child : std::invoke(next, std::as_const(x)))  // f x >>= ...
    co_yield elements_of(coro_dfs_from<S, F>(start_eagerly, S(std::forward<decltype(child)>(child)), next));  // dfs f
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
  co_yield elements_of(detail::coro_dfs_from<S, F>(detail::start_eagerly, std::move(root), next));
}

}  // namespace seek
