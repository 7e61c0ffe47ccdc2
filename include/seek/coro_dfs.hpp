// seek/coro_dfs.hpp: depth-first search written as a recursive coroutine.
//
//   dfs f x  = x : below (f x)
//   below cs = concat [c : below (f c) | c <- cs]     -- below [] is never started
//
// The teaching form of seek::dfs (`dfs f x = x : (f x >>= dfs f)`, with a
// coroutine per successor range rather than per state, so a leaf starts
// none). Same states, same order, same laziness as seek::dfs; states in a
// std::vector or std::array of successors are yielded where they lie, and a
// state's parent lives while its successors are walked. seek::generator
// resumes only the innermost coroutine, so each state costs O(1) at any
// depth, and nothing recurses on the call stack. Use seek::dfs for real
// searches: it is several times faster (docs/benchmarks.md).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <utility>

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

// The state at `it`: where it lies, or made once into `made`.
template <class S, class R>
S const& state_at(ranges::iterator_t<R> const& it, std::optional<S>& made) {
  if constexpr (states_in_place_v<R, S>)
    return static_cast<S const&>(*it);
  else
    return made.emplace(*it);
}

// below: each state of `kids` from `it` on (there is one), then its subtree.
// `kids` lives in the caller's frame, and each state lives in `kids` or in
// `made`, until its subtree is done.
template <class S, class F>
generator<S const&> coro_dfs_below(F& next, successors_t<F, S>& kids, ranges::iterator_t<successors_t<F, S>> it) {
  do {
    std::optional<S> made;
    S const& c = state_at<S, successors_t<F, S>>(it, made);
    co_yield c;  // c : ...
    successors_of<S, F> grandkids(next, c);
    auto first = ranges::begin(grandkids.range);
    if (first != ranges::end(grandkids.range))  // below (f c)
      co_yield elements_of(coro_dfs_below<S, F>(next, grandkids.range, std::move(first)));
  } while (++it != ranges::end(kids));
}

}  // namespace detail

/// `seek::coro_dfs(root, next)`: the states of the tree rooted at `root` in
/// depth-first preorder, as a `seek::generator<State const&>` (a move-only
/// input range: pipe it into range-v3 adaptors as an lvalue). A state stays
/// valid until the consumer moves on.
///
/// A call that fails to match here has a `next` that is not a
/// seek::successor_function for the root's type (it must take `State const&`
/// and return an input range of things convertible to State).
template <class S, class F>
  requires successor_function<F, S>
generator<S const&> coro_dfs(S root, F next) {
  co_yield std::as_const(root);  // x : ...
  detail::successors_of<S, F> kids(next, root);
  auto first = ranges::begin(kids.range);
  if (first != ranges::end(kids.range))  // below (f x)
    co_yield elements_of(detail::coro_dfs_below<S, F>(next, kids.range, std::move(first)));
}

}  // namespace seek
