// seek/core/roots.hpp: seek::roots(range) and seek::root(state), which say
// what the first argument of a strategy or a count is when its type cannot:
// a range of roots, or one state that is itself a range.
//
// The rule (docs/strategies.md, "roots"): a string is one state; otherwise
// the first argument is one state when `next` takes it, a range of roots when
// `next` takes its elements, and neither may be guessed when `next` takes
// both (a generic successor `[](auto const& s) -> std::vector<int>` and roots
// `std::vector<int>{1, 2, 3}`): that call does not compile, and seek::roots or
// seek::root says which was meant.
#pragma once

#include <concepts>
#include <type_traits>
#include <utility>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>
#include <range/v3/view/all.hpp>

namespace seek {

/// The first argument of a search, marked as a range of roots: a view of an
/// lvalue range, or the range itself (a view, or a container given as an
/// rvalue, which it then owns). Made by seek::roots and seek::root.
template <class V>
class roots_range {
 public:
  explicit roots_range(V range) : range_(std::move(range)) {}
  auto begin() { return ranges::begin(range_); }
  auto end() { return ranges::end(range_); }
  auto begin() const
    requires ranges::range<V const>
  {
    return ranges::begin(range_);
  }
  auto end() const
    requires ranges::range<V const>
  {
    return ranges::end(range_);
  }

 private:
  V range_;
};

/// One root owned by seek::root: a range of exactly one state.
template <class S>
class one_root {
 public:
  explicit one_root(S state) : state_(std::move(state)) {}
  S* begin() noexcept { return &state_; }
  S* end() noexcept { return &state_ + 1; }
  S const* begin() const noexcept { return &state_; }
  S const* end() const noexcept { return &state_ + 1; }

 private:
  S state_;
};

namespace detail {
template <class T>
inline constexpr bool is_roots_range_v = false;
template <class V>
inline constexpr bool is_roots_range_v<roots_range<V>> = true;

template <class R>
using roots_storage_t =
    std::conditional_t<std::is_lvalue_reference_v<R> || ranges::view_<std::remove_cvref_t<R>>,
                       decltype(ranges::views::all(std::declval<R&>())), std::remove_cvref_t<R>>;
}  // namespace detail

/// `seek::roots(r)`: search from each element of the range `r` (an lvalue
/// range is viewed, an rvalue container is moved in), even when `next` could
/// also take `r` itself as one state.
template <class R>
  requires ranges::input_range<R>
auto roots(R&& r) {
  if constexpr (std::is_lvalue_reference_v<R> || ranges::view_<std::remove_cvref_t<R>>)
    return roots_range<detail::roots_storage_t<R>>(ranges::views::all(r));
  else
    return roots_range<std::remove_cvref_t<R>>(std::forward<R>(r));
}

/// `seek::root(s)`: search from the one state `s`, even when `s` is a range
/// whose elements `next` could also take as roots.
template <class S>
auto root(S s) {
  return roots_range<one_root<S>>(one_root<S>(std::move(s)));
}

}  // namespace seek
