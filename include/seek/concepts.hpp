// seek/concepts.hpp: what the engine asks of states and successor functions.
#pragma once

#include <concepts>
#include <functional>
#include <type_traits>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>
#include <range/v3/range/traits.hpp>

namespace seek {

/// A search state: anything that can be moved. Tree search needs nothing more
/// (no equality, no hashing, no default constructor).
template <class S>
concept search_state = std::is_object_v<S> && std::move_constructible<S> &&
                       std::assignable_from<S&, S>;

/// The range type a successor function `F` returns for a state `S`, decayed.
template <class F, class S>
using successors_t = std::remove_cvref_t<std::invoke_result_t<F&, S const&>>;

/// `F` maps `S const&` to an input range whose elements convert to `S`.
///
/// Examples that model it: a lambda returning `std::vector<S>`, a
/// `std::array<S, N>`, a range-v3 view, or a `seek::generator<S>`.
/// The function is called with a const reference to the parent state and the
/// engine keeps the parent alive while it iterates the returned range, so the
/// range may refer to the parent.
template <class F, class S>
concept successor_function =
    search_state<S> && std::copy_constructible<std::remove_cvref_t<F>> &&
    std::invocable<F&, S const&> &&
    ranges::input_range<successors_t<F, S>> &&
    std::constructible_from<S, ranges::range_reference_t<successors_t<F, S>>>;

/// A range of root states for the multi-root overloads of dfs and bfs.
template <class R, class S>
concept roots_of = ranges::input_range<R> &&
                   std::constructible_from<S, ranges::range_reference_t<R>>;

}  // namespace seek
