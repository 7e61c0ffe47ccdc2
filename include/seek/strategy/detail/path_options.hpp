// seek/strategy/detail/path_options.hpp: the options of the path searches
// (bidirectional_bfs, bidirectional_dijkstra, bidirectional_astar, yen,
// all_shortest_paths, anytime_astar, fringe), read and checked in one place.
//
// Those searches are not strategies of the protocol (protocol.hpp): they
// take a goal, return paths, and each has its own positional arguments. Their
// options are the protocol's, recognised by type in any order, each at most
// once: seek::statistics&, seek::limits, seek::seen_by(...) and, where the
// search has a tree to show, seek::traced_by(tracer). The monitor they report
// to is the protocol's (make_monitor_of): statistics, limits and a tracer
// mean for them what they mean for every strategy. seek::dense_index is
// refused: they keep their states in hash maps. The option refusals here
// are said once for all of them, and so are the checks of the searches from
// one start to a goal predicate (yen, all_shortest_paths, anytime_astar,
// fringe: one_start_diagnosed); the two-ended searches' are in
// two_ended.hpp.
#pragma once

#include <concepts>
#include <cstddef>
#include <type_traits>
#include <utility>

#include <range/v3/range/concepts.hpp>

#include <seek/core/concepts.hpp>
#include <seek/core/statistics.hpp>
#include <seek/core/weighted.hpp>
#include <seek/core/detail/never.hpp>
#include <seek/strategy/detail/option_kind.hpp>
#include <seek/strategy/detail/protocol.hpp>
#include <seek/strategy/find_path.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/successor/seen_by.hpp>
#include <seek/trace/tracer.hpp>

