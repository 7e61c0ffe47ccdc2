// seek/detail/roots.hpp: where a search view keeps its root or roots.
#pragma once

#include <concepts>
#include <ranges>
#include <type_traits>
#include <utility>

#include <range/v3/range/concepts.hpp>
#include <range/v3/view/all.hpp>

#include <seek/detail/take_element.hpp>

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
inline constexpr bool roots_by_view_v =
    std::is_lvalue_reference_v<R> || ranges::view_<std::remove_cvref_t<R>>;

// Chosen lazily: views::all of an rvalue container does not compile, so it
// must not even be named for one (std::conditional_t would name both).
template <class R, bool = roots_by_view_v<R>>
struct stored_roots {
  using type = decltype(ranges::views::all(std::declval<R>()));
};
template <class R>
struct stored_roots<R, false> {
  using type = std::remove_cvref_t<R>;
};
template <class R>
using stored_roots_t = typename stored_roots<R>::type;

template <class R>
stored_roots_t<R> store_roots(R&& r) {
  if constexpr (roots_by_view_v<R>)
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

}  // namespace seek::detail
