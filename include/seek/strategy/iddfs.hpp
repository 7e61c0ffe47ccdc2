// seek/strategy/iddfs.hpp: iterative-deepening depth-first search as a lazy range.
//
// The states of seek::bfs, in the same level order, with the memory of
// seek::dfs: pass L walks the tree depth-first down to depth L and yields
// the states at depth L, in the order the successor function gives them
// (which is bfs's order within a level). The search ends after a pass that
// finds no state at its depth (or after pass d under seek::depth_limited(next,
// d)). Each state is yielded once; the states above the limit are walked
// again in every pass (about b/(b-1) times the work of bfs on a tree of
// branching factor b). Memory: the current path only, an explicit stack of
// frames; no recursion. No visited set: seek::skip_seen is refused, since
// each pass must walk again what the one before walked.
#pragma once

#include <cstddef>
#include <optional>
#include <utility>

#include <seek/strategy/detail/deepening.hpp>
#include <seek/strategy/detail/protocol.hpp>
#include <seek/strategy/detail/roots.hpp>

namespace seek {

namespace detail {
// The bound of iddfs: pass L yields the states at depth L, as leaves, and
// walks through the ones above it; another pass follows while one reached
// its depth, up to the depth bound if any.
struct depth_bound {
  struct mark {};
  static constexpr bool weighted = false;
  std::size_t limit = 0;  // the depth of this pass
  bool found = false;     // a state at depth `limit` was reached in this pass

  template <class Roots, class Monitor>
  std::optional<stop_reason> start(Roots const&, Monitor const&) noexcept {
    limit = 0;
    found = false;
    return std::nullopt;
  }
  template <class Monitor>
  bool end_pass(Monitor const& m) noexcept {
    if (!found) return false;
    if constexpr (bounds_depth_v<Monitor>)  // seek::depth_limited(g, d): pass d is the last
      if (!m.expandable(limit)) return false;
    found = false;
    ++limit;
    return true;
  }
  template <class Slot, class Root, class Monitor, class Note>
  deepening::verdict root(Root&& r, Monitor& m, Slot& slot, mark&, Note note) {
    if (limit == 0 && !m.produce(0)) return deepening::verdict::stop;  // roots count once, in the first pass
    note(slot.emplace(root_arg<typename Slot::value_type>(std::forward<Root>(r))));
    return reached(0);
  }
  template <class Child, class Slot, class Note>
  deepening::verdict child(Child&& c, mark&, std::size_t depth, Slot& slot, mark&, Note note) {
    note(slot.emplace(std::forward<Child>(c)));
    return reached(depth);
  }
  deepening::verdict reached(std::size_t depth) noexcept {
    if (depth < limit) return deepening::verdict::walk;
    found = true;
    return deepening::verdict::yield_leaf;
  }
};

// seek::iddfs: (roots, next, options...); roots are walked once per pass.
struct iddfs_spec : spec_defaults {
  static constexpr bool multipass = true;
  static constexpr bool takes_remembering_next = false;

  template <class S, bool Paths, class Roots, class G, class M, class Policy>
  static auto make(Roots roots, G next, M monitor, Policy) {
    return deepening::view<S, G, Roots, M, depth_bound>(std::move(roots), std::move(next), depth_bound{},
                                                        std::move(monitor));
  }

  // Your call of seek::iddfs lands here: the first static_assert that fails
  // says what is wrong with it.
  template <class A>
  static auto diagnose() {
    if constexpr (!A::next_ok && A::next_weighted)
      static_assert(never<A>,
                    "seek::iddfs takes an unweighted successor function (returning states); one returning "
                    "(state, cost) pairs is for seek::ida_star, seek::dijkstra and seek::astar");
    else if constexpr (!A::next_ok)
      static_assert(never<A>,
                    "seek::iddfs: `next` is not a successor function for the roots' type: it must take "
                    "State const& and return a range of states (seek::successor_function)");
    else if constexpr (!A::roots_copyable)
      static_assert(never<A>,
                    "seek::iddfs copies its roots for each pass, and the state type cannot be copied "
                    "(a move-only state such as std::unique_ptr): use seek::dfs or seek::bfs, which walk a root "
                    "once, or a copyable state");
    else if constexpr (!A::roots_ok)
      static_assert(never<A>,
                    "seek::iddfs walks its roots once per pass: pass a forward range of roots (a container, or "
                    "a view that can be iterated again)");
    else if constexpr (!A::remembering_ok)
      static_assert(never<A>,
                    "seek::iddfs does not take seek::skip_seen: each pass walks again what the one before "
                    "walked, which a visited set would skip; use seek::unique_bfs for a graph");
    else if constexpr (!A::count_ok)
      static_assert(never<A>,
                    "seek::iddfs: unknown option: iddfs takes no parameter of its own, only the options "
                    "seek::statistics&, seek::limits and seek::traced_by(...)");
    return refused_call{};
  }
};
}  // namespace detail

/// The lazy range returned by `seek::iddfs`: an input range of `S const&`;
/// `it.depth()` is the current depth; `begin()` (on a named view) starts or
/// restarts the search; a copy starts afresh.
template <search_state S, class F, class Roots, class Monitor>
using iddfs_view = detail::deepening::view<S, F, Roots, Monitor, detail::depth_bound>;

/// `seek::iddfs(roots, next, options...)`: the states of the trees rooted at
/// `roots` (one state or a forward range of them, all at depth 0) in bfs's
/// level order, found by depth-first passes with a growing depth limit.
/// With `seek::depth_limited(next, d)`, pass d is the last: the states up to
/// depth d, in bfs's order, with dfs's memory. Options: seek::statistics&
/// (`passes` counts the passes; `nodes` every state generated in every pass,
/// a root once), seek::limits (`frontier` bounds the path).
inline constexpr detail::strategy_fn<detail::iddfs_spec> iddfs{};

}  // namespace seek