namespace seek::detail {

// An option a path search takes (O as a forwarding reference deduces it);
// `Traced`: the search takes seek::traced_by too.
template <class O, bool Traced>
inline constexpr bool path_option = option_kind_of<O>() == option_kind::statistics ||
                                    option_kind_of<O>() == option_kind::limits ||
                                    option_kind_of<O>() == option_kind::seen_by ||
                                    (Traced && option_kind_of<O>() == option_kind::tracer);

// The seen_by option among the options, or the default.
inline seen_policy<> path_policy() { return {}; }
template <class First, class... Rest>
auto path_policy(First&& first, Rest&&... rest) {
  if constexpr (option_kind_of<First&&>() == option_kind::seen_by)
    return std::remove_cvref_t<First>(first);
  else
    return path_policy(std::forward<Rest>(rest)...);
}
template <class... O>
using path_policy_t = decltype(path_policy(std::declval<O>()...));

// The monitor of the options (protocol.hpp's choice: none, statistics,
// limits, each under a tracer when one listens).
template <class... O>
auto path_monitor(O&... options) {
  return make_monitor_of(options...);
}
template <class... O>
using path_monitor_t = decltype(make_monitor_of(std::declval<O&>()...));

// The checks of a path search's options for states S, in the order a reader
// would look; false when one failed (its static_assert is then the first
// error). `Traced`: the search takes seek::traced_by.
template <class S, bool Traced, class... O>
constexpr bool path_options_diagnosed() {
  if constexpr ((count_kind<option_kind::bad_statistics, O&&...>) > 0) {
    static_assert(never<S>, "seek: pass seek::statistics as a named, non-const object (the search writes into it)");
    return false;
  } else if constexpr ((count_kind<option_kind::dense_index, O&&...>) > 0) {
    static_assert(never<S>,
                  "seek: the path searches (bidirectional_*, yen, all_shortest_paths, anytime_astar, fringe) do not "
                  "take seek::dense_index: they keep their states in hash maps (seek::seen_by is their option)");
    return false;
  } else if constexpr (!Traced && (count_kind<option_kind::tracer, O&&...>) > 0) {
    static_assert(never<S>,
                  "seek: this path search does not take seek::traced_by: it has no one search tree to show (trace "
                  "its one-way search instead)");
    return false;
  } else if constexpr (!(path_option<O&&, Traced> && ...)) {
    static_assert(never<S>,
                  "seek: unknown option: after its own arguments a path search takes only the options "
                  "seek::statistics&, seek::limits, seek::seen_by(...) and (where it says so) "
                  "seek::traced_by(tracer), in any order");
    return false;
  } else if constexpr ((count_kind<option_kind::statistics, O&&...>) > 1 ||
                       (count_kind<option_kind::limits, O&&...>) > 1 ||
                       (count_kind<option_kind::seen_by, O&&...>) > 1 ||
                       (count_kind<option_kind::tracer, O&&...>) > 1) {
    static_assert(never<S>, "seek: an option was given twice: statistics, limits, seen_by and traced_by may each "
                            "appear once");
    return false;
  } else if constexpr (((count_kind<option_kind::tracer, O&&...>) == 1) &&
                       !tracer<typename tracer_of<std::remove_cvref_t<O>...>::type, S>) {
    static_assert(never<S>,
                  "seek::traced_by: not a tracer of this search's states (seek::tracer): it needs on_generated, "
                  "on_yield, on_expand, on_dead_end, on_pruned or on_climb taking seek::node_event<State>, or "
                  "on_pass or on_finish, and every member of those names must take its event");
    return false;
  } else if constexpr (!policy_fits<path_policy_t<O...>, S>::value) {
    static_assert(never<S>,
                  "seek: this path search remembers states in hash maps, and this state (or its key) has no "
                  "std::hash: pass seek::seen_by(key, hash)");
    return false;
  } else {
    return true;
  }
}


// The heuristic of a search from one start without one (yen's, and
// all_shortest_paths' when none is given): 0 everywhere.
struct no_estimate {};

// The checks of a search from one start to a goal predicate, (start, next,
// goal, [h], ...), for states S; H is no_estimate when it takes no
// heuristic. False when one failed (its static_assert is then the first
// error).
template <class S, class F, class Goal, class H>
constexpr bool one_start_diagnosed() {
  if constexpr (!weighted_successor_function<F, S> && ranges::input_range<S>) {
    static_assert(never<S>,
                  "seek::yen, all_shortest_paths, anytime_astar and fringe take one start state: (start, next, "
                  "goal, ...)");
    return false;
  } else if constexpr (is_depth_limited_v<F>) {
    static_assert(never<S>,
                  "seek::yen, all_shortest_paths, anytime_astar and fringe do not take seek::depth_limited: they "
                  "keep each state at its cheapest cost, which a depth bound would make wrong (bound the search "
                  "with seek::limits)");
    return false;
  } else if constexpr (!weighted_successor_function<F, S> && successor_function<F, S>) {
    static_assert(never<S>,
                  "seek::yen, all_shortest_paths, anytime_astar and fringe take a weighted successor function, "
                  "returning (state, cost) pairs (for the fewest edges, return (state, 1))");
    return false;
  } else if constexpr (!weighted_successor_function<F, S>) {
    static_assert(never<S>,
                  "seek::yen, all_shortest_paths, anytime_astar and fringe: `next` is not a weighted successor "
                  "function of the start's type: it must take State const& and return a range of (state, cost) "
                  "pairs");
    return false;
  } else if constexpr (!goal_predicate<Goal, S>) {
    static_assert(never<S>,
                  "seek::yen, all_shortest_paths, anytime_astar and fringe: the goal (the argument after the "
                  "successor function) must be a predicate on State const& returning bool");
    return false;
  } else if constexpr (!std::same_as<H, no_estimate> && !heuristic<H, S, cost_t<F, S>>) {
    static_assert(never<S>,
                  "seek::all_shortest_paths, anytime_astar and fringe: the heuristic must be callable with State "
                  "const& and return something that converts to the cost type (seek::heuristic)");
    return false;
  } else {
    return true;
  }
}

}  // namespace seek::detail
