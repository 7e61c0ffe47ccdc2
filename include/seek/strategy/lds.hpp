// seek/strategy/lds.hpp: limited discrepancy search (Harvey and Ginsberg 1995), for a
// successor function whose first children are its best guesses.
//
//   seek::lds(roots, next)                     every state, fewest discrepancies first
//   seek::lds(roots, next, max_discrepancies)
//
// Taking the i-th child (from 0) of a state costs i discrepancies, as in
// Gecode's LDS; a state's discrepancy is the sum along its path from its
// root (each root is at 0). Iteration k (k = 0, 1, …) walks depth-first, in
// `next`'s order, the states of discrepancy at most k and yields those of
// discrepancy exactly k. So the range yields each state of discrepancy <=
// max_discrepancies exactly once, by increasing discrepancy and in preorder
// within one, and nothing else; it ends when that is done or when an
// iteration finds no child beyond its discrepancy (the whole tree has then
// been yielded, each state once). Iteration k walks again the states of
// discrepancy < k (the price of visiting good guesses first), so a state is
// expanded up to k + 1 times. The children past an iteration's budget are
// never generated. An infinite path of discrepancy k makes iteration k
// endless. Runs on the engine of iddfs and ida_star (strategy/detail/deepening.hpp).
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <stdexcept>
#include <type_traits>
#include <utility>

#include <seek/strategy/detail/deepening.hpp>
#include <seek/strategy/detail/protocol.hpp>
#include <seek/strategy/detail/roots.hpp>

namespace seek {

namespace detail {
// The bound of lds: iteration k yields the states of discrepancy k and walks
// through those below it; a state's children past discrepancy k are not
// generated (`more`), and that they exist calls for another iteration.
struct discrepancy_bound {
  struct mark {
    std::uint64_t discrepancy = 0;  // of the state
    std::uint64_t next_child = 0;   // index of its next child
  };
  static constexpr bool weighted = false;
  std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
  std::uint64_t k = 0;  // this iteration's discrepancy
  bool beyond = false;  // a child past k was left out in this iteration

  template <class Roots, class Monitor>
  std::optional<stop_reason> start(Roots const&, Monitor const&) noexcept {
    k = 0;
    beyond = false;
    return std::nullopt;
  }
  template <class Monitor>
  bool end_pass(Monitor const&) noexcept {
    if (!beyond || k == max) return false;
    beyond = false;
    ++k;
    return true;
  }
  bool more(mark const& parent) noexcept {
    if (parent.discrepancy + parent.next_child <= k) return true;
    beyond = true;
    return false;
  }
  template <class Slot, class Root, class Monitor, class Note>
  deepening::verdict root(Root&& r, Monitor& m, Slot& slot, mark& mk, Note note) {
    if (k == 0 && !m.produce(0)) return deepening::verdict::stop;  // roots count once, in the first iteration
    note(slot.emplace(root_arg<typename Slot::value_type>(std::forward<Root>(r))));
    mk = mark{};
    return reached(0);
  }
  template <class Child, class Slot, class Note>
  deepening::verdict child(Child&& c, mark& parent, std::size_t, Slot& slot, mark& mk, Note note) {
    std::uint64_t const d = parent.discrepancy + parent.next_child++;
    note(slot.emplace(std::forward<Child>(c)));
    mk = mark{d, 0};
    return reached(d);
  }
  deepening::verdict reached(std::uint64_t d) const noexcept {
    return d == k ? deepening::verdict::yield : deepening::verdict::walk;
  }
};

// seek::lds: (roots, next, [max_discrepancies], options...); roots are
// walked once per iteration.
struct lds_spec : spec_defaults {
  static constexpr bool multipass = true;
  static constexpr bool takes_remembering_next = false;
  static constexpr bool takes_random_order = false;
  static constexpr std::size_t max_params = 1;
  template <class S, class G, class... P>
  static constexpr bool params_ok =
      ((std::integral<std::remove_cvref_t<P>> && !std::same_as<std::remove_cvref_t<P>, bool>) && ...);

  template <class S, bool Paths, class Roots, class G, class M, class Policy, class... P>
  static auto make(Roots roots, G next, M monitor, Policy, P... max_discrepancies) {
    discrepancy_bound bound;
    ((bound.max = checked_max(max_discrepancies)), ...);
    return deepening::view<S, G, Roots, M, discrepancy_bound>(std::move(roots), std::move(next), bound,
                                                              std::move(monitor));
  }

  // Your call of seek::lds lands here: the first static_assert that fails
  // says what is wrong with it.
  template <class A>
  static auto diagnose() {
    if constexpr (!A::next_ok && A::next_weighted)
      static_assert(never<A>,
                    "seek::lds takes an unweighted successor function (returning states); one returning "
                    "(state, cost) pairs is for seek::ida_star, seek::dijkstra and seek::astar");
    else if constexpr (!A::next_ok)
      static_assert(never<A>,
                    "seek::lds: `next` is not a successor function for the roots' type: it must take State "
                    "const& and return a range of states (seek::successor_function)");
    else if constexpr (!A::roots_copyable)
      static_assert(never<A>,
                    "seek::lds copies its roots for each iteration, and the state type cannot be copied "
                    "(a move-only state such as std::unique_ptr): use seek::dfs or seek::bfs, which walk a root "
                    "once, or a copyable state");
    else if constexpr (!A::roots_ok)
      static_assert(never<A>,
                    "seek::lds walks its roots once per iteration: pass a forward range of roots (a container, "
                    "or a view that can be iterated again)");
    else if constexpr (!A::remembering_ok)
      static_assert(never<A>,
                    "seek::lds does not take seek::skip_seen: each iteration walks again what the one before "
                    "walked, which a visited set would skip");
    else if constexpr (!A::order_ok)
      static_assert(never<A>,
                    "seek::lds does not take seek::shuffled: a child's discrepancy is its place among its "
                    "siblings, which must be the same in every iteration; use seek::restarts for random orders");
    else if constexpr (!A::count_ok)
      static_assert(never<A>,
                    "seek::lds: unknown option: lds takes at most one parameter (the maximum discrepancy), then "
                    "only the options seek::statistics& and seek::limits");
    else if constexpr (!A::params_ok)
      static_assert(never<A>, "seek::lds: the maximum discrepancy must be an integer");
    return refused_call{};
  }

 private:
  template <class I>
  static std::uint64_t checked_max(I k) {
    if constexpr (std::is_signed_v<I>)
      if (k < 0) throw std::invalid_argument("seek::lds: the maximum discrepancy must not be negative");
    return static_cast<std::uint64_t>(k);
  }
};
}  // namespace detail

/// `seek::lds(roots, next, [max_discrepancies], options...)`: the states of
/// the trees by increasing discrepancy (see the top of this file), each root
/// at discrepancy 0; a negative maximum throws std::invalid_argument. An
/// input range of `S const&` (`it.depth()` is the depth); begin() starts
/// again from iteration 0. Options: seek::statistics& (`passes` counts the
/// iterations; `nodes` every state generated in every iteration, a root
/// once), seek::limits (`frontier` bounds the path).
inline constexpr detail::strategy_fn<detail::lds_spec> lds{};

}  // namespace seek
