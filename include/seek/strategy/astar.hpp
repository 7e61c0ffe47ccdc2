// seek/strategy/astar.hpp: the states of a weighted graph, lazily, in order of cost
// from the roots plus a heuristic estimate of the cost to a goal (A*).
//
// As seek::dijkstra (same elements, same hashing, same statistics, limits
// and memory), ordered by f = cost + h(state). Ties on f go to the deeper
// state, that is the larger cost so far (it is nearer a goal when h is
// good), then to the state reached first: stable and deterministic. Each
// state is settled once (a closed set), so with a consistent h
// (h(s) <= cost(s, t) + h(t) on every edge, h(goal) = 0) every state is
// settled at its cheapest cost and the first goal pulled is optimal; an
// admissible but inconsistent h may settle a state early, on a dearer path.
#pragma once

#include <cstddef>
#include <type_traits>
#include <utility>

#include <seek/core/weighted.hpp>
#include <seek/strategy/cost_search.hpp>
#include <seek/strategy/detail/protocol.hpp>

namespace seek {

namespace detail {
// `h` is a seek::heuristic for the states and cost of a weighted `next`.
template <class H, class G, class S>
concept astar_heuristic_for = weighted_successor_function<G, S> && heuristic<H, S, cost_t<G, S>>;

// seek::astar: (roots, next, h, options...), `next` weighted.
struct astar_spec : cost_spec_defaults {
  static constexpr std::size_t min_params = 1;
  static constexpr std::size_t max_params = 1;
  template <class S, class G, class... P>
  static constexpr bool params_ok = (astar_heuristic_for<std::decay_t<P>, G, S> && ...);
  template <std::size_t I>
  static constexpr bool param_takes_state = true;

  template <class S, bool Paths, class Roots, class G, class M, class Policy, class H>
  static auto make(Roots roots, G next, M monitor, Policy by, H&& h) {
    return make_cost<S, Paths>(std::move(roots), std::move(next), std::move(monitor), std::move(by),
                               std::decay_t<H>(std::forward<H>(h)));
  }

  // Your call of seek::astar lands here: the first static_assert that fails
  // says what is wrong with it.
  template <class A>
  static auto diagnose() {
    if constexpr (!A::next_ok && A::next_unweighted)
      static_assert(never<A>,
                    "seek::astar takes a weighted successor function, returning (state, cost) pairs; one "
                    "returning states is for seek::best_first, seek::bfs and the other tree searches");
    else if constexpr (!A::next_ok)
      static_assert(never<A>,
                    "seek::astar: `next` is not a weighted successor function for the roots' type: it must take "
                    "State const& and return a range of (state, cost) pairs");
    else if constexpr (!A::depth_ok)
      static_assert(never<A>,
                    "seek::astar does not take seek::depth_limited: it would settle states at a wrong cost "
                    "(filter on it.depth(), or bound the search with seek::limits)");
    else if constexpr (A::param_count == 0)
      static_assert(never<A>, "seek::astar needs a heuristic after the successor function: astar(roots, next, h)");
    else if constexpr (!A::count_ok)
      static_assert(never<A>,
                    "seek::astar: unknown option: astar takes one parameter (the heuristic), then only the "
                    "options seek::statistics&, seek::limits, and seek::seen_by(...) or seek::dense_index(n, index)");
    else if constexpr (!A::params_ok)
      static_assert(never<A>,
                    "seek::astar: the heuristic must be callable with State const& and return something that "
                    "converts to the cost type (seek::heuristic)");
    else if constexpr (!A::policy_ok)
      static_assert(never<A>,
                    "seek::astar remembers states in a hash map, and this state (or its key) has no std::hash: "
                    "pass seek::seen_by(key, hash)");
    return refused_call{};
  }
};
}  // namespace detail

/// `seek::astar(roots, next, h, options...)`: every state reachable from
/// `roots`, each once, in nondecreasing cost + h, as `State const&`
/// (`it.cost()`, `it.depth()`); with a consistent `h`, `astar(s, next, h) |
/// filter(goal) | seek::first(1)` is a cheapest goal. Edge costs must be >=
/// 0. Options as seek::dijkstra's.
inline constexpr detail::strategy_fn<detail::astar_spec> astar{};

}  // namespace seek
