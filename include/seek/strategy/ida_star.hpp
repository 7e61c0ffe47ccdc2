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

#include <seek/core/weighted.hpp>
#include <seek/strategy/detail/deepening.hpp>
#include <seek/strategy/detail/protocol.hpp>
#include <seek/strategy/detail/roots.hpp>
#include <seek/strategy/detail/semiregular_box.hpp>
#include <seek/core/detail/state_box.hpp>

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
      note_cut(estimate(root_as_state<S>(*it)));
    }
    if (!next_threshold()) return stop_reason::exhausted;
    return std::nullopt;
  }
  template <class Monitor>
  bool end_pass(Monitor const&) {
    first_pass = false;
    return next_threshold();
  }
  template <class Root, class Monitor, class Note>
  deepening::verdict root(Root&& r, Monitor&, state_slot<S>& slot, mark& m, Note note) {
    // In the first pass every root is new, and so is every node below it.
    return reach(root_as_state<S>(std::forward<Root>(r)), C{}, first_pass, slot, m, note);
  }
  // A (successor, edge cost) pair.
  template <class Element, class Note>
  deepening::verdict child(Element&& e, mark& parent, std::size_t depth, state_slot<S>& slot, mark& m,
                           Note note) {
    C const w = static_cast<C>(std::get<1>(e));
    // A negative edge would break the order of the passes: refused, as
    // dijkstra and astar refuse it.
    if (!(w >= C{})) detail::refuse_negative_cost("seek::ida_star", depth);
    return reach(std::get<0>(std::forward<Element>(e)), parent.g + w, parent.fresh, slot, m, note);
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
  template <class Child, class Note>
  deepening::verdict reach(Child&& child, C g, bool parent_fresh, state_slot<S>& slot, mark& m, Note note) {
    if constexpr (!std::same_as<std::remove_cvref_t<Child>, S>) {
      return reach(S(std::forward<Child>(child)), std::move(g), parent_fresh, slot, m, note);
    } else {
      note(std::as_const(child));
      C f = g + estimate(child);
      if (threshold < f) {
        note_cut(f);
        note.cut(std::as_const(child));
        return deepening::verdict::cut;
      }
      m.fresh = parent_fresh || previous < f;
      m.g = std::move(g);
      slot.emplace(std::forward<Child>(child));
      return m.fresh ? deepening::verdict::yield : deepening::verdict::walk;
    }
  }
};

// `h` is a seek::heuristic for states S and the cost of the weighted `next` G.
template <class H, class G, class S>
concept heuristic_for = weighted_successor_function<G, S> && heuristic<H, S, cost_t<G, S>>;

// seek::ida_star: (roots, next, h, options...), `next` weighted; roots are
// walked once per pass.
struct ida_star_spec : spec_defaults {
  template <class G, class S>
  using accepts = accepts_weighted<G, S>;
  static constexpr bool weighted = true;
  static constexpr bool multipass = true;
  static constexpr bool takes_remembering_next = false;
  template <bool Remembering>
  static constexpr bool takes_depth_limit = false;
  static constexpr std::size_t min_params = 1;
  static constexpr std::size_t max_params = 1;
  template <class S, class G, class... P>
  static constexpr bool params_ok = (heuristic_for<std::decay_t<P>, G, S> && ...);
  template <std::size_t I>
  static constexpr bool param_takes_state = true;

  template <class S, bool Paths, class Roots, class G, class M, class Policy, class H>
  static auto make(Roots roots, G next, M monitor, Policy, H&& h) {
    using bound = cost_bound<S, cost_t<G, S>, std::decay_t<H>>;
    return deepening::view<S, G, Roots, M, bound>(std::move(roots), std::move(next), bound(std::forward<H>(h)),
                                                  std::move(monitor));
  }

  // Your call of seek::ida_star lands here: the first static_assert that
  // fails says what is wrong with it.
  template <class A>
  static auto diagnose() {
    if constexpr (!A::next_ok && A::next_unweighted)
      static_assert(never<A>,
                    "seek::ida_star takes a weighted successor function, returning (state, cost) pairs; one "
                    "returning states is for seek::iddfs, seek::dfs, seek::bfs and the other tree searches");
    else if constexpr (!A::next_ok && A::bounded)
      static_assert(never<A>,
                    "seek::ida_star does not take seek::depth_limited: its passes bound cost + heuristic, not "
                    "depth (bound the depth in the heuristic, or stop with seek::limits)");
    else if constexpr (!A::next_ok)
      static_assert(never<A>,
                    "seek::ida_star: `next` is not a weighted successor function for the roots' type: it must "
                    "take State const& and return a range of (state, cost) pairs");
    else if constexpr (!A::roots_copyable)
      static_assert(never<A>,
                    "seek::ida_star copies its roots for each pass, and the state type cannot be copied "
                    "(a move-only state such as std::unique_ptr): use seek::dfs or seek::bfs, which walk a root "
                    "once, or a copyable state");
    else if constexpr (!A::roots_ok)
      static_assert(never<A>,
                    "seek::ida_star walks its roots once per pass: pass a forward range of roots (a container, "
                    "or a view that can be iterated again)");
    else if constexpr (!A::depth_ok)
      static_assert(never<A>,
                    "seek::ida_star does not take seek::depth_limited: its passes bound cost + heuristic, not "
                    "depth (bound the depth in the heuristic, or stop with seek::limits)");
    else if constexpr (A::param_count == 0)
      static_assert(never<A>, "seek::ida_star needs a heuristic after the successor function: ida_star(roots, next, h)");
    else if constexpr (!A::count_ok)
      static_assert(never<A>,
                    "seek::ida_star: unknown option: ida_star takes one parameter (the heuristic), then only the "
                    "options seek::statistics& and seek::limits");
    else if constexpr (!A::params_ok)
      static_assert(never<A>,
                    "seek::ida_star: the heuristic must be callable with State const& and return something that "
                    "converts to the cost type (seek::heuristic)");
    return refused_call{};
  }
};
}  // namespace detail

/// The lazy range returned by `seek::ida_star`: an input range of `S const&`;
/// `it.depth()`, `it.cost()` (from its root) and `it.threshold()` (of the
/// pass) tell the current node's; `begin()` (on a named view) starts or
/// restarts the search; a copy starts afresh.
template <search_state S, class F, class H, class Roots, class Monitor>
using ida_star_view = detail::deepening::view<S, F, Roots, Monitor, detail::cost_bound<S, cost_t<F, S>, H>>;

/// `seek::ida_star(roots, next, h, options...)`: the nodes of the trees from
/// `roots` (one state or a forward range) under the weighted successor
/// function `next`, pass by pass with a growing threshold on cost + `h`,
/// each node once, in the first pass that reaches it. `| views::filter(goal)
/// | seek::first(1)` is a cheapest goal when `h` never overestimates. Edge
/// costs must be >= 0: a negative one throws std::invalid_argument when met.
///
/// Options: seek::statistics& (`nodes` counts the nodes generated, children
/// cut off included and each root once, as Korf counts; `pruned` the cut-offs;
/// `passes` the passes), seek::limits (`frontier` bounds the path length).
inline constexpr detail::strategy_fn<detail::ida_star_spec> ida_star{};

}  // namespace seek
