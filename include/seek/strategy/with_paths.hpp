// seek/strategy/with_paths.hpp: the same search, yielding nodes with their paths.
//
//   for (auto const& n : seek::with_paths(seek::bfs, start, next) | views::filter(goal))
//     print(n.depth(), n.path());
//
// `seek::with_paths(strategy, roots, next, params..., options...)` takes any
// strategy and its arguments, as the strategy itself takes them, and yields
// copyable nodes (seek::search_node, core/node.hpp) instead of states:
// `state()`, `depth()`, `path()`, `parent()`, `cost()` for the weighted
// strategies; a node converts to `State const&`. The search is the same:
// the same order, the same statistics, the same calls of `next`.
//
// dijkstra and astar hand out handles into the table of records they keep
// anyway (seek::weighted_node). The others run over seek::path_node<S>
// states: each node holds its state, its depth (and cost) and a shared link
// to its parent's, so it costs one allocation per state generated and keeps
// its ancestors alive, not its siblings. The strategy's params that take
// states (a priority, a heuristic) and seen_by's key are given the node's
// state; statistics, limits, widths and seeds pass through. A tracer
// (seek::traced_by) hears the search that runs: over path_node<S> states its
// hooks get seek::node_event<seek::path_node<S>> (the state is
// `e.state.state()`), so write them as templates to serve both.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include <range/v3/range/traits.hpp>

#include <seek/core/concepts.hpp>
#include <seek/core/node.hpp>
#include <seek/core/weighted.hpp>
#include <seek/successor/detail/hooks.hpp>
#include <seek/successor/detail/prune_successors.hpp>
#include <seek/strategy/detail/protocol.hpp>
#include <seek/strategy/detail/restart_successors.hpp>
#include <seek/successor/dense_index.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/successor/seen_by.hpp>

namespace seek {

namespace detail {

// The successor function over nodes N: `next` on the node's state, each
// successor made a node whose parent is the node expanded (for a weighted
// `next`, a (node, edge cost) pair whose node knows its path's cost).
template <class N, class F>
struct path_next {
  F next;

  struct make_child {
    N parent;
    template <class X>
    bool operator()(auto& slot, X&& child) const {
      if constexpr (std::is_void_v<typename N::cost_type>) {
        slot.emplace(parent.child(std::forward<X>(child)));
      } else {
        auto&& [s, edge] = std::forward<X>(child);
        slot.emplace(parent.child(std::forward<decltype(s)>(s), edge), edge);
      }
      return true;
    }
  };

  auto operator()(N const& parent) {
    using S = typename N::state_type;
    using inner = successors_t<F, S>;
    if constexpr (std::is_void_v<typename N::cost_type>) {
      return prune_successors<N, inner, make_child>(std::invoke(next, parent.state()), make_child{parent});
    } else {
      using edge = std::remove_cvref_t<std::tuple_element_t<1, std::remove_cvref_t<ranges::range_reference_t<inner>>>>;
      return prune_successors<std::pair<N, edge>, inner, make_child>(std::invoke(next, parent.state()),
                                                                      make_child{parent});
    }
  }

  static constexpr bool random_order = random_order_v<F>;

