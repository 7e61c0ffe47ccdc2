// seek/strategy/dijkstra.hpp: the states of a weighted graph, lazily, in order of
// their cheapest cost from the root (Dijkstra's algorithm).
//
// `next` returns (successor, edge cost) pairs (seek::weighted_successor_function);
// states are hashable, as for seek::unique_bfs (or pass seek::seen_by(key,
// hash)). Each reached state is settled once, at its cheapest cost, and
// yielded as a seek::weighted_node (state(), cost(), depth(), path()); costs
// come out nondecreasing, ties in the order the states were first reached.
// A state is expanded only when the consumer pulls past it, so
// `dijkstra(s, next) | filter(goal) | seek::first(1)` is a cheapest path to a
// goal and the search stops there. Memory: one record per state reached
// (settled or open) until the view is destroyed or begun again.
#pragma once

#include <type_traits>
#include <utility>

#include <seek/successor/depth_limited.hpp>
#include <seek/detail/cost_search.hpp>
#include <seek/detail/monitor.hpp>
#include <seek/successor/skip_seen.hpp>
#include <seek/core/statistics.hpp>
#include <seek/core/weighted.hpp>

namespace seek {

namespace detail {
struct dijkstra_fn {
  // A call that fails to match here has a `next` that is not a
  // seek::weighted_successor_function for the root's type (it must return a
  // range of (successor, cost) pairs: an unweighted successor function
  // belongs to seek::bfs), or states that cannot be hashed: give
  // seek::seen_by a hash, or a key that has one.
  template <class S, class F, class K = std::identity, class Hs = std_hash, class E = std::equal_to<>>
    requires weighted_successor_function<F, std::remove_cvref_t<S>> &&
             seen_key_for<K, std::remove_cvref_t<S>, Hs, E>
  auto operator()(S&& root, F next, seen_policy<K, Hs, E> by = {}) const {
    return cost_single(std::forward<S>(root), std::move(next), zero_heuristic{}, std::move(by), no_monitor{});
  }
  template <class S, class F, class K = std::identity, class Hs = std_hash, class E = std::equal_to<>>
    requires weighted_successor_function<F, std::remove_cvref_t<S>> &&
             seen_key_for<K, std::remove_cvref_t<S>, Hs, E>
  auto operator()(S&& root, F next, statistics& stats, seen_policy<K, Hs, E> by = {}) const {
    return cost_single(std::forward<S>(root), std::move(next), zero_heuristic{}, std::move(by),
                       counting_monitor{&stats});
  }
  template <class S, class F, class K = std::identity, class Hs = std_hash, class E = std::equal_to<>>
    requires weighted_successor_function<F, std::remove_cvref_t<S>> &&
             seen_key_for<K, std::remove_cvref_t<S>, Hs, E>
  auto operator()(S&& root, F next, statistics& stats, limits lim, seen_policy<K, Hs, E> by = {}) const {
    return cost_single(std::forward<S>(root), std::move(next), zero_heuristic{}, std::move(by),
                       limited_monitor(&stats, std::move(lim)));
  }

  template <class R, class F, class K = std::identity, class Hs = std_hash, class E = std::equal_to<>>
    requires weighted_root_range<R, F> && seen_key_for<K, ranges::range_value_t<R>, Hs, E>
  auto operator()(R&& roots, F next, seen_policy<K, Hs, E> by = {}) const {
    return cost_forest(std::forward<R>(roots), std::move(next), zero_heuristic{}, std::move(by), no_monitor{});
  }
  template <class R, class F, class K = std::identity, class Hs = std_hash, class E = std::equal_to<>>
    requires weighted_root_range<R, F> && seen_key_for<K, ranges::range_value_t<R>, Hs, E>
  auto operator()(R&& roots, F next, statistics& stats, seen_policy<K, Hs, E> by = {}) const {
    return cost_forest(std::forward<R>(roots), std::move(next), zero_heuristic{}, std::move(by),
                       counting_monitor{&stats});
  }
  template <class R, class F, class K = std::identity, class Hs = std_hash, class E = std::equal_to<>>
    requires weighted_root_range<R, F> && seen_key_for<K, ranges::range_value_t<R>, Hs, E>
  auto operator()(R&& roots, F next, statistics& stats, limits lim, seen_policy<K, Hs, E> by = {}) const {
    return cost_forest(std::forward<R>(roots), std::move(next), zero_heuristic{}, std::move(by),
                       limited_monitor(&stats, std::move(lim)));
  }
  // A seek::depth_limited `next` lands here: dijkstra settles each state once, at
  // its cheapest cost; under a depth bound that cost would be wrong for the
  // states whose cheapest path is longer. Filter on node.depth() instead, or
  // bound the search with seek::limits.
  template <class S, class G, class... Rest>
  void operator()(S&&, depth_limited_fn<G> const&, Rest&&...) const {
    static_assert(never_v<G>, "seek::dijkstra does not take seek::depth_limited: it would settle states at a wrong cost");
  }
};
}  // namespace detail

/// `seek::dijkstra(root, next)`: every state reachable from `root`, each once,
/// in nondecreasing cost, as seek::weighted_node elements. Edge costs must be
/// >= 0 (a negative one throws std::invalid_argument when it is met).
/// `seek::dijkstra(roots, next)` starts from every root of a range at cost 0.
/// Also `(…, stats)` and `(…, stats, limits)` as for seek::bfs (`nodes`
/// counts settled states, `frontier` the most open ones), each with a
/// `seek::seen_by(key, hash, equal)` last.
///
///   auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}, {x * 2, 3}}; };
///   for (auto const& n : seek::dijkstra(1, roads) | seek::first(4)) std::cout << n.state() << ' ';
///   // 1 2 3 4: costs 0, 1, 2, 3 (4 is also 1 -> 2 -> 4 at cost 4, not cheaper)
inline constexpr detail::dijkstra_fn dijkstra{};

}  // namespace seek
