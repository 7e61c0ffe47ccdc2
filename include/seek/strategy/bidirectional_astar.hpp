// seek/strategy/bidirectional_astar.hpp: the cheapest path between two
// states, searched by A* from both ends at once.
//
//   auto found = seek::bidirectional_astar(start, goal, roads, distance);        // undirected
//   auto found = seek::bidirectional_astar(start, goal, roads, back, distance);  // directed
//   if (found) print(found->path, found->cost);                                  // a seek::found_path
//
// As seek::bidirectional_dijkstra, with a heuristic `h(a, b)`: an estimate
// of the cost from state a to state b that never overestimates it and is
// consistent (h(a, b) <= cost(a, a') + h(a', b) on every edge, in both
// arguments: a distance on a map is). The forward search from `start` is
// ordered by g + h(s, goal), the backward one from `goal` by g + h(start,
// s) (front to end). The stopping rule: the search stops when either
// side's least open g + h reaches the best path found so far,
// max(f_forward_min, f_backward_min) >= mu (a path not found yet would have
// a state open on each side at its cheapest cost, whose f is at most the
// path's cost). Each step expands the side with fewer open states (Pohl's
// cardinality rule). Edge costs must be >= 0 (std::invalid_argument when one
// is not). With h = 0 this is a correct but slower bidirectional Dijkstra:
// use seek::bidirectional_dijkstra, whose stopping rule is sharper. Front
// to end bidirectional A* is known not to beat one-way A* by much with a
// good heuristic (the two searches rarely meet in the middle); measured in
// docs/strategies.md.
#pragma once

#include <concepts>
#include <optional>
#include <type_traits>
#include <utility>

#include <seek/core/weighted.hpp>
#include <seek/core/detail/never.hpp>
#include <seek/strategy/detail/bidirectional_cost.hpp>
#include <seek/strategy/detail/path_options.hpp>
#include <seek/strategy/detail/protocol.hpp>
#include <seek/strategy/detail/two_ended.hpp>
#include <seek/strategy/find_path.hpp>

namespace seek {

/// `H` estimates the cost between two states of type `S` as something that
/// converts to the cost type `C`: `h(a, b)`, from a to b.
template <class H, class S, class C>
concept two_state_heuristic = std::invocable<H&, S const&, S const&> &&
                              std::convertible_to<std::invoke_result_t<H&, S const&, S const&>, C>;

namespace detail {
struct bidirectional_astar_search_of {
  template <class S, class R, class Goal, class F, class P, class... Rest>
  static auto run(R&& root, Goal&& goal, F const& next, P const& prev, Rest&&... rest) {
    if constexpr (!two_ended_diagnosed<true, S, Goal, F, P>()) {
      return refused_call{};
    } else if constexpr (sizeof...(Rest) == 0 || leading_params<Rest...>() == 0) {
      static_assert(never<S>,
                    "seek::bidirectional_astar needs a heuristic h(a, b) after next (and prev): "
                    "bidirectional_astar(start, goal, next, [prev], h, options...)");
      return refused_call{};
    } else {
      return with_h<S>(std::forward<R>(root), std::forward<Goal>(goal), next, prev, std::forward<Rest>(rest)...);
    }
  }

 private:
  template <class S, class R, class Goal, class F, class P, class H, class... O>
  static auto with_h(R&& root, Goal&& goal, F const& next, P const& prev, H&& h, O&&... options) {
    using Hd = std::decay_t<H>;
    if constexpr (!two_state_heuristic<Hd, S, cost_t<F, S>>) {
      static_assert(never<S>,
                    "seek::bidirectional_astar: the heuristic must take two states, h(State const& a, State const& "
                    "b), and return an estimate of the cost from a to b that converts to the cost type");
      return refused_call{};
    } else if constexpr (!path_options_diagnosed<S, true, O...>()) {
      return refused_call{};
    } else {
      auto monitor = path_monitor(options...);
      bidirectional_cost_search<S, F, P, Hd, path_policy_t<O...>, decltype(monitor)> search(
          "seek::bidirectional_astar", next, prev, Hd(std::forward<H>(h)), path_policy(std::forward<O>(options)...),
          std::move(monitor));
      return search.run(S(std::forward<R>(root)), S(std::forward<Goal>(goal)));
    }
  }
};
}  // namespace detail

/// `seek::bidirectional_astar(start, goal, next, [prev], h, options...)`: a
/// cheapest path from `start` to `goal`, as a
/// `std::optional<seek::found_path<State, Cost>>` (`path`, `cost`), empty
/// when there is none or a limit stopped the search. `next` and `prev` are
/// weighted, as seek::bidirectional_dijkstra's (`prev` omitted: `next`, an
/// undirected graph); `h(a, b)` a consistent estimate of the cost from a to
/// b. Options: seek::statistics&, seek::limits, seek::seen_by(key, hash,
/// equal), seek::traced_by(tracer).
inline constexpr detail::two_ended_fn<detail::bidirectional_astar_search_of> bidirectional_astar{};

}  // namespace seek
