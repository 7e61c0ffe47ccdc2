// seek/strategy/find_path.hpp: the common jobs in one call: the path to the
// first goal, the shortest path and its cost, whether a goal is reachable.
//
//   auto found = seek::shortest_path(seek::dijkstra, start, next, is_goal);  // std::optional
//   if (found) print(found->path, found->cost);
//   bool reachable = seek::has_path(seek::unique_bfs, start, next, is_goal);
//
// Each takes a strategy first, as seek::with_paths does, then the strategy's
// own call with the goal predicate after the successor function:
// `job(strategy, roots, next, goal, params..., options...)`. The params
// (a priority, a heuristic, a width) and the options (statistics, limits,
// seen_by, dense_index, traced_by) are the strategy's, in its order.
//
//   find_path      the first goal the strategy yields and the path that
//                  reached it: any strategy;
//   shortest_path  the same, refused at compile time unless the first goal
//                  of the strategy is a shortest one: bfs, unique_bfs and
//                  iddfs (fewest edges), dijkstra, and astar and ida_star
//                  (cheapest, with an admissible heuristic; astar, a
//                  consistent one);
//   has_path       whether the strategy yields a goal at all.
//
// They are seek::find over seek::with_paths (over the strategy itself for
// has_path): the search stops on the first goal, which is not expanded. An
// empty optional (false) means that the search ended without a goal: it
// was exhausted, or a limit stopped it (pass a seek::statistics to tell:
// `stats.truncated()`). The result is a seek::found_path: `path`, the states
// from a root to the goal, and `cost`, the sum of the edge costs on it
// (weighted strategies) or its number of edges (the others), so that
// `auto [path, cost] = *found;` reads the same for every strategy.
#pragma once

#include <concepts>
#include <cstddef>
#include <functional>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include <range/v3/range/traits.hpp>

#include <seek/core/detail/never.hpp>
#include <seek/strategy/detail/protocol.hpp>
#include <seek/range/find.hpp>
#include <seek/strategy/with_paths.hpp>

namespace seek {

/// What seek::find_path and seek::shortest_path return: `path`, the states
/// from a root to the goal (both included), and `cost`, the sum of the edge
/// costs on it for a weighted strategy (dijkstra, astar, ida_star) or its
/// number of edges for the others. An aggregate: `auto [path, cost] = ...`.
template <class S, class C>
struct found_path {
  /// The states from a root to the goal, both included.
  std::vector<S> path;
  /// The cost of the path: edge costs summed, or edges counted.
  C cost;

  /// The goal: the last state of the path.
  S const& goal() const noexcept { return path.back(); }
  friend bool operator==(found_path const&, found_path const&) = default;
};

/// A goal predicate of states `S`: called with `S const&`, it returns bool
/// or a class testable as bool, not a number (a function returning a number
/// where the goal belongs is a heuristic or a priority out of place).
template <class G, class S>
concept goal_predicate =
    std::copy_constructible<G> && std::predicate<G&, S const&> &&
    (std::same_as<std::remove_cvref_t<std::invoke_result_t<G&, S const&>>, bool> ||
     !std::is_arithmetic_v<std::remove_cvref_t<std::invoke_result_t<G&, S const&>>>);

namespace detail {

struct bfs_spec;
struct unique_bfs_spec;
struct iddfs_spec;
struct dijkstra_spec;
struct astar_spec;
struct ida_star_spec;

// The strategies whose first goal is a shortest (or cheapest) one.
template <class Spec>
inline constexpr bool finds_shortest_first =
    std::same_as<Spec, bfs_spec> || std::same_as<Spec, unique_bfs_spec> || std::same_as<Spec, iddfs_spec> ||
    std::same_as<Spec, dijkstra_spec> || std::same_as<Spec, astar_spec> || std::same_as<Spec, ida_star_spec>;

// A valid call `job(strategy_fn<Spec>, roots, next, goal, args...)`.
template <class Spec, class R, class F, class Goal, class... Args>
concept goal_search_call =
    search_call<Spec, R, F, Args...> && goal_predicate<Goal, typename call_analysis<Spec, R, F, Args...>::S>;

// A found_path from a node of seek::with_paths.
template <class N>
auto found_path_of(N const& node) {
  if constexpr (weighted_search_node<N>)
    return found_path<typename N::state_type, typename N::cost_type>{node.path(), node.cost()};
  else
    return found_path<typename N::state_type, std::size_t>{node.path(), node.depth()};
}

// The goal, asked of a node's state.
template <class Goal>
struct goal_of_node {
  Goal& goal;
  template <class N>
  bool operator()(N const& node) const {
    return static_cast<bool>(std::invoke(goal, node.state()));
  }
};

// The three jobs: Job::name for the messages, Job::accepts<Spec>, and
// Job::run(strategy, roots, next, goal, args...).
struct find_path_job {
  static constexpr char const* name = "find_path";
  template <class Spec>
  static constexpr bool accepts = true;
  template <class Spec, class R, class F, class Goal, class... Args>
  static auto run(strategy_fn<Spec> const& strategy, R&& roots, F&& next, Goal& goal, Args&&... args) {
    auto search = with_paths(strategy, std::forward<R>(roots), std::forward<F>(next), std::forward<Args>(args)...);
    using N = ranges::range_value_t<decltype(search)>;
    using result = decltype(found_path_of(std::declval<N const&>()));
    std::optional<N> node = seek::find(search, goal_of_node<Goal>{goal});
    if (!node) return std::optional<result>();
    return std::optional<result>(found_path_of(*node));
  }
};
struct shortest_path_job : find_path_job {
  static constexpr char const* name = "shortest_path";
  template <class Spec>
  static constexpr bool accepts = finds_shortest_first<Spec>;
};
struct has_path_job {
  static constexpr char const* name = "has_path";
  template <class Spec>
  static constexpr bool accepts = true;
  template <class Spec, class R, class F, class Goal, class... Args>
  static bool run(strategy_fn<Spec> const& strategy, R&& roots, F&& next, Goal& goal, Args&&... args) {
    return seek::find(strategy(std::forward<R>(roots), std::forward<F>(next), std::forward<Args>(args)...),
                      [&goal](auto const& s) { return static_cast<bool>(std::invoke(goal, s)); })
        .has_value();
  }
};

template <class Job>
struct goal_search_fn {
  template <class Spec, class R, class F, class Goal, class... Args>
    requires Job::template accepts<Spec> && goal_search_call<Spec, R, F, Goal, Args...>
  auto operator()(strategy_fn<Spec> const& strategy, R&& roots, F&& next, Goal goal, Args&&... args) const {
    return Job::run(strategy, std::forward<R>(roots), std::forward<F>(next), goal, std::forward<Args>(args)...);
  }

