// seek/strategy/bidirectional_dijkstra.hpp: the cheapest path between two
// states, searched by Dijkstra's algorithm from both ends at once.
//
//   auto found = seek::bidirectional_dijkstra(start, goal, roads);        // undirected: prev is next
//   auto found = seek::bidirectional_dijkstra(start, goal, roads, back);  // directed
//   if (found) print(found->path, found->cost);                           // a seek::found_path
//
// One Dijkstra search goes forward from `start` over `next`, another
// backward from `goal` over `prev` (for each state, the states with an edge
// to it and that edge's cost: for an undirected graph, `next` itself); each
// step settles the cheaper of the two searches' next states. An edge from a
// state one search has settled to a state the other has reached closes a
// path through it, a candidate; the best candidate so far costs mu. The
// first meeting need not be on a cheapest path: the search stops only when
// the two searches' next costs add up to mu or more (Goldberg and Harrelson's
// rule: a cheaper path would have to pass a state cheaper than both). Edge
// costs must be >= 0 (std::invalid_argument when one is not). The result is
// `seek::found_path` as seek::shortest_path's: the states from start to goal
// and the sum of the edge costs. The engine, shared with
// seek::bidirectional_astar, is in detail/bidirectional_cost.hpp.
#pragma once

#include <optional>
#include <type_traits>
#include <utility>

#include <seek/core/weighted.hpp>
#include <seek/strategy/detail/bidirectional_cost.hpp>
#include <seek/strategy/detail/path_options.hpp>
#include <seek/strategy/detail/two_ended.hpp>
#include <seek/strategy/find_path.hpp>

namespace seek {

namespace detail {
struct bidirectional_dijkstra_search_of {
  template <class S, class R, class Goal, class F, class P, class... O>
  static auto run(R&& root, Goal&& goal, F const& next, P const& prev, O&&... options) {
    if constexpr (!two_ended_diagnosed<true, S, Goal, F, P>()) {
      return refused_call{};
    } else if constexpr (!path_options_diagnosed<S, true, O...>()) {
      return refused_call{};
    } else {
      auto monitor = path_monitor(options...);
      bidirectional_cost_search<S, F, P, no_heuristic, path_policy_t<O...>, decltype(monitor)> search(
          "seek::bidirectional_dijkstra", next, prev, no_heuristic{}, path_policy(std::forward<O>(options)...),
          std::move(monitor));
      return search.run(S(std::forward<R>(root)), S(std::forward<Goal>(goal)));
    }
  }
};
}  // namespace detail

/// `seek::bidirectional_dijkstra(start, goal, next, [prev], options...)`: a
/// cheapest path from `start` to `goal`, as a
/// `std::optional<seek::found_path<State, Cost>>` (`path`, `cost`), empty
/// when there is none or a limit stopped the search. `next` and `prev` are
/// weighted: `prev(s)` gives the (state, cost) pairs of the edges into `s`;
/// `next` itself when omitted (an undirected graph). Options as
/// seek::bidirectional_bfs's: seek::statistics&, seek::limits,
/// seek::seen_by(key, hash, equal), seek::traced_by(tracer).
inline constexpr detail::two_ended_fn<detail::bidirectional_dijkstra_search_of> bidirectional_dijkstra{};

}  // namespace seek
