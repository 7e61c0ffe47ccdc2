// seek/strategy/astar.hpp: the states of a weighted graph, lazily, in order of cost
// from the root plus a heuristic estimate of the cost to a goal (A*).
//
// As seek::dijkstra (same element, same hashing, same statistics, limits
// and memory), ordered by f = cost + h(state). Ties on f go to the deeper
// state, that is the larger cost so far (it is nearer a goal when h is
// good), then to the state reached first: stable and deterministic. Each
// state is settled once (a closed set), so with a consistent h
// (h(s) <= cost(s, t) + h(t) on every edge, h(goal) = 0) every state is
// settled at its cheapest cost and the first goal pulled is optimal; an
// admissible but inconsistent h may settle a state early, on a dearer path.
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
// `h` is a seek::heuristic for the states and cost of a weighted `next`.
template <class H, class F, class S>
concept heuristic_for = weighted_successor_function<F, S> && heuristic<H, S, cost_t<F, S>>;

struct astar_fn {
  // A call that fails to match here has a `next` that is not a
  // seek::weighted_successor_function for the root's type (a range of
  // (successor, cost) pairs), a heuristic `h` that is not callable with
  // `State const&` or returns something that does not convert to the cost
  // type (seek::heuristic), or states that cannot be hashed (give
  // seek::seen_by a hash, or a key that has one).
  template <class S, class F, class H, class K = std::identity, class Hs = std_hash, class E = std::equal_to<>>
    requires heuristic_for<H, F, std::remove_cvref_t<S>> && seen_key_for<K, std::remove_cvref_t<S>, Hs, E>
  auto operator()(S&& root, F next, H h, seen_policy<K, Hs, E> by = {}) const {
    return cost_single(std::forward<S>(root), std::move(next), std::move(h), std::move(by), no_monitor{});
  }
  template <class S, class F, class H, class K = std::identity, class Hs = std_hash, class E = std::equal_to<>>
    requires heuristic_for<H, F, std::remove_cvref_t<S>> && seen_key_for<K, std::remove_cvref_t<S>, Hs, E>
  auto operator()(S&& root, F next, H h, statistics& stats, seen_policy<K, Hs, E> by = {}) const {
    return cost_single(std::forward<S>(root), std::move(next), std::move(h), std::move(by),
                       counting_monitor{&stats});
  }
  template <class S, class F, class H, class K = std::identity, class Hs = std_hash, class E = std::equal_to<>>
    requires heuristic_for<H, F, std::remove_cvref_t<S>> && seen_key_for<K, std::remove_cvref_t<S>, Hs, E>
  auto operator()(S&& root, F next, H h, statistics& stats, limits lim, seen_policy<K, Hs, E> by = {}) const {
    return cost_single(std::forward<S>(root), std::move(next), std::move(h), std::move(by),
                       limited_monitor(&stats, std::move(lim)));
  }

  template <class R, class F, class H, class K = std::identity, class Hs = std_hash, class E = std::equal_to<>>
    requires weighted_root_range<R, F> && heuristic_for<H, F, ranges::range_value_t<R>> &&
             seen_key_for<K, ranges::range_value_t<R>, Hs, E>
  auto operator()(R&& roots, F next, H h, seen_policy<K, Hs, E> by = {}) const {
    return cost_forest(std::forward<R>(roots), std::move(next), std::move(h), std::move(by), no_monitor{});
  }
  template <class R, class F, class H, class K = std::identity, class Hs = std_hash, class E = std::equal_to<>>
    requires weighted_root_range<R, F> && heuristic_for<H, F, ranges::range_value_t<R>> &&
             seen_key_for<K, ranges::range_value_t<R>, Hs, E>
  auto operator()(R&& roots, F next, H h, statistics& stats, seen_policy<K, Hs, E> by = {}) const {
    return cost_forest(std::forward<R>(roots), std::move(next), std::move(h), std::move(by),
                       counting_monitor{&stats});
  }
  template <class R, class F, class H, class K = std::identity, class Hs = std_hash, class E = std::equal_to<>>
    requires weighted_root_range<R, F> && heuristic_for<H, F, ranges::range_value_t<R>> &&
             seen_key_for<K, ranges::range_value_t<R>, Hs, E>
  auto operator()(R&& roots, F next, H h, statistics& stats, limits lim, seen_policy<K, Hs, E> by = {}) const {
    return cost_forest(std::forward<R>(roots), std::move(next), std::move(h), std::move(by),
                       limited_monitor(&stats, std::move(lim)));
  }
  // A seek::depth_limited `next` lands here: astar settles each state once, at
  // its cheapest cost; under a depth bound that cost would be wrong for the
  // states whose cheapest path is longer. Filter on node.depth() instead, or
  // bound the search with seek::limits.
  template <class S, class G, class... Rest>
  void operator()(S&&, depth_limited_fn<G> const&, Rest&&...) const {
    static_assert(never_v<G>, "seek::astar does not take seek::depth_limited: it would settle states at a wrong cost");
  }
};
}  // namespace detail

/// `seek::astar(root, next, h)`: every state reachable from `root`, each once,
/// in nondecreasing cost + h, as seek::weighted_node elements; with a
/// consistent `h`, `astar(s, next, h) | filter(goal) | seek::first(1)` is a
/// cheapest path to a goal. Edge costs must be >= 0. Overloads as
/// seek::dijkstra's, with `h` after `next`.
inline constexpr detail::astar_fn astar{};

}  // namespace seek