  // The engine's hooks, passed to `next` with the node's state.
  bool admit_root(N const& root)
    requires has_root_hook<F, typename N::state_type>
  {
    return next.admit_root(root.state());
  }
  void begin_search()
    requires has_begin_hook<F>
  {
    next.begin_search();
  }
};

// A param or key that takes states, given the node's state.
template <class N, class G>
struct on_state {
  G g;
  decltype(auto) operator()(N const& n) const { return std::invoke(g, n.state()); }
};

// `next` over nodes: seek::depth_limited stays outside, seek::reseeded makes
// path successors, seek::learn_nogoods learns from the nodes' states.
template <class N, class F>
auto lift_next(F next) {
  if constexpr (is_depth_limited_v<F>) {
    return depth_limited(lift_next<N>(next.base()), next.max_depth());
  } else if constexpr (is_learning<F>::value) {
    auto inner = lift_next<N>(std::move(next.next));
    using L = decltype(next.literals);
    using Goal = decltype(next.goal);
    return learn_nogoods_fn<decltype(inner), on_state<N, L>, on_state<N, Goal>>{
        std::move(inner), std::move(next.store), {std::move(next.literals)}, {std::move(next.goal)}};
  } else if constexpr (is_reseeded<F>::value) {
    auto make = [make = std::move(next.make)](std::uint64_t seed) {
      auto g = std::invoke(make, seed);
      return path_next<N, decltype(g)>{std::move(g)};
    };
    return reseeded_fn<decltype(make)>{std::move(make)};
  } else {
    return path_next<N, F>{std::move(next)};
  }
}

template <class N, class Spec, std::size_t I, class X>
decltype(auto) lift_param(X&& x) {
  if constexpr (Spec::template param_takes_state<I>)
    return on_state<N, std::decay_t<X>>{std::forward<X>(x)};
  else
    return std::forward<X>(x);
}
template <class N, class X>
decltype(auto) lift_option(X&& x) {
  if constexpr (is_seen_policy<std::remove_cvref_t<X>>::value)
    return seen_by(on_state<N, decltype(x.key)>{x.key}, x.hash, x.equal);
  else if constexpr (is_dense_policy<std::remove_cvref_t<X>>::value)
    return dense_index(x.n, on_state<N, decltype(x.index)>{x.index});
  else
    return std::forward<X>(x);
}

// The node type of a search of states S by a strategy with Spec and
// successor function G.
template <class Spec, class G, class S>
struct node_of {
  using type = path_node<S>;
};
template <class Spec, class G, class S>
  requires Spec::weighted
struct node_of<Spec, G, S> {
  using type = path_node<S, cost_t<G, S>>;
};

struct with_paths_fn {
  template <class Spec, class R, class F, class... Args>
    requires search_call<Spec, R, F, Args...>
  auto operator()(strategy_fn<Spec> const& strategy, R&& roots, F&& next, Args&&... args) const {
    if constexpr (Spec::native_paths) {
      return build<Spec, true>(std::forward<R>(roots), std::forward<F>(next), std::forward<Args>(args)...);
    } else {
      using A = call_analysis<Spec, R, F, Args...>;
      using N = typename node_of<Spec, typename A::G, typename A::S>::type;
      auto all = std::forward_as_tuple(std::forward<Args>(args)...);
      auto lifted_next = lift_next<N>(std::decay_t<F>(std::forward<F>(next)));
      auto call = [&](auto&& nodes) {
        return [&]<std::size_t... P, std::size_t... O>(std::index_sequence<P...>, std::index_sequence<O...>) {
          // The default key, on the node's state, unless seen_by or dense_index was given.
          if constexpr (Spec::remembers && !A::has_seen_by && !A::has_dense_index)
            return strategy(std::forward<decltype(nodes)>(nodes), std::move(lifted_next),
                            lift_param<N, Spec, P>(std::get<P>(std::move(all)))...,
                            lift_option<N>(std::get<A::param_count + O>(std::move(all)))..., lift_option<N>(seen_by()));
          else
            return strategy(std::forward<decltype(nodes)>(nodes), std::move(lifted_next),
                            lift_param<N, Spec, P>(std::get<P>(std::move(all)))...,
                            lift_option<N>(std::get<A::param_count + O>(std::move(all)))...);
        }(std::make_index_sequence<A::param_count>{}, std::make_index_sequence<sizeof...(Args) - A::param_count>{});
      };
      if constexpr (A::several_roots) {
        std::vector<N> nodes;
        for (auto&& r : roots) nodes.emplace_back(root_state<typename A::S>(std::forward<decltype(r)>(r)));
        return call(std::move(nodes));
      } else {
        return call(N(std::forward<R>(roots)));
      }
    }
  }

  // Your call of seek::with_paths lands here when it is not a valid call of
  // the strategy it names: the static_assert below (the first error) says
  // why.
  template <class... Args>
  auto operator()(Args&&...) const {
    return diagnose<Args...>();
  }

 private:
  template <class First = void, class... Rest>
  static auto diagnose() {
    if constexpr (!is_strategy_fn<std::remove_cvref_t<First>>::value) {
      static_assert(never<First>,
                    "seek::with_paths takes a strategy first: with_paths(seek::bfs, roots, next, params..., "
                    "options...); seek::coro_dfs, the teaching form of dfs, has no paths");
      return refused_call{};
    } else {
      return std::remove_cvref_t<First>::template diagnose_args<Rest...>();
    }
  }
};

}  // namespace detail

/// `seek::with_paths(strategy, roots, next, params..., options...)`: the
/// search `strategy(roots, next, params..., options...)` (any seek strategy)
/// yielding copyable nodes (seek::search_node: `state()`, `depth()`,
/// `path()`, `parent()`, and `cost()` for dijkstra, astar and ida_star) that
/// convert to `State const&` and outlive the search (see the top of this
/// file).
///
///   for (auto const& n : seek::with_paths(seek::bfs, start, next) | ranges::views::filter(goal))
///     print(n.path());
inline constexpr detail::with_paths_fn with_paths{};

}  // namespace seek
