// seek/detail/roots.hpp: where a search view keeps its root or roots.
#pragma once

#include <concepts>
#include <ranges>
#include <type_traits>
#include <utility>

#include <range/v3/range/concepts.hpp>
#include <range/v3/view/all.hpp>

namespace seek::detail {

// One root, owned by the view: a range of exactly one element. Iterating it
// yields a reference to the stored root, which the engine copies, so a view
// can be iterated again from the start (or moves, for move-only states: such
// a view is single-pass).
template <class S>
class single_root {
 public:
  explicit single_root(S root) : root_(std::move(root)) {}
  S* begin() noexcept { return &root_; }
  S* end() noexcept { return &root_ + 1; }

 private:
  S root_;
};

// Several roots: a view of an lvalue range, or the range itself when it is a
// view or an rvalue container (range-v3 0.12 has no owning_view).
template <class R>
using stored_roots_t =
    std::conditional_t<std::is_lvalue_reference_v<R> || ranges::view_<std::remove_cvref_t<R>>,
                       decltype(ranges::views::all(std::declval<R>())), std::remove_cvref_t<R>>;

template <class R>
stored_roots_t<R> store_roots(R&& r) {
  if constexpr (std::is_lvalue_reference_v<R> || ranges::view_<std::remove_cvref_t<R>>)
    return ranges::views::all(std::forward<R>(r));
  else
    return std::forward<R>(r);
}

// A root becomes a state by copy when it can, so the view can start again.
template <class S, class Ref>
S root_state(Ref&& ref) {
  if constexpr (std::constructible_from<S, Ref&&>)
    return S(std::forward<Ref>(ref));
  else
    return S(std::move(ref));
}

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
