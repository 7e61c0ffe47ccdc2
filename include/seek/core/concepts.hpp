// seek/core/concepts.hpp: what the engine asks of states and successor functions.
#pragma once

#include <concepts>
#include <functional>
#include <type_traits>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>
#include <range/v3/range/traits.hpp>

#include <seek/core/detail/take_element.hpp>

namespace seek {

/// A number of things (seek::first(k), seek::depth_limited(next, d)): any
/// integer type but bool and the character types, whose values are truth
/// values and characters, not counts ('3' is 51).
template <class T>
concept integer_count =
    std::integral<T> && !std::same_as<std::remove_cv_t<T>, bool> && !std::same_as<std::remove_cv_t<T>, char> &&
    !std::same_as<std::remove_cv_t<T>, wchar_t> && !std::same_as<std::remove_cv_t<T>, char8_t> &&
    !std::same_as<std::remove_cv_t<T>, char16_t> && !std::same_as<std::remove_cv_t<T>, char32_t>;

/// A search state: anything that can be moved. Tree search needs nothing more
/// (no equality, no hashing, no default constructor).
template <class S>
concept search_state = std::is_object_v<S> && std::move_constructible<S> &&
                       std::assignable_from<S&, S>;

/// The range the engine keeps while it walks the successors of a state: what
/// `F` returns for `S const&`, decayed, or a `ranges::ref_view` of it when `F`
/// returns an lvalue reference (a container the function object or the parent
/// owns is then walked in place, not copied).
template <class F, class S>
using successors_t = typename detail::stored_successors<std::invoke_result_t<F&, S const&>>::type;

/// `R` is an input range whose elements become `S`: constructible from its
/// reference type, or moved out of a range that owns its elements (so a
/// `std::vector<std::unique_ptr<T>>` of successors works for move-only states).
template <class R, class S>
concept successor_range =
    ranges::input_range<R> &&
    (std::constructible_from<S, ranges::range_reference_t<R>> ||
     (detail::moves_elements_v<R> && std::constructible_from<S, ranges::range_rvalue_reference_t<R>>));

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
    std::invocable<F&, S const&> && successor_range<successors_t<F, S>, S>;

/// A range of root states for the multi-root overloads of dfs and bfs.
template <class R, class S>
concept roots_of = ranges::input_range<R> &&
                   std::constructible_from<S, ranges::range_reference_t<R>>;

/// `P` ranks states for seek::best_first and seek::beam: `priority(state)`
/// is totally ordered, smaller first.
template <class P, class S>
concept priority_function = std::copy_constructible<std::remove_cvref_t<P>> && std::invocable<P&, S const&> &&
                            std::totally_ordered<std::remove_cvref_t<std::invoke_result_t<P&, S const&>>> &&
                            std::movable<std::remove_cvref_t<std::invoke_result_t<P&, S const&>>>;

}  // namespace seek
