// seek/learn/learn_nogoods.hpp: restarts that learn nogoods, and successor
// functions that avoid them.
//
//   seek::restarts(roots, seek::learn_nogoods(next, store, literals, goal), schedule, seed)
//   seek::avoiding(next, store, literals)
//
// `literals(s)` is the model's part: the literals state s contains, as a
// range of integers in 0..store.literals()-1 (for a sudoku board, the
// placed symbols, seek::sudoku::placements). `goal(s)` is what the walk
// looks for. With learn_nogoods in place of the successor function (a plain
// one, or seek::reseeded of a maker), each restart run searches with
// avoiding(its successor, store, literals), and when a run spends its
// budget, every subtree it walked whole without meeting a goal becomes a
// nogood: the literals of the subtree's root, those it added to its parent
// first (the watched one is among them), then the rest but the first root's.
// Those are the completed siblings to the left of the run's last path, the
// d-way form of Lecoutre et al.'s nld-nogoods. Later runs drop any child that
// holds all the literals of one.
//
// The contract, which the model keeps: a state contains every literal of its
// parent, and the subtree below a state holds every goal that contains the
// state's literals (the children partition the completions, as for exact
// counting). So each child holds a literal its siblings do not: a "skip"
// child that adds none (subset sum with "item i taken" literals only)
// breaks it, and goals are lost. Then a nogood never removes a goal: counting goals with
// seek::avoiding over a learnt store agrees with counting without it. Goals
// are those of `goal` only: a walk that uses the states for anything else
// (counting all states, another goal) must not learn, and restarts repeat
// states anyway. Not with seek::depth_limited or seek::skip_seen, whose
// subtrees are not walked whole. The store outlives the walk: begin() again,
// or another walk with the same store, starts from what was learnt (a fresh
// store and the same seed give the same walk).
#pragma once

#include <concepts>
#include <functional>
#include <type_traits>
#include <utility>

#include <range/v3/range/concepts.hpp>
#include <range/v3/range/traits.hpp>

#include <seek/core/concepts.hpp>
#include <seek/learn/nogood_store.hpp>
#include <seek/successor/prune.hpp>

namespace seek {

/// `literals(s)`: the literals state `s` contains, a range of integers
/// (not bool, not characters: seek::integer_count).
template <class L, class S>
concept literal_function =
    std::copy_constructible<L> && std::regular_invocable<L const&, S const&> &&
    ranges::input_range<std::invoke_result_t<L const&, S const&>> &&
    integer_count<std::remove_cvref_t<ranges::range_reference_t<std::invoke_result_t<L const&, S const&>>>>;

namespace detail {
// The predicate of seek::avoiding: the state holds a nogood of the store.
template <class L>
struct held_nogood {
  nogood_store store;
  L literals;
  template <class S>
    requires literal_function<L, S>
  bool operator()(S const& s) const {
    return store.excludes(std::invoke(literals, s));
  }
};
}  // namespace detail

/// `seek::avoiding(next, store, literals)`: the children of `next` that hold
/// every literal of a nogood in `store` are dropped with their subtrees.
/// Works with every strategy, as seek::prune does.
template <class F, class L>
  requires std::copy_constructible<F> && std::copy_constructible<L>
auto avoiding(F next, nogood_store store, L literals) {
  return prune(std::move(next), detail::held_nogood<L>{std::move(store), std::move(literals)});
}

/// What seek::learn_nogoods returns: a successor function (or
/// seek::reseeded maker) for seek::restarts, with what learning needs.
template <class F, class L, class Goal>
struct learn_nogoods_fn {
  F next;             ///< the successor function, or seek::reseeded(make)
  nogood_store store; ///< where the nogoods go, shared with the caller
  L literals;         ///< `literals(s)`: the literals s contains
  Goal goal;          ///< `goal(s)`: what the walk looks for
  /// Only seek::restarts runs it (other strategies say so at the call).
  static constexpr bool restarts_only = true;
};

/// `seek::learn_nogoods(next, store, literals, goal)`: for seek::restarts in
/// place of `next` (see the top of this file).
template <class F, class L, class Goal>
  requires std::copy_constructible<F> && std::copy_constructible<L> && std::copy_constructible<Goal>
learn_nogoods_fn<F, L, Goal> learn_nogoods(F next, nogood_store store, L literals, Goal goal) {
  return {std::move(next), std::move(store), std::move(literals), std::move(goal)};
}

}  // namespace seek
