// seek/prune.hpp: cutting a search tree by wrapping its successor function.
//
// Each combinator takes a successor function and returns another one, so it
// works with dfs and bfs alike and composes with the others:
//
//   seek::prune(next, pred)         children satisfying pred are dropped, with
//                                   their whole subtree: they are never visited
//   seek::leaf_if(next, pred)       a state satisfying pred is visited but not
//                                   expanded (next is not even called on it)
//   seek::depth_limited(next, d)    over seek::with_depth<S> states: states at
//                                   depth d are not expanded
//
// The range operations on the result of a search do different things, and
// are often what you want instead:
//
//   seek::dfs(root, next) | ranges::views::filter(pred)
//       hides states failing pred; the search still expands them.
//   seek::bfs(root, next) | ranges::views::take_while(pred)
//       ends the whole search at the first state failing pred (with bfs and
//       a depth-carrying state, `depth <= d` gives every state up to depth d).
#pragma once

#include <concepts>
#include <cstddef>
#include <functional>
#include <optional>
#include <type_traits>
#include <utility>

#include <seek/concepts.hpp>
#include <seek/detail/prune_successors.hpp>

namespace seek {

/// A predicate on states: what prune and leaf_if accept.
template <class P, class S>
concept state_predicate = std::copy_constructible<P> && std::predicate<P&, S const&>;

namespace detail {

template <class F, class S>
using prune_inner_t = prune_stored_t<std::invoke_result_t<F&, S const&>>;

// Keeps a child unless the predicate holds for it. Holds its own copy of the
// predicate, so the successor range stays valid on its own.
template <class P>
struct prune_drop_if {
  P pred;
  template <class S, class X>
  bool operator()(std::optional<S>& slot, X&& child) {
    slot.emplace(std::forward<X>(child));
    return !std::invoke(pred, std::as_const(*slot));
  }
};

struct prune_keep_all {
  template <class S, class X>
  bool operator()(std::optional<S>& slot, X&& child) const {
    slot.emplace(std::forward<X>(child));
    return true;
  }
};

}  // namespace detail

/// The successor function returned by `seek::prune(next, pred)`.
template <class F, class P>
class prune_fn {
 public:
  /// Wraps successor function `next` and drop predicate `pred`.
  prune_fn(F next, P pred) : next_(std::move(next)), pred_(std::move(pred)) {}

  /// The successors of `parent` by `next`, lazily skipping those where
  /// `pred` holds.
  // Fails to match when `pred` cannot be called with `S const&` and return
  // something testable as bool.
  template <search_state S>
    requires successor_function<F, S> && state_predicate<P, S>
  auto operator()(S const& parent) {
    using range = detail::prune_successors<S, detail::prune_inner_t<F, S>, detail::prune_drop_if<P>>;
    return range(std::invoke(next_, parent), detail::prune_drop_if<P>{pred_});
  }

 private:
  F next_;
  P pred_;
};

/// `seek::prune(next, pred)`: successors for which `pred` holds are dropped,
/// so neither they nor anything below them is visited.
///
///   // Subsets of {1..9} in increasing order whose sum stays at most 10.
///   auto grow = [](std::vector<int> const& s) { ... one child per larger element ... };
///   auto too_big = [](std::vector<int> const& s) { return sum(s) > 10; };
///   for (auto const& s : seek::dfs(std::vector<int>{}, seek::prune(grow, too_big))) use(s);
template <class F, class P>
  requires std::copy_constructible<F> && std::copy_constructible<P>
prune_fn<F, P> prune(F next, P pred) {
  return prune_fn<F, P>(std::move(next), std::move(pred));
}

/// The successor function returned by `seek::leaf_if(next, pred)`.
template <class F, class P>
class leaf_if_fn {
 public:
  /// Wraps successor function `next` and leaf predicate `pred`.
  leaf_if_fn(F next, P pred) : next_(std::move(next)), pred_(std::move(pred)) {}

  /// No successors if `pred(parent)` holds (`next` is not called), else
  /// the successors of `parent` by `next`.
  template <search_state S>
    requires successor_function<F, S> && state_predicate<P, S>
  auto operator()(S const& parent) {
    using range = detail::prune_successors<S, detail::prune_inner_t<F, S>, detail::prune_keep_all>;
    if (std::invoke(pred_, parent)) return range(detail::prune_keep_all{});
    return range(std::invoke(next_, parent), detail::prune_keep_all{});
  }

 private:
  F next_;
  P pred_;
};

/// `seek::leaf_if(next, pred)`: a state for which `pred` holds is still
/// visited but gets no successors; `next` is not called on it.
///
///   // Stop descending at a solution: a solved sudoku is a leaf.
///   auto states = seek::dfs(puzzle, seek::leaf_if(next, is_solved));
template <class F, class P>
  requires std::copy_constructible<F> && std::copy_constructible<P>
leaf_if_fn<F, P> leaf_if(F next, P pred) {
  return leaf_if_fn<F, P>(std::move(next), std::move(pred));
}

/// A state together with its depth below the root it was searched from.
/// `seek::with_depth{root}` wraps a root at depth 0.
template <search_state S>
struct with_depth {
  /// The wrapped state.
  S state;
  /// Its depth: 0 for a root, one more than its parent otherwise.
  std::size_t depth = 0;

  /// Wraps `s` at depth `d`.
  explicit with_depth(S s, std::size_t d = 0) : state(std::move(s)), depth(d) {}
};

namespace detail {
template <class S>
struct prune_one_deeper {
  std::size_t depth;
  template <class X>
  bool operator()(std::optional<with_depth<S>>& slot, X&& child) const {
    slot.emplace(S(std::forward<X>(child)), depth);
    return true;
  }
};
}  // namespace detail

/// The successor function returned by `seek::depth_limited(next, max_depth)`.
template <class F>
class depth_limited_fn {
 public:
  /// Wraps successor function `next`; states at depth `max_depth` get no
  /// successors.
  depth_limited_fn(F next, std::size_t max_depth) : next_(std::move(next)), max_depth_(max_depth) {}

  /// The successors of `parent.state` by `next`, each one level deeper;
  /// none once `parent.depth` has reached max_depth().
  // Fails to match unless the search runs over seek::with_depth<S> states
  // (wrap the root: seek::with_depth{root}) and `next` accepts S.
  template <search_state S>
    requires successor_function<F, S>
  auto operator()(with_depth<S> const& parent) {
    using step = detail::prune_one_deeper<S>;
    using range = detail::prune_successors<with_depth<S>, detail::prune_inner_t<F, S>, step>;
    if (parent.depth >= max_depth_) return range(step{0});
    return range(std::invoke(next_, parent.state), step{parent.depth + 1});
  }

  /// States at this depth get no successors, so none deeper is visited.
  std::size_t max_depth() const noexcept { return max_depth_; }

 private:
  F next_;
  std::size_t max_depth_;
};

/// `seek::depth_limited(next, d)`: a successor function over
/// `seek::with_depth<S>` that expands only states shallower than `d`, so the
/// search sees the tree of `next` cut below depth `d`.
///
///   auto next = [](int x) { return std::array{2 * x, 2 * x + 1}; };  // infinite
///   for (auto const& [x, depth] : seek::dfs(seek::with_depth{1}, seek::depth_limited(next, 3)))
///     std::cout << x << " at depth " << depth << '\n';  // 15 states
template <class F>
  requires std::copy_constructible<F>
depth_limited_fn<F> depth_limited(F next, std::size_t max_depth) {
  return depth_limited_fn<F>(std::move(next), max_depth);
}

}  // namespace seek
