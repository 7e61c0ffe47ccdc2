// seek/detail/search_fn.hpp: the overload set shared by seek::dfs and
// seek::bfs (one root or a range of roots; no statistics, statistics, or
// statistics and limits).
#pragma once

#include <type_traits>
#include <utility>

#include <range/v3/range/concepts.hpp>
#include <range/v3/range/traits.hpp>

#include <seek/concepts.hpp>
#include <seek/detail/monitor.hpp>
#include <seek/detail/roots.hpp>
#include <seek/statistics.hpp>

namespace seek::detail {

// The root-range type used by the multi-root overloads: a range whose elements
// are states, and which is not itself a state the successor function accepts
// (so a state that happens to be a range, like std::vector<int>, is a root).
template <class R, class F>
concept root_range =
    ranges::input_range<R> && !successor_function<F, std::remove_cvref_t<R>> &&
    successor_function<F, ranges::range_value_t<R>> &&
    roots_of<R, ranges::range_value_t<R>>;

template <class Order, class Monitor>
struct make_view {
  // If a call fails to match here, `next` is not a seek::successor_function
  // for the root's type: it must be callable with `State const&` and return
  // an input range whose elements convert to State. For several roots, pass a
  // range of states.
  template <class S, class F>
    requires successor_function<F, std::remove_cvref_t<S>>
  static auto single(S&& root, F next, Monitor monitor) {
    using state = std::remove_cvref_t<S>;
    return typename Order::template view<state, F, single_root<state>, Monitor>(single_root<state>(std::forward<S>(root)),
                                                       std::move(next), std::move(monitor));
  }
  template <class R, class F>
    requires root_range<R, F>
  static auto forest(R&& roots, F next, Monitor monitor) {
    using state = ranges::range_value_t<R>;
    return typename Order::template view<state, F, stored_roots_t<R>, Monitor>(store_roots(std::forward<R>(roots)),
                                                      std::move(next), std::move(monitor));
  }
};

template <class Order>
struct search_fn {
  // A call of seek::dfs or seek::bfs that fails here has a `next` that is not
  // a seek::successor_function for the root's type. It must be callable as
  // `next(state)` with `State const&` (not `State&`, not another type) and
  // return an input range (std::vector, std::array, a range-v3 view, a
  // seek::generator) whose elements convert to State. The compiler's notes
  // name the part of successor_function that failed. To start from several
  // roots, pass a range of states.
  template <class S, class F>
    requires successor_function<F, std::remove_cvref_t<S>>
  auto operator()(S&& root, F next) const {
    return make_view<Order, no_monitor>::single(std::forward<S>(root), std::move(next), {});
  }
  template <class S, class F>
    requires successor_function<F, std::remove_cvref_t<S>>
  auto operator()(S&& root, F next, statistics& stats) const {
    return make_view<Order, counting_monitor>::single(std::forward<S>(root), std::move(next),
                                                     counting_monitor{&stats});
  }
  template <class S, class F>
    requires successor_function<F, std::remove_cvref_t<S>>
  auto operator()(S&& root, F next, statistics& stats, limits lim) const {
    return make_view<Order, limited_monitor>::single(std::forward<S>(root), std::move(next),
                                                    limited_monitor{&stats, std::move(lim)});
  }

  template <class R, class F>
    requires root_range<R, F>
  auto operator()(R&& roots, F next) const {
    return make_view<Order, no_monitor>::forest(std::forward<R>(roots), std::move(next), {});
  }
  template <class R, class F>
    requires root_range<R, F>
  auto operator()(R&& roots, F next, statistics& stats) const {
    return make_view<Order, counting_monitor>::forest(std::forward<R>(roots), std::move(next),
                                                     counting_monitor{&stats});
  }
  template <class R, class F>
    requires root_range<R, F>
  auto operator()(R&& roots, F next, statistics& stats, limits lim) const {
    return make_view<Order, limited_monitor>::forest(std::forward<R>(roots), std::move(next),
                                                    limited_monitor{&stats, std::move(lim)});
  }
};

}  // namespace seek::detail
