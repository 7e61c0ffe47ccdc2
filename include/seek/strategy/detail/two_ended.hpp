// seek/strategy/detail/two_ended.hpp: the call of the searches from a start
// to a goal (seek::bidirectional_bfs, _dijkstra, _astar), read and checked
// once for the three:
//
//   search(start, goal, next, [prev], params..., options...)
//
// `prev` gives the states with an edge into a state (with its cost when the
// search is weighted); when the argument after `next` is not one (an
// option, a parameter that does not take one state), `prev` is `next`
// itself: an undirected graph.
#pragma once

#include <concepts>
#include <type_traits>
#include <utility>

#include <range/v3/range/concepts.hpp>

#include <seek/core/concepts.hpp>
#include <seek/core/weighted.hpp>
#include <seek/core/detail/never.hpp>
#include <seek/strategy/detail/path_options.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/successor/skip_seen.hpp>

namespace seek::detail {

// Whether the argument after `next` of a two-ended search (start, goal,
// next, [prev], ...) is `prev`: not an option, and callable on a state.
template <class S, class First>
constexpr bool takes_prev() {
  using P = std::remove_cvref_t<First>;
  return option_kind_of<First&&>() == option_kind::none &&
         std::invocable<P&, S const&>;
}

// The checks of a two-ended call (start, goal, next, prev) that do not
// depend on the search, said once for the bidirectional searches. `Weighted`:
// the search takes (state, cost) pairs.
template <bool Weighted, class F, class S>
inline constexpr bool two_ended_fn_ok = Weighted ? weighted_successor_function<F, S> : successor_function<F, S>;

template <class F>
struct is_skip_seen : std::false_type {};
template <class S, class F, class P>
struct is_skip_seen<skip_seen_fn<S, F, P>> : std::true_type {};

template <bool Weighted, class S, class Goal, class F, class P>
constexpr bool two_ended_diagnosed() {
  if constexpr (!two_ended_fn_ok<Weighted, F, S> && ranges::input_range<S>) {
    static_assert(never<S>,
                  "seek::bidirectional_bfs, _dijkstra and _astar take one root and one goal, each a state: "
                  "(root, goal, next[, prev], ...)");
    return false;
  } else if constexpr (!std::constructible_from<S, Goal&&>) {
    static_assert(never<S>,
                  "seek::bidirectional_bfs, _dijkstra and _astar: the goal (the second argument) must be a state of "
                  "the root's type");
    return false;
  } else if constexpr (is_depth_limited_v<F> || is_depth_limited_v<P>) {
    static_assert(never<S>,
                  "seek::bidirectional_bfs, _dijkstra and _astar do not take seek::depth_limited: the two searches "
                  "meet in the middle and no depth is the root's (bound the search with seek::limits)");
    return false;
  } else if constexpr (is_skip_seen<F>::value || is_skip_seen<P>::value) {
    static_assert(never<S>,
                  "seek::bidirectional_bfs, _dijkstra and _astar do not take seek::skip_seen: they remember the "
                  "states of both searches themselves (seek::seen_by is their option)");
    return false;
  } else if constexpr (Weighted && !weighted_successor_function<F, S> && successor_function<F, S>) {
    static_assert(never<S>,
                  "seek::bidirectional_dijkstra and _astar take a weighted successor function, returning (state, "
                  "cost) pairs; for the fewest edges, seek::bidirectional_bfs");
    return false;
  } else if constexpr (!Weighted && weighted_successor_function<F, S>) {
    static_assert(never<S>,
                  "seek::bidirectional_bfs takes an unweighted successor function, returning states; for (state, "
                  "cost) pairs, seek::bidirectional_dijkstra");
    return false;
  } else if constexpr (!two_ended_fn_ok<Weighted, F, S>) {
    static_assert(never<S>,
                  "seek::bidirectional_bfs, _dijkstra and _astar: `next` is not a successor function of the root's "
                  "type (it must take State const& and return a range of states, or of (state, cost) pairs for "
                  "_dijkstra and _astar)");
    return false;
  } else if constexpr (!two_ended_fn_ok<Weighted, P, S>) {
    static_assert(never<S>,
                  "seek::bidirectional_bfs, _dijkstra and _astar: `prev` is not a successor function of the root's "
                  "type (the same kind as `next`)");
    return false;
  } else {
    return true;
  }
}

// The call of a two-ended search: (start, goal, next, [prev], params...,
// options...), `prev` is `next` when the argument after `next` is not one.
// `Search::template run<S>(start, goal, next, prev, rest...)` does the rest.
template <class Search>
struct two_ended_fn {
  template <class R, class Goal, class F, class... Rest>
  auto operator()(R&& root, Goal&& goal, F const& next, Rest&&... rest) const {
    using S = std::remove_cvref_t<R>;
    if constexpr (sizeof...(Rest) > 0) {
      if constexpr (takes_prev<S, nth_t<0, Rest...>>())
        return Search::template run<S>(std::forward<R>(root), std::forward<Goal>(goal), next,
                                       std::forward<Rest>(rest)...);
      else
        return Search::template run<S>(std::forward<R>(root), std::forward<Goal>(goal), next, next,
                                       std::forward<Rest>(rest)...);
    } else {
      return Search::template run<S>(std::forward<R>(root), std::forward<Goal>(goal), next, next);
    }
  }
};

}  // namespace seek::detail
