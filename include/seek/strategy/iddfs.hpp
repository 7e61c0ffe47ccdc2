// seek/strategy/iddfs.hpp: iterative-deepening depth-first search as a lazy range.
//
// The states of seek::bfs, in the same level order, with the memory of
// seek::dfs: pass L walks the tree depth-first down to depth L and yields
// the states at depth L, in the order the successor function gives them
// (which is bfs's order within a level). The search ends after a pass that
// finds no state at its depth. Each state is yielded once; the states above
// the limit are walked again in every pass (about b/(b-1) times the work of
// bfs on a tree of branching factor b). Memory: the current path only, an
// explicit stack of frames; no recursion.
#pragma once

#include <cstddef>
#include <optional>
#include <type_traits>
#include <utility>

#include <range/v3/range/concepts.hpp>
#include <range/v3/range/traits.hpp>

#include <seek/core/concepts.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/detail/deepening.hpp>
#include <seek/detail/roots.hpp>
#include <seek/detail/search_fn.hpp>
#include <seek/core/statistics.hpp>

namespace seek {

namespace detail {
// The bound of iddfs: pass L yields the states at depth L, as leaves, and
// walks through the ones above it; another pass follows while one reached
// its depth.
struct depth_bound {
  struct mark {};
  static constexpr bool weighted = false;
  std::size_t max = static_cast<std::size_t>(-1);  // the last pass (seek::depth_limited)
  std::size_t limit = 0;                           // the depth of this pass
  bool found = false;  // a state at depth `limit` was reached in this pass

  template <class Roots, class Monitor>
  std::optional<stop_reason> start(Roots const&, Monitor const&) noexcept {
    limit = 0;
    found = false;
    return std::nullopt;
  }
  bool end_pass() noexcept {
    if (!found || limit == max) return false;
    found = false;
    ++limit;
    return true;
  }
  template <class S, class Root, class Monitor>
  deepening::verdict root(Root&& r, Monitor& m, std::optional<S>& slot, mark&) {
    if (limit == 0 && !m.produce(0)) return deepening::verdict::stop;  // roots count once, in the first pass
    slot.emplace(root_state<S>(std::forward<Root>(r)));
    return reached(0);
  }
  template <class Child, class S>
  deepening::verdict child(Child&& c, mark const&, std::size_t depth, std::optional<S>& slot, mark&) {
    slot.emplace(std::forward<Child>(c));
    return reached(depth);
  }
  deepening::verdict reached(std::size_t depth) noexcept {
    if (depth < limit) return deepening::verdict::walk;
    found = true;
    return deepening::verdict::yield_leaf;
  }
};

// Several roots are walked once per pass: a forward range of them. `next`
// may be seek::depth_limited.
template <class R, class F>
concept deepening_root_range =
    root_range<R, typename depth_split<F, ranges::range_value_t<R>>::fn> && ranges::forward_range<R>;
}  // namespace detail

/// The lazy range returned by `seek::iddfs`: an input range of lent nodes
/// (`state()`, `depth()`, `path()`); `begin()` (on a named view) starts or
/// restarts the search; a copy starts afresh.
template <search_state S, class F, class Roots, class Monitor>
using iddfs_view = detail::deepening::view<S, F, Roots, Monitor, detail::depth_bound>;

namespace detail {
struct iddfs_fn {
  // A call that fails here has a `next` that is not a
  // seek::successor_function for the root's type (see seek::dfs), or, for
  // several roots, a range of them that is not a forward range: iddfs walks
  // its roots once per pass.
  template <class S, class F, class... Extra>
    requires successor_function<typename depth_split<F, std::remove_cvref_t<S>>::fn, std::remove_cvref_t<S>> &&
             search_extras<Extra...>
  auto operator()(S&& root, F next, Extra&&... extra) const {
    using state = std::remove_cvref_t<S>;
    return make<state, single_root<state>>(single_root<state>(std::forward<S>(root)), std::move(next),
                                           std::forward<Extra>(extra)...);
  }
  template <class R, class F, class... Extra>
    requires deepening_root_range<R, F> && search_extras<Extra...>
  auto operator()(R&& roots, F next, Extra&&... extra) const {
    return make<ranges::range_value_t<R>, stored_roots_t<R>>(store_roots(std::forward<R>(roots)), std::move(next),
                                                             std::forward<Extra>(extra)...);
  }

 private:
  template <class S, class Roots, class F, class... Extra>
  static auto make(Roots roots, F next, Extra&&... extra) {
    auto m = make_monitor(std::forward<Extra>(extra)...);
    if constexpr (depth_split<F, S>::bounded) {  // seek::depth_limited(g, d): pass d is the last
      depth_bound bound;
      bound.max = next.max_depth();
      return iddfs_view<S, typename depth_split<F, S>::fn, Roots, decltype(m)>(std::move(roots), next.base(), bound,
                                                                              std::move(m));
    } else {
      return iddfs_view<S, F, Roots, decltype(m)>(std::move(roots), std::move(next), depth_bound{}, std::move(m));
    }
  }
};
}  // namespace detail

/// `seek::iddfs(root, next)`: the states of the tree rooted at `root` in
/// bfs's level order, found by depth-first passes with a growing depth
/// limit. `seek::iddfs(roots, next)` starts from every root of a forward
/// range (all at depth 0). With `seek::depth_limited(next, d)`, pass d is the
/// last: the states up to depth d, in bfs's order, with dfs's memory.
///
/// With a `seek::statistics&`: `nodes` counts the states generated in every
/// pass (a root once), `passes` the passes begun, `pass_nodes` the states of
/// the current pass; `limits` as with seek::dfs (`frontier` bounds the path).
inline constexpr detail::iddfs_fn iddfs{};

}  // namespace seek
