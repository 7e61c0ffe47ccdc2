// seek/strategy/with_paths.hpp: paths from the root for the tree searches (dfs, bfs,
// best_first, beam, and any search with their shape), without storing the
// path in the state by hand: seek::with_paths(search, root, next, ...).
//
// The search runs over seek::path_node<S> elements: a node holds its state,
// its depth and a shared link to its parent's node, so path() walks up the
// links. Pay for what you use: a plain dfs or bfs keeps no links; with paths,
// each state produced costs one allocation, and a node keeps its ancestors
// (not its siblings) alive. A node is self-contained: it and its path stay
// valid as long as the node or a copy of it lives, after the search has
// moved on or the view is gone. Its depth travels with it, so it survives
// range adaptors (`| filter(goal)` still knows how deep the goal is).
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>
#include <range/v3/range/traits.hpp>

#include <seek/core/concepts.hpp>
#include <seek/detail/prune_successors.hpp>
#include <seek/detail/search_fn.hpp>

namespace seek {

/// An element of a search run with seek::with_paths: a state, its depth and
/// the path from its root. Copies share the path (cheap to copy).
template <class S>
class path_node {
  struct link {
    S state;
    std::size_t depth;
    mutable std::shared_ptr<link const> parent;

    // Unlinks a chain of ancestors owned by nobody else one at a time, so
    // that dropping the last node of a path a million states long does not
    // recurse a million times.
    ~link() {
      std::shared_ptr<link const> up = std::move(parent);
      while (up && up.use_count() == 1) up = std::move(up->parent);
    }
  };

 public:
  /// A root: depth 0, no parent.
  explicit path_node(S root) : link_(std::make_shared<link const>(link{std::move(root), 0, nullptr})) {}

  /// The state.
  S const& state() const noexcept { return link_->state; }
  /// The number of steps from the root.
  std::size_t depth() const noexcept { return link_->depth; }
  /// The states from the root to this one, both included.
  std::vector<S> path() const
    requires std::copy_constructible<S>
  {
    std::vector<S> out;
    out.reserve(depth() + 1);
    for (link const* l = link_.get(); l != nullptr; l = l->parent.get()) out.push_back(l->state);
    std::reverse(out.begin(), out.end());
    return out;
  }
  /// The node of the parent state; nothing for a root.
  std::optional<path_node> parent() const {
    if (!link_->parent) return std::nullopt;
    return path_node(link_->parent);
  }
  /// A node one step below this one, holding `s`.
  template <class From>
    requires std::constructible_from<S, From>
  path_node child(From&& s) const {
    return path_node(std::make_shared<link const>(link{S(std::forward<From>(s)), depth() + 1, link_}));
  }

 private:
  explicit path_node(std::shared_ptr<link const> l) : link_(std::move(l)) {}
  std::shared_ptr<link const> link_;
};

namespace detail {

// The successor function of a search with paths: `next` on the node's
// state, each successor made a node whose parent is the node expanded.
template <class S, class F>
struct path_next {
  F next;

  struct make_child {
    path_node<S> parent;
    template <class X>
    bool operator()(std::optional<path_node<S>>& slot, X&& child) const {
      slot.emplace(parent.child(std::forward<X>(child)));
      return true;
    }
  };

  auto operator()(path_node<S> const& parent) {
    using inner = successors_t<F, S>;
    return prune_successors<path_node<S>, inner, make_child>(std::invoke(next, parent.state()),
                                                             make_child{parent});
  }
};

// An argument after `next` that is called with states (a priority, a
// heuristic) is called with the node's state; any other (statistics,
// limits, a width) is passed as it is.
template <class S, class G>
struct on_state {
  G g;
  decltype(auto) operator()(path_node<S> const& n) { return std::invoke(g, n.state()); }
};
template <class S, class X>
decltype(auto) lift_extra(X&& x) {
  if constexpr (std::invocable<std::decay_t<X>&, S const&>)
    return on_state<S, std::decay_t<X>>{std::forward<X>(x)};
  else
    return std::forward<X>(x);
}

struct with_paths_fn {
  // A call that fails to match here has a `next` that is not a
  // seek::successor_function for the root's type (or, for several roots, a
  // range whose elements are such states).
  template <class Search, class S, class F, class... Extra>
    requires successor_function<F, std::remove_cvref_t<S>>
  auto operator()(Search const& search, S&& root, F next, Extra&&... extra) const {
    using state = std::remove_cvref_t<S>;
    return search(path_node<state>(std::forward<S>(root)), path_next<state, F>{std::move(next)},
                  lift_extra<state>(std::forward<Extra>(extra))...);
  }
  template <class Search, class R, class F, class... Extra>
    requires root_range<R, F>
  auto operator()(Search const& search, R&& roots, F next, Extra&&... extra) const {
    using state = ranges::range_value_t<R>;
    std::vector<path_node<state>> nodes;
    for (auto&& r : roots) nodes.emplace_back(state(std::forward<decltype(r)>(r)));
    return search(std::move(nodes), path_next<state, F>{std::move(next)},
                  lift_extra<state>(std::forward<Extra>(extra))...);
  }
};

}  // namespace detail

/// `seek::with_paths(search, root, next, extra...)`: `search(root, next,
/// extra...)` (seek::dfs, seek::bfs, seek::best_first, seek::beam, ...) whose
/// elements are seek::path_node<S>: `n.state()`, `n.depth()`, `n.path()`.
/// Extra arguments called with states (a priority) are called with the
/// node's state; statistics, limits and a width pass through. For graphs
/// whose states repeat, give `next` as seek::skip_seen<S>(next).
///
///   for (auto const& n : seek::with_paths(seek::bfs, start, next) | ranges::views::filter(goal))
///     print(n.path());
inline constexpr detail::with_paths_fn with_paths{};

}  // namespace seek
