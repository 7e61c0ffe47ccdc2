// seek/strategy/detail/ranked.hpp: what seek::best_first and seek::beam share: the
// entry of a state waiting in a heap (its priority, its order of
// generation for ties, its depth), and how roots and children are offered.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <type_traits>
#include <utility>

#include <range/v3/range/access.hpp>

#include <seek/core/concepts.hpp>
#include <seek/successor/detail/hooks.hpp>
#include <seek/strategy/detail/roots.hpp>
#include <seek/core/detail/state_box.hpp>
#include <seek/core/detail/take_element.hpp>

namespace seek::detail {
template <class P, class S>
using priority_t = std::remove_cvref_t<std::invoke_result_t<P&, S const&>>;

// A state waiting in the heap of best_first or beam. A big state is kept on
// the heap (state_box), so that moving entries in and out of the heap, as
// std::push_heap and std::pop_heap do through a temporary, moves a pointer.
template <class S, class Pr, class Id>
struct ranked {
  Pr priority;
  std::uint64_t seq;  // order of production, for ties
  std::size_t depth;
  [[no_unique_address]] Id id;
  state_box<S> state;
};
// The heap's "less": a comes out after b (larger priority, or produced later).
template <class S, class Pr, class Id>
bool ranked_after(ranked<S, Pr, Id> const& a, ranked<S, Pr, Id> const& b) {
  if (b.priority < a.priority) return true;
  if (a.priority < b.priority) return false;
  return a.seq > b.seq;
}

// Offers each root of best_first or beam (at depth 0) that the successor
// function admits, in turn; false when `offer` refuses one.
template <class S, class Roots, class F, class Offer>
bool offer_roots(Roots& roots, F& next, Offer offer) {
  for (auto&& r : roots) {
    state_box<S> s(root_arg<S>(std::forward<decltype(r)>(r)));
    if (!admit_root(next, std::as_const(s.get()))) continue;
    if (!offer(std::move(s))) return false;
  }
  return true;
}

// Offers the successors of a state, in order; false when `offer` refuses
// one. A state without successors counts as a failure.
template <class S, class Children, class Monitor, class Id, class Offer>
bool offer_children(Children& children, Monitor& monitor, Id parent, S const& parent_state, Offer offer) {
  bool any = false;
  for (auto it = ranges::begin(children); it != ranges::end(children); ++it) {
    any = true;
    if (!offer(state_box<S>(take_element<Children>(it)))) return false;
  }
  if (!any) monitor.fail(parent, parent_state);
  return true;
}
}  // namespace seek::detail
