// seek/core/detail/take_element.hpp: how the engine takes a successor out of the
// range the successor function returned.
#pragma once

#include <concepts>
#include <ranges>
#include <type_traits>
#include <utility>

#include <range/v3/range/concepts.hpp>
#include <range/v3/range/traits.hpp>
#include <range/v3/view/ref.hpp>

namespace seek::detail {

// What a dfs or bfs frame stores for the result of the successor function.
template <class Result>
struct stored_successors {
  using type = std::remove_cvref_t<Result>;
};
template <class Result>
struct stored_successors<Result&> {
  using type = ranges::ref_view<std::remove_reference_t<Result>>;
};

// Whether a successor range hands out references to objects of type S (a
// std::vector<S>, a std::array<S, N>, a seek::generator<S>): the engines
// then visit and expand a state where it lies, instead of making an S of it.
template <class R, class S>
inline constexpr bool states_in_place_v =
    std::is_reference_v<ranges::range_reference_t<R>> &&
    std::same_as<std::remove_cvref_t<ranges::range_reference_t<R>>, S>;

// Moving a successor out of the range `next` returned is safe, and saves a
// copy, when that range owns its elements (a std::vector or std::array
// returned by value). Views and borrowed ranges may refer to somebody else's
// states, so those are copied.
template <class R>
inline constexpr bool moves_elements_v =
    !ranges::view_<R> && !std::ranges::enable_borrowed_range<R> &&
    std::is_lvalue_reference_v<ranges::range_reference_t<R>> &&
    !std::is_const_v<std::remove_reference_t<ranges::range_reference_t<R>>>;

template <class R, class It>
decltype(auto) take_element(It& it) {
  if constexpr (moves_elements_v<R>)
    return std::move(*it);
  else
    return *it;
}

}  // namespace seek::detail
