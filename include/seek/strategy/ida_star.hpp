// seek/strategy/ida_star.hpp: iterative-deepening A* (Korf 1985) as a lazy range.
//
// Passes of depth-first search, each bounded by a threshold on f = g + h
// (cost from the root plus the heuristic): the first threshold is the least
// f of the roots, each next one the least f that the pass before cut off. A
// node of the search tree (a path from a root) is yielded exactly once, in
// the first pass that reaches it, in depth-first order; nodes reached again
// in later passes are walked through, not yielded. With an admissible
// heuristic the first goal pulled is a cheapest one. Memory: the current
// path only (an explicit stack of frames, no recursion, no visited set).
#pragma once

#include <concepts>
#include <cstddef>
#include <functional>
#include <optional>
#include <tuple>
#include <type_traits>
#include <utility>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>
#include <range/v3/range/traits.hpp>

#include <seek/successor/depth_limited.hpp>
#include <seek/detail/deepening.hpp>
#include <seek/detail/roots.hpp>
#include <seek/detail/search_fn.hpp>
#include <seek/detail/semiregular_box.hpp>
#include <seek/core/statistics.hpp>
#include <seek/core/weighted.hpp>

namespace seek {

namespace detail {
// The bound of ida_star: a threshold on f = g + h. A node within it is new
// in this pass, so yielded, when the pass is the first, or when its f or the
// f of an ancestor (the parent's `fresh`) is beyond the threshold of the
// pass before. The next threshold is the least f cut off.
template <class S, class C, class H>
struct cost_bound {
  struct mark {
    C g{};               // the cost from the root
    bool fresh = false;  // first reached in this pass
  };
  static constexpr bool weighted = true;

  cost_bound() = default;
  explicit cost_bound(H heuristic) : h(std::in_place, std::move(heuristic)) {}

  semiregular_box<H> h;
  C threshold{};
  C previous{};          // the threshold of the pass before (not in the first)
  std::optional<C> cut;  // least f cut off in this pass
  bool first_pass = true;

  // The first threshold is the least f among the roots. Each root is
  // counted here, once for the whole search.
  template <class Roots, class Monitor>
  std::optional<stop_reason> start(Roots& roots, Monitor& m) {
    first_pass = true;
    cut.reset();
    for (auto it = ranges::begin(roots); it != ranges::end(roots); ++it) {
      if (!m.produce(0)) return stop_reason::none;
      note_cut(estimate(root_state<S>(*it)));
    }
    if (!next_threshold()) return stop_reason::exhausted;
    return std::nullopt;
  }
  bool end_pass() {
    first_pass = false;
    return next_threshold();
  }
  template <class Root, class Monitor>
  deepening::verdict root(Root&& r, Monitor&, std::optional<S>& slot, mark& m) {
    // In the first pass every root is new, and so is every node below it.
    return reach(root_state<S>(std::forward<Root>(r)), C{}, first_pass, slot, m);
  }
  // A (successor, edge cost) pair.
  template <class Element>
  deepening::verdict child(Element&& e, mark const& parent, std::size_t, std::optional<S>& slot, mark& m) {
    C g = parent.g + static_cast<C>(std::get<1>(e));
    return reach(std::get<0>(std::forward<Element>(e)), std::move(g), parent.fresh, slot, m);
  }

