// seek/core/weighted.hpp: what the cost-aware searches (dijkstra, astar, ida_star,
// ...) ask of costs, weighted successor functions and heuristics.
//
// A weighted successor function maps a state to a range of (successor, edge
// cost) pairs: a std::vector<std::pair<S, C>>, an array of tuples, a view
// that makes pairs. The cost type is anything ordered and additive whose
// value-initialised object is zero: int, double, a user type.
#pragma once

#include <concepts>
#include <cstddef>
#include <functional>
#include <stdexcept>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>

#include <range/v3/range/concepts.hpp>
#include <range/v3/range/traits.hpp>

#include <seek/core/concepts.hpp>

namespace seek {

/// A path cost: totally ordered, closed under `+`, `C{}` is zero. Edge costs
/// are expected to be non-negative; the searches that need it say so.
template <class C>
concept cost = std::regular<C> && std::totally_ordered<C> && requires(C const& a, C const& b) {
  { a + b } -> std::convertible_to<C>;
};

namespace detail {
template <class T>
concept pair_like = requires { typename std::tuple_size<std::remove_cvref_t<T>>::type; } &&
                    std::tuple_size<std::remove_cvref_t<T>>::value == 2;

template <class T>
using edge_cost_of_t = std::remove_cvref_t<std::tuple_element_t<1, std::remove_cvref_t<T>>>;

// The error of a search that needs edge costs >= 0 and met a negative one (or a NaN)
// (`who` names the search), naming the depth of the state the edge leads to.
// Out of line and cold: the message's code, kept in a search's per-child
// step, stops clang from inlining that step, which then costs a call for
// every child.
[[noreturn, gnu::noinline, gnu::cold]] inline void refuse_negative_cost(char const* who, std::size_t depth) {
  throw std::invalid_argument(std::string(who) + ": negative or NaN edge cost to a state at depth " + std::to_string(depth) +
                              "; edge costs must be >= 0");
}
}  // namespace detail

/// `R` is an input range of (successor, edge cost) pairs: its elements are
/// pair-like (std::pair, std::tuple of two), the first element converts to
/// `S` and the second is a seek::cost.
template <class R, class S>
concept weighted_successor_range =
    ranges::input_range<R> && detail::pair_like<ranges::range_reference_t<R>> &&
    std::constructible_from<S, std::tuple_element_t<0, std::remove_cvref_t<ranges::range_reference_t<R>>>> &&
    cost<detail::edge_cost_of_t<ranges::range_reference_t<R>>>;

/// `F` maps `S const&` to a range of (successor, edge cost) pairs.
template <class F, class S>
concept weighted_successor_function =
    search_state<S> && std::copy_constructible<std::remove_cvref_t<F>> &&
    std::invocable<F&, S const&> &&
    weighted_successor_range<std::remove_cvref_t<std::invoke_result_t<F&, S const&>>, S>;

/// The cost type of a weighted successor function `F` over states `S`.
template <class F, class S>
  requires weighted_successor_function<F, S>
using cost_t = detail::edge_cost_of_t<
    ranges::range_reference_t<std::remove_cvref_t<std::invoke_result_t<F&, S const&>>>>;

/// `H` estimates the cost from a state to a goal: `h(state)` converts to `C`.
/// A* and IDA* find optimal paths when it never overestimates (admissible).
template <class H, class S, class C>
concept heuristic = std::copy_constructible<std::remove_cvref_t<H>> && std::invocable<H&, S const&> &&
                    std::convertible_to<std::invoke_result_t<H&, S const&>, C>;

namespace detail {
// What a wrapping successor function (seek::prune, seek::shuffled, ...)
// hands out for `next` over states S: a state, or for a weighted `next` a
// (state, cost) pair.
template <class F, class S>
struct weighted_out {
  using type = S;
};
template <class F, class S>
  requires(!successor_function<F, S> && weighted_successor_function<F, S>)
struct weighted_out<F, S> {
  using type = std::pair<S, cost_t<F, S>>;
};
}  // namespace detail

}  // namespace seek
