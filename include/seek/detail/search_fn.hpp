// seek/detail/search_fn.hpp: the call shared by seek::dfs and seek::bfs:
// `(roots, next)`, then optionally `stats`, then `limits`; `roots` is one
// state or a range of states, and `next` may be seek::depth_limited.
#pragma once

#include <concepts>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include <range/v3/range/concepts.hpp>
#include <range/v3/range/traits.hpp>

#include <seek/core/concepts.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/detail/monitor.hpp>
#include <seek/detail/roots.hpp>
#include <seek/core/statistics.hpp>

namespace seek::detail {

// A range of roots for the successor function F: a range whose elements
// are states, and which is not itself a state F accepts (so a state that
// happens to be a range, like std::vector<int>, is a root). A string is
// always one state, never a range of character roots.
template <class R, class F>
concept root_range =
    ranges::input_range<R> && !std::convertible_to<R, std::string_view> &&
    !successor_function<F, std::remove_cvref_t<R>> && successor_function<F, ranges::range_value_t<R>> &&
    roots_of<R, ranges::range_value_t<R>>;

// The state type of a search from `R` (one root or a range of roots).
template <class R, class F>
struct root_state_of {
  using type = std::remove_cvref_t<R>;
};
template <class R, class F>
  requires root_range<R, F>
struct root_state_of<R, F> {
  using type = ranges::range_value_t<R>;
};

// What may follow `next`: nothing, a `statistics&`, or a `statistics&` and
// `limits` (limits only with statistics, so a truncated search can always
// be told from an exhausted one).
template <class... Extra>
concept search_extras =
    sizeof...(Extra) == 0 ||
    (sizeof...(Extra) == 1 && ((std::convertible_to<Extra, statistics&> || std::same_as<std::remove_cvref_t<Extra>, limits>) && ...)) ||
    (sizeof...(Extra) == 2 && std::convertible_to<std::tuple_element_t<0, std::tuple<Extra...>>, statistics&> &&
     std::convertible_to<std::tuple_element_t<1, std::tuple<Extra...>>, limits>);

inline no_monitor make_monitor() { return {}; }
inline counting_monitor make_monitor(statistics& stats) { return {&stats}; }
inline limited_monitor make_monitor(statistics& stats, limits lim) { return {&stats, std::move(lim)}; }
inline limited_monitor make_monitor(limits lim) { return {nullptr, std::move(lim)}; }

template <class Order>
struct search_fn {
  // A call of seek::dfs or seek::bfs that fails here has a `next` that is not
  // a seek::successor_function for the root's type. It must be callable as
  // `next(state)` with `State const&` (not `State&`, not another type) and
  // return an input range (std::vector, std::array, a range-v3 view, a
  // seek::generator) whose elements convert to State. The compiler's notes
  // name the part of successor_function that failed. To start from several
  // roots, pass a range of states. After `next` come optionally a
  // seek::statistics& and then seek::limits.
  template <class R, class F, class... Extra,
            class S = typename root_state_of<R, typename depth_split<F, std::remove_cvref_t<R>>::fn>::type,
            class Split = depth_split<F, S>>
    requires successor_function<typename Split::fn, S> && search_extras<Extra...>
  auto operator()(R&& roots, F next, Extra&&... extra) const {
    using G = typename Split::fn;
    using monitor = decltype(make_monitor(std::forward<Extra>(extra)...));
    auto m = make_monitor(std::forward<Extra>(extra)...);
    auto g = [&]() -> G {
      if constexpr (Split::bounded)
        return next.base();
      else
        return std::move(next);
    };
    auto view = [&](auto mon) {
      using M = decltype(mon);
      if constexpr (root_range<R, G>)
        return typename Order::template view<S, G, stored_roots_t<R>, M>(store_roots(std::forward<R>(roots)), g(),
                                                                          std::move(mon));
      else
        return typename Order::template view<S, G, single_root<S>, M>(single_root<S>(std::forward<R>(roots)), g(),
                                                                       std::move(mon));
    };
    if constexpr (Split::bounded)
      return view(depth_bounded<monitor>{std::move(m), next.max_depth()});
    else
      return view(std::move(m));
  }
};

}  // namespace seek::detail
