// seek/range/find.hpp: the first element of a search that satisfies a predicate.
//
//   std::optional<State> goal = seek::find(seek::dfs(root, next), is_goal);
//
// It stops on that element, as seek::first(1) does: the search never moves
// past it, so the goal is not expanded and no second goal is looked for
// (`| views::filter(goal) | views::take(1)` would look for one, see
// docs/design.md). The result is a copy of the element, an optional of the
// range's value type, because the search and the states it holds are gone
// when find returns. Any input range works, temporaries included.
#pragma once

#include <concepts>
#include <functional>
#include <optional>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>
#include <range/v3/range/traits.hpp>

#include <seek/core/detail/never.hpp>

namespace seek {

namespace detail {
struct find_fn {
  // If a call fails to match here: `r` is not an input range, `pred` cannot
  // be called with its elements and return something testable as bool, or
  // an element cannot be copied into the range's value type.
  template <class R, class P>
    requires ranges::input_range<R> && std::predicate<P&, ranges::range_reference_t<R>> &&
             std::constructible_from<ranges::range_value_t<R>, ranges::range_reference_t<R>>
  std::optional<ranges::range_value_t<R>> operator()(R&& r, P pred) const {
    for (auto it = ranges::begin(r); it != ranges::end(r); ++it)
      if (std::invoke(pred, *it)) return std::optional<ranges::range_value_t<R>>(std::in_place, *it);
    return std::nullopt;
  }

  // Your call lands here when it does not match the above: the
  // static_assert that fails says why.
  template <class R, class P>
  auto operator()(R&&, P) const {
    if constexpr (!ranges::input_range<R>)
      static_assert(never<R>, "seek::find(range, pred): the first argument is not an input range (a search view, "
                              "a std::vector, ...)");
    else if constexpr (!std::predicate<P&, ranges::range_reference_t<R>>)
      static_assert(never<R>, "seek::find(range, pred): pred must take the range's elements and return bool");
    else
      static_assert(never<R>, "seek::find returns a copy of the element found, and this one is not copyable (a "
                              "move-only state): iterate the search and move what you need out of *it");
    return refused_call{};
  }
};
}  // namespace detail

/// `seek::find(search, pred)`: the first element of `search` for which
/// `pred` holds, as a `std::optional` of its value type (empty if there is
/// none), without moving past it.
///
///   auto next = [](int x) { return std::array{2 * x, 2 * x + 1}; };  // infinite
///   std::optional<int> goal = seek::find(seek::bfs(1, next), [](int x) { return x % 7 == 0; });  // 7
inline constexpr detail::find_fn find{};

}  // namespace seek
