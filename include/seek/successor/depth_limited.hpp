// seek/successor/depth_limited.hpp: a search cut below a given depth.
//
//   seek::dfs(root, seek::depth_limited(next, d))    // states up to depth d
//
// The engine knows each state's depth, so the tree searches (dfs, bfs,
// unique_bfs, best_first, beam, iddfs) take a depth_limited successor
// function apart: they search with `next` itself and do not expand a state
// at depth d (the successor function is not even called on it). States stay
// plain; the depth is `it.depth()` (iddfs: `node.depth()`). The searches
// for which a depth bound would give wrong answers (unique_dfs, dijkstra,
// astar) or that bound something else (ida_star) refuse it with a message.
// seek::with_depth<S> states, the older spelling, carry their depth
// (kept working; prefer plain states).
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <type_traits>
#include <utility>

#include <seek/core/concepts.hpp>
#include <seek/detail/prune_successors.hpp>

namespace seek {

/// A state together with its depth below the root it was searched from, for
/// the older spelling of depth_limited: `seek::with_depth{root}` wraps a
/// root at depth 0.
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
struct one_deeper {
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

  /// The wrapped successor function (what seek::dfs and seek::bfs call).
  F const& base() const& noexcept { return next_; }
  /// States at this depth get no successors, so none deeper is visited.
  std::size_t max_depth() const noexcept { return max_depth_; }

  /// The older spelling, over seek::with_depth<S> states: the successors of
  /// `parent.state` by `next`, each one level deeper; none at max_depth().
  template <search_state S>
    requires successor_function<F, S>
  auto operator()(with_depth<S> const& parent) {
    using step = detail::one_deeper<S>;
    using range = detail::prune_successors<with_depth<S>, successors_t<F, S>, step>;
    if (parent.depth >= max_depth_) return range(step{0});
    return range(std::invoke(next_, parent.state), step{parent.depth + 1});
  }

 private:
  F next_;
  std::size_t max_depth_;
};

/// `seek::depth_limited(next, d)`: the tree of `next` cut below depth `d`
/// (the roots are at depth 0), for seek::dfs and seek::bfs.
///
///   auto next = [](int x) { return std::array{2 * x, 2 * x + 1}; };  // infinite
///   auto states = seek::dfs(1, seek::depth_limited(next, 3));        // 15 states
///   for (auto it = states.begin(); it != states.end(); ++it)
///     std::cout << *it << " at depth " << it.depth() << '\n';
template <class F>
  requires std::copy_constructible<F>
depth_limited_fn<F> depth_limited(F next, std::size_t max_depth) {
  return depth_limited_fn<F>(std::move(next), max_depth);
}

namespace detail {
// How seek::dfs and seek::bfs read their successor function F for states S:
// a depth_limited_fn over plain states is taken apart into the function
// they call and a depth bound.
template <class F, class S>
struct depth_split {
  using fn = F;
  static constexpr bool bounded = false;
};
template <class G, class S>
struct depth_split<depth_limited_fn<G>, S> {
  using fn = G;
  static constexpr bool bounded = true;
};
template <class G, class S>
struct depth_split<depth_limited_fn<G>, with_depth<S>> {  // the older spelling
  using fn = depth_limited_fn<G>;
  static constexpr bool bounded = false;
};

template <class F>
inline constexpr bool is_depth_limited_v = false;
template <class G>
inline constexpr bool is_depth_limited_v<depth_limited_fn<G>> = true;
template <class F>
inline constexpr bool never_v = false;
}  // namespace detail

}  // namespace seek
