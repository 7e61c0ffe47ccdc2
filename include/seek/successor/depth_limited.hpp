// seek/successor/depth_limited.hpp: a search cut below a given depth.
//
//   seek::dfs(root, seek::depth_limited(next, d))    // states up to depth d
//
// The engine knows each state's depth, so the strategies take a
// depth_limited successor function apart (strategy/detail/protocol.hpp, the one
// place that does): they search with `next` itself and do not expand a
// state at depth d (the successor function is not even called on it).
// States stay plain; the depth is `it.depth()`. The other successor
// adaptors (prune, leaf_if, skip_seen, shuffled) lift an inner depth bound
// outward, so it is always found outside: `prune(depth_limited(f, d), p)` is
// `depth_limited(prune(f, p), d)`, and two bounds make the smaller one. The
// strategies for which a depth bound would give wrong answers (dijkstra,
// astar, unique_dfs, and dfs, best_first or restarts over skip_seen) or
// that bound something else (ida_star) refuse it with a message.
#pragma once

#include <concepts>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

#include <seek/core/concepts.hpp>
#include <seek/core/detail/never.hpp>

namespace seek {

/// The successor function returned by `seek::depth_limited(next, max_depth)`:
/// `next` and a bound, which the strategies read; it is not called itself.
template <class F>
class depth_limited_fn {
 public:
  /// Wraps successor function `next`; states at depth `max_depth` get no
  /// successors.
  depth_limited_fn(F next, std::size_t max_depth) : next_(std::move(next)), max_depth_(max_depth) {}

  /// The wrapped successor function (what the strategies call).
  F const& base() const& noexcept { return next_; }
  /// States at this depth get no successors, so none deeper is visited.
  std::size_t max_depth() const noexcept { return max_depth_; }

 private:
  F next_;
  std::size_t max_depth_;
};

namespace detail {
template <class F>
inline constexpr bool is_depth_limited_v = false;
template <class G>
inline constexpr bool is_depth_limited_v<depth_limited_fn<G>> = true;

// How the protocol reads a successor function F: a depth_limited_fn is
// taken apart into the function the engine calls and a depth bound.
template <class F>
struct depth_split {
  using fn = F;
  static constexpr bool bounded = false;
};
template <class G>
struct depth_split<depth_limited_fn<G>> {
  using fn = G;
  static constexpr bool bounded = true;
};
}  // namespace detail

/// `seek::depth_limited(next, d)`: the tree of `next` cut below depth `d`
/// (the roots are at depth 0).
///
///   auto next = [](int x) { return std::array{2 * x, 2 * x + 1}; };  // infinite
///   auto states = seek::dfs(1, seek::depth_limited(next, 3));        // 15 states
///   for (auto it = states.begin(); it != states.end(); ++it)
///     std::cout << *it << " at depth " << it.depth() << '\n';
///
/// `d` is any integer but bool and the character types (seek::integer_count);
/// a negative one throws std::invalid_argument (it is a bug in the caller,
/// not "no bound").
template <class F, integer_count D>
  requires std::copy_constructible<F>
auto depth_limited(F next, D d) {
  if (std::cmp_less(d, 0))
    throw std::invalid_argument("seek::depth_limited: the depth bound must not be negative, got " +
                                std::to_string(d));
  auto const max_depth = static_cast<std::size_t>(d);
  if constexpr (detail::is_depth_limited_v<F>)  // two bounds: the smaller
    return depth_limited_fn(next.base(), next.max_depth() < max_depth ? next.max_depth() : max_depth);
  else
    return depth_limited_fn<F>(std::move(next), max_depth);
}

// Your call lands here when `d` is not an integer count, or `next` cannot be
// copied: the static_assert that fails says which.
template <class F, class D>
  requires(!integer_count<D> || !std::copy_constructible<F>)
auto depth_limited(F, D) {
  if constexpr (!integer_count<D>)
    static_assert(detail::never<D>, "seek::depth_limited(next, d): the depth bound d is an integer, not bool or a "
                                    "character (seek::integer_count; '3' is 51)");
  else
    static_assert(detail::never<F>, "seek::depth_limited(next, d): next must be copy-constructible");
  return detail::refused_call{};
}

namespace detail {
// What a successor adaptor factory does with an inner depth bound: `wrap`
// the function inside it and put the bound back outside.
template <class F, class Wrap>
auto lift_depth_limit(F next, Wrap wrap) {
  if constexpr (is_depth_limited_v<F>)
    return depth_limited(wrap(next.base()), next.max_depth());
  else
    return wrap(std::move(next));
}
}  // namespace detail

}  // namespace seek