  // Your call lands here when it is not a valid call of the job: the
  // static_assert below (the first error) says why.
  template <class... Args>
  auto operator()(Args&&...) const {
    return diagnose<Args...>();
  }

 private:
  template <class First = void, class... Rest>
  static auto diagnose() {
    if constexpr (!is_strategy_fn<std::remove_cvref_t<First>>::value) {
      // Your call lands here: the first argument is not a seek strategy.
      static_assert(never<First>,
                    "seek::find_path, shortest_path and has_path take a strategy first: "
                    "job(seek::bfs, roots, next, goal, params..., options...); seek::coro_dfs, the teaching form "
                    "of dfs, is not one");
      return refused_call{};
    } else if constexpr (!Job::template accepts<typename std::remove_cvref_t<First>::spec>) {
      // Your call lands here: this strategy's first goal need not be the
      // one at the end of a shortest path.
      static_assert(never<First>,
                    "seek::shortest_path: the first goal of this strategy is not always a shortest one; use "
                    "seek::bfs, seek::unique_bfs or seek::iddfs (fewest edges), seek::dijkstra, seek::astar or "
                    "seek::ida_star (cheapest), or seek::find_path for the first goal of any strategy");
      return refused_call{};
    } else if constexpr (sizeof...(Rest) < 3) {
      // Your call lands here: the goal predicate is missing.
      static_assert(never<First>,
                    "seek::find_path, shortest_path and has_path take the roots, the successor function and a goal "
                    "predicate after the strategy: job(strategy, roots, next, goal, params..., options...)");
      return refused_call{};
    } else {
      return diagnose_goal<std::remove_cvref_t<First>, Rest...>();
    }
  }

  template <class Strategy, class R, class F, class Goal, class... Args>
  static auto diagnose_goal() {
    using Spec = typename Strategy::spec;
    using S = typename call_analysis<Spec, R, F, Args...>::S;
    using G = std::decay_t<Goal>;
    if constexpr (!std::predicate<G&, S const&>) {
      // Your call lands here: the argument after the successor function is
      // the goal, called with State const& and returning bool.
      static_assert(never<G>,
                    "seek::find_path, shortest_path and has_path: the goal predicate (the argument after the "
                    "successor function) must take State const& and return bool");
      return refused_call{};
    } else if constexpr (!goal_predicate<G, S>) {
      // Your call lands here: the goal returns a number. A heuristic or a
      // priority comes after the goal, not in its place.
      static_assert(never<G>,
                    "seek::find_path, shortest_path and has_path: the goal predicate returns a number, not bool: "
                    "is it the heuristic? The goal comes right after the successor function: "
                    "job(strategy, roots, next, goal, params..., options...)");
      return refused_call{};
    } else {
      return Strategy::template diagnose_args<R, F, Args...>();
    }
  }
};

}  // namespace detail

/// `seek::find_path(strategy, roots, next, goal, params..., options...)`:
/// the first state of the search `strategy(roots, next, params...,
/// options...)` for which `goal` holds, and the path that reached it, as a
/// `std::optional<seek::found_path<State, Cost>>` (empty if the search ended
/// without one). Any strategy.
///
///   auto found = seek::find_path(seek::dfs, 1, children, [](int n) { return n == 11; });
///   // found->path == {1, 2, 5, 11}, found->cost == 3 (edges)
inline constexpr detail::goal_search_fn<detail::find_path_job> find_path{};

/// `seek::shortest_path(strategy, roots, next, goal, params...,
/// options...)`: seek::find_path for the strategies whose first goal is a
/// shortest one (bfs, unique_bfs, iddfs: fewest edges; dijkstra, astar,
/// ida_star: cheapest, the heuristic admissible, astar's consistent); the
/// others are refused at compile time.
///
///   auto found = seek::shortest_path(seek::dijkstra, start, roads, is_goal);
///   if (found) std::cout << found->cost << " via " << found->path.size() << " states\n";
inline constexpr detail::goal_search_fn<detail::shortest_path_job> shortest_path{};

/// `seek::has_path(strategy, roots, next, goal, params..., options...)`:
/// whether the search yields a state for which `goal` holds (it stops
/// there). Any strategy; on a graph with cycles, one that remembers states
/// (unique_bfs, unique_dfs, dijkstra, astar) ends.
///
///   bool reachable = seek::has_path(seek::unique_bfs, 0, next, [](int n) { return n == 42; });
inline constexpr detail::goal_search_fn<detail::has_path_job> has_path{};

}  // namespace seek
