// seek/successor/prune.hpp: cutting a search tree by wrapping its successor function.
//
//   seek::prune(next, pred)         children satisfying pred are dropped, with
//                                   their whole subtree: they are never visited
//   seek::leaf_if(next, pred)       a state satisfying pred is visited but not
//                                   expanded (next is not even called on it)
//   seek::depth_limited(next, d)    states at depth d are not expanded
//                                   (seek/successor/depth_limited.hpp)
//
// Each returns a successor function, plain or weighted as `next` is, so it
// works with any search and
// composes with the others (an inner depth_limited is lifted outward; the
// engine's hooks, successor/detail/hooks.hpp, are passed to the wrapped function).
// Roots are neither pruned nor made leaves by these: they are not children. The range operations on a search's result differ:
// `| views::filter(pred)` hides states but the search still expands them;
// `| views::take_while(pred)` ends the whole search at the first failure.
#pragma once

#include <concepts>
#include <functional>
#include <optional>
#include <type_traits>
#include <variant>
#include <utility>

#include <seek/core/concepts.hpp>
#include <seek/core/weighted.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/successor/detail/hooks.hpp>
#include <seek/successor/detail/prune_successors.hpp>

namespace seek {

/// A predicate on states: what prune and leaf_if accept.
template <class P, class S>
concept state_predicate = std::copy_constructible<P> && std::predicate<P&, S const&>;

namespace detail {

// prune and leaf_if are one pattern: a successor function and a predicate,
// tested on each child (prune: drop it) or on the parent (leaf_if: do not
// expand it). The successor range holds its own copy of the predicate, so
// it stays valid on its own.
template <class F, class P, bool OnParent>
class cut_fn {
  // Takes a child into the slot: a state, or for a weighted `next` a
  // (state, cost) pair; prune tests the predicate on the state.
  struct step {
    [[no_unique_address]] std::conditional_t<OnParent, std::monostate, P> pred;
    template <class Slot, class X>
    bool operator()(Slot& slot, X&& child) {
      slot.emplace(std::forward<X>(child));
      if constexpr (OnParent)
        return true;
      else if constexpr (requires { slot->first; })
        return !std::invoke(pred, std::as_const(slot->first));
      else
        return !std::invoke(pred, std::as_const(*slot));
    }
  };

 public:
  /// Wraps successor function `next` and predicate `pred`.
  cut_fn(F next, P pred) : next_(std::move(next)), pred_(std::move(pred)) {}

  // Fails to match when `next` is not a successor function for S (plain or
  // weighted), or `pred` cannot be called with `S const&` and return
  // something testable as bool.
  template <search_state S>
    requires(successor_function<F, S> || weighted_successor_function<F, S>) && state_predicate<P, S>
  auto operator()(S const& parent) {
    using out = typename weighted_out<F, S>::type;
    using range = prune_successors<out, successors_t<F, S>, step>;
    if constexpr (OnParent) {
      if (std::invoke(pred_, parent)) return range(step{});
      return range(std::invoke(next_, parent), step{});
    } else {
      return range(std::invoke(next_, parent), step{pred_});
    }
  }

  /// Whether `next` draws a new order each time (seek::shuffled).
  static constexpr bool random_order = random_order_v<F>;

  /// The engine's hooks, passed to `next` (seek::skip_seen inside).
  template <class S>
    requires has_root_hook<F, S>
  bool admit_root(S const& root) {
    return next_.admit_root(root);
  }
  void begin_search()
    requires has_begin_hook<F>
  {
    next_.begin_search();
  }

 private:
  F next_;
  P pred_;
};

}  // namespace detail

/// The successor function returned by `seek::prune(next, pred)`.
template <class F, class P>
using prune_fn = detail::cut_fn<F, P, false>;
/// The successor function returned by `seek::leaf_if(next, pred)`.
template <class F, class P>
using leaf_if_fn = detail::cut_fn<F, P, true>;

/// `seek::prune(next, pred)`: successors for which `pred` holds are dropped,
/// so neither they nor anything below them is visited.
///
///   // Subsets of {1..9} in increasing order whose sum stays at most 10.
///   auto grow = [](std::vector<int> const& s) { ... one child per larger element ... };
///   auto too_big = [](std::vector<int> const& s) { return sum(s) > 10; };
///   for (auto const& s : seek::dfs(std::vector<int>{}, seek::prune(grow, too_big))) use(s);
template <class F, class P>
  requires std::copy_constructible<F> && std::copy_constructible<P>
auto prune(F next, P pred) {
  return detail::lift_depth_limit(std::move(next), [&](auto g) { return prune_fn<decltype(g), P>(std::move(g), std::move(pred)); });
}

/// `seek::leaf_if(next, pred)`: a state for which `pred` holds is still
/// visited but gets no successors; `next` is not called on it.
///
///   // Stop descending at a solution: a solved sudoku is a leaf.
///   auto states = seek::dfs(puzzle, seek::leaf_if(next, is_solved));
template <class F, class P>
  requires std::copy_constructible<F> && std::copy_constructible<P>
auto leaf_if(F next, P pred) {
  return detail::lift_depth_limit(std::move(next), [&](auto g) { return leaf_if_fn<decltype(g), P>(std::move(g), std::move(pred)); });
}

}  // namespace seek
