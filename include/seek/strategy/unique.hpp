// seek/strategy/unique.hpp: depth-first and breadth-first graph search, each
// reachable state once.
//
//   for (auto const& s : seek::unique_bfs(start, next)) ...   // owns its set
//
// seek::unique_dfs and seek::unique_bfs are seek::dfs and seek::bfs over
// seek::skip_seen<S>(next), with a fresh set of seen states each time the
// view begins (a copy of the view searches apart). The option
// seek::seen_by(key, hash, equal) says how states are told apart, or
// seek::dense_index(n, index) numbers them (a flag per index, no hash). unique_bfs
// yields each state at its shallowest depth (`it.depth()` is its distance
// from the nearest root) and takes seek::depth_limited; unique_dfs refuses
// it: a state first reached at the bound would be skipped where it is
// reached again above it, and its subtree lost.
#pragma once

#include <cstddef>
#include <utility>

#include <seek/strategy/detail/protocol.hpp>
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/successor/skip_seen.hpp>

namespace seek {

namespace detail {
// What unique_dfs and unique_bfs share: dfs's or bfs's spec, remembering.
struct unique_spec_defaults : spec_defaults {
  static constexpr bool remembers = true;
  static constexpr bool takes_dense_index = true;

  template <class S, class G, class Policy>
  static auto own_skip_seen(G next, Policy const& by) {
    return make_skip_seen<S>(std::move(next), by, true);
  }
};

// seek::unique_dfs: (roots, next, options...).
struct unique_dfs_spec : unique_spec_defaults {
  template <bool Remembering>
  static constexpr bool takes_depth_limit = false;

  template <class S, bool Paths, class Roots, class G, class M, class Policy>
  static auto make(Roots roots, G next, M monitor, Policy by) {
    auto once = own_skip_seen<S>(std::move(next), by);
    return dfs_view<S, decltype(once), Roots, M>(std::move(roots), std::move(once), std::move(monitor));
  }

  // Your call of seek::unique_dfs lands here: the first static_assert that
  // fails says what is wrong with it.
  template <class A>
  static auto diagnose() {
    if constexpr (!A::next_ok && A::next_weighted)
      static_assert(never<A>,
                    "seek::unique_dfs takes an unweighted successor function (returning states); one returning "
                    "(state, cost) pairs is for seek::dijkstra and seek::astar, which remember states too");
    else if constexpr (!A::next_ok)
      static_assert(never<A>,
                    "seek::unique_dfs: `next` is not a successor function for the roots' type: it must take "
                    "State const& and return a range of states (seek::successor_function)");
    else if constexpr (!A::depth_ok)
      static_assert(never<A>,
                    "seek::unique_dfs does not take seek::depth_limited: a state first reached at the bound "
                    "would be skipped where it is reached again above it, and its subtree lost; use "
                    "seek::unique_bfs");
    else if constexpr (!A::count_ok)
      static_assert(never<A>,
                    "seek::unique_dfs: unknown option: unique_dfs takes no parameter of its own, only the "
                    "options seek::statistics&, seek::limits, seek::traced_by(...) and seek::seen_by(...) or "
                    "seek::dense_index(n, index)");
    else if constexpr (!A::policy_ok)
      static_assert(never<A>,
                    "seek::unique_dfs remembers states in a hash set, and this state (or its key) has no "
                    "std::hash: pass seek::seen_by(key, hash)");
    return refused_call{};
  }
};

// seek::unique_bfs: (roots, next, options...).
struct unique_bfs_spec : unique_spec_defaults {
  template <class S, bool Paths, class Roots, class G, class M, class Policy>
  static auto make(Roots roots, G next, M monitor, Policy by) {
    auto once = own_skip_seen<S>(std::move(next), by);
    return bfs_view<S, decltype(once), Roots, M>(std::move(roots), std::move(once), std::move(monitor));
  }

  // Your call of seek::unique_bfs lands here: the first static_assert that
  // fails says what is wrong with it.
  template <class A>
  static auto diagnose() {
    if constexpr (!A::next_ok && A::next_weighted)
      static_assert(never<A>,
                    "seek::unique_bfs takes an unweighted successor function (returning states); one returning "
                    "(state, cost) pairs is for seek::dijkstra and seek::astar, which remember states too");
    else if constexpr (!A::next_ok)
      static_assert(never<A>,
                    "seek::unique_bfs: `next` is not a successor function for the roots' type: it must take "
                    "State const& and return a range of states (seek::successor_function)");
    else if constexpr (!A::count_ok)
      static_assert(never<A>,
                    "seek::unique_bfs: unknown option: unique_bfs takes no parameter of its own, only the "
                    "options seek::statistics&, seek::limits, seek::traced_by(...) and seek::seen_by(...) or "
                    "seek::dense_index(n, index)");
    else if constexpr (!A::policy_ok)
      static_assert(never<A>,
                    "seek::unique_bfs remembers states in a hash set, and this state (or its key) has no "
                    "std::hash: pass seek::seen_by(key, hash)");
    return refused_call{};
  }
};
}  // namespace detail

/// `seek::unique_dfs(roots, next, options...)`: seek::dfs over
/// `skip_seen(next)`, each reachable state once (no root twice), with a
/// fresh set each time the view begins. Options: seek::statistics&,
/// seek::limits, seek::seen_by(key, hash, equal) or seek::dense_index(n,
/// index). Not with
/// seek::depth_limited (a static_assert says why; unique_bfs takes it).
inline constexpr detail::strategy_fn<detail::unique_dfs_spec> unique_dfs{};

/// `seek::unique_bfs(roots, next, options...)`: seek::bfs over
/// `skip_seen(next)`; each reachable state once, at its shallowest depth
/// (`it.depth()` is its distance from the nearest root), with a fresh set
/// each time the view begins. `next` may be `seek::depth_limited(next, d)`:
/// the states within d steps.
///
///   auto next = [](int x) { return std::array{(x + 1) % 100, (x * 3) % 100}; };
///   auto states = seek::unique_bfs(1, next);
///   for (auto it = states.begin(); it != states.end(); ++it)
///     if (*it == 42) std::cout << "42 is " << it.depth() << " steps from 1\n";
inline constexpr detail::strategy_fn<detail::unique_bfs_spec> unique_bfs{};

}  // namespace seek
