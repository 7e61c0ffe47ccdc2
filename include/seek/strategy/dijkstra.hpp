// seek/strategy/dijkstra.hpp: the states of a weighted graph, lazily, in order of
// their cheapest cost from the roots (Dijkstra's algorithm).
//
// `next` returns (successor, edge cost) pairs (seek::weighted_successor_function);
// states are hashable, as for seek::unique_bfs (or pass the option
// seek::seen_by(key, hash), or seek::dense_index(n, index) to number them). Each reached state is settled once, at its
// cheapest cost, and yielded as `State const&` (`it.cost()`, `it.depth()`;
// seek::with_paths gives nodes with path()); costs come out nondecreasing,
// ties in the order the states were first reached. A state is expanded only
// when the consumer pulls past it, so `dijkstra(s, next) | filter(goal) |
// seek::first(1)` stops at a cheapest goal. Memory: one record per state
// reached (settled or open) until the view is destroyed or begun again.
#pragma once

#include <cstddef>
#include <type_traits>
#include <utility>

#include <seek/core/weighted.hpp>
#include <seek/strategy/cost_search.hpp>
#include <seek/strategy/detail/protocol.hpp>

namespace seek {

namespace detail {
// seek::dijkstra: (roots, next, options...), `next` weighted.
struct dijkstra_spec : cost_spec_defaults {
  template <class S, bool Paths, class Roots, class G, class M, class Policy>
  static auto make(Roots roots, G next, M monitor, Policy by) {
    return make_cost<S, Paths>(std::move(roots), std::move(next), std::move(monitor), std::move(by),
                               zero_heuristic{});
  }

  // Your call of seek::dijkstra lands here: the first static_assert that
  // fails says what is wrong with it.
  template <class A>
  static auto diagnose() {
    if constexpr (!A::next_ok && A::next_unweighted)
      static_assert(never<A>,
                    "seek::dijkstra takes a weighted successor function, returning (state, cost) pairs; one "
                    "returning states is for seek::bfs, seek::unique_bfs and the other tree searches");
    else if constexpr (!A::next_ok)
      static_assert(never<A>,
                    "seek::dijkstra: `next` is not a weighted successor function for the roots' type: it must "
                    "take State const& and return a range of (state, cost) pairs");
    else if constexpr (!A::depth_ok)
      static_assert(never<A>,
                    "seek::dijkstra does not take seek::depth_limited: it would settle states at a wrong cost "
                    "(filter on it.depth(), or bound the search with seek::limits)");
    else if constexpr (!A::count_ok)
      static_assert(never<A>,
                    "seek::dijkstra: unknown option: dijkstra takes no parameter of its own, only the options "
                    "seek::statistics&, seek::limits, seek::traced_by(...), and seek::seen_by(...) or "
                    "seek::dense_index(n, index)");
    else if constexpr (!A::policy_ok)
      static_assert(never<A>,
                    "seek::dijkstra remembers states in a hash map, and this state (or its key) has no std::hash: "
                    "pass seek::seen_by(key, hash)");
    return refused_call{};
  }
};
}  // namespace detail

/// `seek::dijkstra(roots, next, options...)`: every state reachable from
/// `roots` (one state, or a range of states, each at cost 0), each once, in
/// nondecreasing cost, as `State const&` (`it.cost()`, `it.depth()`). Edge
/// costs must be >= 0 (a negative or NaN one throws std::invalid_argument when it
/// is met). Options, in any order: seek::statistics& (`yielded` counts
/// settled states, `pruned` states reached again and not cheaper, `frontier`
/// the most open ones), seek::limits, seek::seen_by(key, hash, equal) or
/// seek::dense_index(n, index) (records found by a state index in 0..n-1).
///
///   auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}, {x * 2, 3}}; };
///   for (int x : seek::dijkstra(1, roads) | seek::first(4)) std::cout << x << ' ';
///   // 1 2 3 4: costs 0, 1, 2, 3 (4 is also 1 -> 2 -> 4 at cost 4, not cheaper)
inline constexpr detail::strategy_fn<detail::dijkstra_spec> dijkstra{};

}  // namespace seek