 private:
  C estimate(S const& s) { return static_cast<C>(std::invoke(h.get(), s)); }
  void note_cut(C const& f) {
    if (!cut || f < *cut) cut = f;
  }
  bool next_threshold() {
    if (!cut) return false;
    previous = threshold;
    threshold = *cut;
    cut.reset();
    return true;
  }
  // The heuristic is evaluated on the child where it lies when it is an S.
  template <class Child>
  deepening::verdict reach(Child&& child, C g, bool parent_fresh, std::optional<S>& slot, mark& m) {
    if constexpr (!std::same_as<std::remove_cvref_t<Child>, S>) {
      return reach(S(std::forward<Child>(child)), std::move(g), parent_fresh, slot, m);
    } else {
      C f = g + estimate(child);
      if (threshold < f) {
        note_cut(f);
        return deepening::verdict::cut;
      }
      m.fresh = parent_fresh || previous < f;
      m.g = std::move(g);
      slot.emplace(std::forward<Child>(child));
      return m.fresh ? deepening::verdict::yield : deepening::verdict::walk;
    }
  }
};

// A range of roots for ida_star: iterated once per pass, so it must be a
// forward range, and not itself a state the successor function accepts.
template <class R, class F>
concept forward_weighted_root_range =
    ranges::forward_range<R> && !weighted_successor_function<F, std::remove_cvref_t<R>> &&
    weighted_successor_function<F, ranges::range_value_t<R>> && roots_of<R, ranges::range_value_t<R>>;
}  // namespace detail

/// The lazy range returned by `seek::ida_star`: an input range of lent nodes
/// (`state()`, `cost()`, `depth()`, `threshold()`, `path()`); `begin()` (on
/// a named view) starts or restarts the search; a copy starts afresh.
template <search_state S, class F, class H, class Roots, class Monitor>
using ida_star_view = detail::deepening::view<S, F, Roots, Monitor, detail::cost_bound<S, cost_t<F, S>, H>>;

namespace detail {
struct ida_star_fn {
  // A call that fails here: `next` must be a seek::weighted_successor_function
  // (return, for `State const&`, a range of (successor, edge cost) pairs; a
  // plain successor function belongs to seek::iddfs), and `h(state)` must
  // convert to that edge cost type (seek::heuristic). Several roots: pass a
  // forward range of states.
  template <class S, class F, class H, class... Extra>
    requires weighted_successor_function<F, std::remove_cvref_t<S>> &&
             heuristic<H, std::remove_cvref_t<S>, cost_t<F, std::remove_cvref_t<S>>> && search_extras<Extra...>
  auto operator()(S&& root, F next, H h, Extra&&... extra) const {
    using state = std::remove_cvref_t<S>;
    return make<state, single_root<state>>(single_root<state>(std::forward<S>(root)), std::move(next), std::move(h),
                                           std::forward<Extra>(extra)...);
  }
  template <class R, class F, class H, class... Extra>
    requires forward_weighted_root_range<R, F> &&
             heuristic<H, ranges::range_value_t<R>, cost_t<F, ranges::range_value_t<R>>> && search_extras<Extra...>
  auto operator()(R&& roots, F next, H h, Extra&&... extra) const {
    return make<ranges::range_value_t<R>, stored_roots_t<R>>(store_roots(std::forward<R>(roots)), std::move(next),
                                                             std::move(h), std::forward<Extra>(extra)...);
  }

  // A seek::depth_limited `next` lands here: ida_star's passes bound cost +
  // heuristic, not depth (bound the depth in the heuristic or the successor
  // function, or stop with seek::limits).
  template <class S, class G, class H, class... Extra>
  void operator()(S&&, depth_limited_fn<G> const&, H const&, Extra&&...) const {
    static_assert(never_v<G>,
                  "seek::ida_star does not take seek::depth_limited: its passes bound cost + heuristic, not depth");
  }

 private:
  template <class S, class Roots, class F, class H, class... Extra>
  static auto make(Roots roots, F next, H h, Extra&&... extra) {
    auto m = make_monitor(std::forward<Extra>(extra)...);
    return ida_star_view<S, F, H, Roots, decltype(m)>(std::move(roots), std::move(next),
                                                      cost_bound<S, cost_t<F, S>, H>(std::move(h)), std::move(m));
  }
};
}  // namespace detail

/// `seek::ida_star(root, next, h)`: the nodes of the tree from `root` under
/// the weighted successor function `next`, pass by pass with a growing
/// threshold on cost + `h`, each node once, in the first pass that reaches
/// it. `| views::filter(goal) | seek::first(1)` is a cheapest goal when `h`
/// never overestimates and edge costs are not negative.
///
/// With a `seek::statistics&`: `nodes` counts the nodes generated (children
/// taken from a successor range, those cut off included, and each root
/// once, as Korf counts), `passes` the passes begun and `pass_nodes` the
/// nodes of the current pass; `limits` as with seek::dfs (`frontier` bounds
/// the path length).
inline constexpr detail::ida_star_fn ida_star{};

}  // namespace seek
