// seek/strategy/coro_dfs.hpp: depth-first search written as a recursive coroutine.
//
//   dfs f x  = x : below (f x)
//   below cs = concat [c : below (f c) | c <- cs]     -- below [] is never started
//
// The teaching form of seek::dfs (`dfs f x = x : (f x >>= dfs f)`, with a
// coroutine per successor range rather than per state, so a leaf starts
// none). Same states, same order, same laziness as seek::dfs; states in a
// std::vector or std::array of successors are yielded where they lie, and a
// state's parent lives while its successors are walked. seek::generator
// resumes only the innermost coroutine, so each state costs O(1) at any
// depth, and nothing recurses on the call stack. Use seek::dfs for real
// searches: it is several times faster (docs/benchmarks.md).
#pragma once

#include <cstddef>
#include <functional>
#include <iterator>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>

#include <range/v3/iterator/operations.hpp>
#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>
#include <range/v3/range/traits.hpp>

#include <seek/core/concepts.hpp>
#include <seek/successor/detail/hooks.hpp>
#include <seek/core/detail/never.hpp>
#include <seek/core/detail/state_box.hpp>
#include <seek/core/detail/take_element.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/range/generator.hpp>

namespace seek {

namespace detail {

// The successors of a state, built in place (a range need not be movable).
template <class S, class F>
struct successors_of {
  successors_t<F, S> range;
  successors_of(F& next, S const& parent) : range(std::invoke(next, parent)) {}
};

// The state at `it`: where it lies, or made once into `made`.
template <class S, class R>
S const& state_at(ranges::iterator_t<R> const& it, std::optional<S>& made) {
  if constexpr (states_in_place_v<R, S>)
    return static_cast<S const&>(*it);
  else
    return made.emplace(*it);
}

// Whether `it` is on the last element of `r`; never known for an input
// range, which cannot look ahead.
template <class R>
bool is_last(ranges::iterator_t<R> const& it, R& r) {
  if constexpr (ranges::forward_range<R>)
    return ranges::next(it) == ranges::end(r);
  else
    return false;
}

// A tail call walks the successors of a range's last state in the same
// coroutine. The state must then outlive its successor range with nothing
// holding it but this frame: it is made here (ranges computing states), or
// lies in a container that a successor range of this frame owns.
template <class S, class F>
inline constexpr bool tail_calls_v =
    ranges::forward_range<successors_t<F, S>> &&
    (!states_in_place_v<successors_t<F, S>, S> || moves_elements_v<successors_t<F, S>>);

// below: each state of `*kids` from `it` on (there is one), then its
// subtree. `kids` lives in the caller's frame, and each state lives in
// `kids` or in `made`, until its subtree is done. A last state's successors
// are walked here (a tail call), so a chain runs in one coroutine; the
// three levels kept in `ring` are what the states walked may refer to:
// their range, their parent and the range holding it.
template <class S, class F>
generator<S const&> coro_dfs_below(F& next, successors_t<F, S>* kids, ranges::iterator_t<successors_t<F, S>> it) {
  using range = successors_t<F, S>;
  struct level {
    std::optional<S> made;                      // a state of this level, if made
    std::optional<successors_of<S, F>> tail;  // the successors of its last state
  } ring[tail_calls_v<S, F> ? 3 : 1];
  for (std::size_t depth = 0;; ++depth) {
    level& here = ring[depth % std::size(ring)];
    here.tail.reset();  // three levels up: no longer referred to
    for (;; ++it) {
      if (it == ranges::end(*kids)) co_return;
      S const& c = state_at<S, range>(it, here.made);
      co_yield c;  // c : ...
      if constexpr (tail_calls_v<S, F>) {
        if (is_last(it, *kids)) {  // below (f c), as a tail call: one level down
          kids = &here.tail.emplace(next, c).range;
          it = ranges::begin(*kids);
          break;
        }
      }
      successors_of<S, F> grandkids(next, c);
      auto first = ranges::begin(grandkids.range);
      if (first != ranges::end(grandkids.range))  // below (f c)
        co_yield elements_of(coro_dfs_below<S, F>(next, &grandkids.range, std::move(first)));
    }
  }
}

// For the diagnostics: a range of states `F` accepts (several roots).
template <class R, class F>
concept range_of_roots = ranges::input_range<R> && successor_function<F, ranges::range_value_t<R>>;

struct coro_dfs_fn {
  // The whole search, the root then below it, as a coroutine (the root is
  // moved once, into its frame).
  template <class S, class F>
    requires successor_function<F, S> && (!boxed_state_v<S>)
  generator<S const&> operator()(S root, F next) const {
    begin_search(next);
    if (!admit_root(next, std::as_const(root))) co_return;  // seek::skip_seen's hook
    co_yield std::as_const(root);                           // x : ...
    successors_of<S, F> kids(next, root);
    auto it = ranges::begin(kids.range);
    if (it != ranges::end(kids.range))  // below (f x)
      co_yield elements_of(coro_dfs_below<S, F>(next, &kids.range, std::move(it)));
  }
  // Your call lands here for a state over 16 KB (boxed_state_v): the
  // teaching form keeps each state in a coroutine frame and is not made for
  // them; seek::dfs keeps big states on the heap.
  template <class R, class F, class S = std::decay_t<R>>
    requires successor_function<F, S> && boxed_state_v<S> && std::constructible_from<S, R&&>
  void operator()(R&&, F) const {
    static_assert(never<S>,
                  "seek::coro_dfs, the teaching form of seek::dfs, takes states of at most 16 KB: use seek::dfs for "
                  "bigger ones");
  }

 public:
  // Your call lands here: coro_dfs is the teaching form of seek::dfs and
  // takes one root and a successor function, nothing else. The
  // static_assert below (the first error) says what it was given instead.
  template <class... Args>
  auto operator()(Args&&...) const {
    return diagnose<Args...>();
  }

 private:
  template <class R = void, class F = void, class... Rest>
  static auto diagnose() {
    if constexpr (sizeof...(Rest) != 0)
      static_assert(never<R>,
                    "seek::coro_dfs, the teaching form of seek::dfs, takes one root and a successor function, no "
                    "options: use seek::dfs for statistics, limits and the rest");
    else if constexpr (std::is_void_v<F>)
      static_assert(never<R>, "seek::coro_dfs takes a root and a successor function: coro_dfs(root, next)");
    else if constexpr (is_depth_limited_v<std::remove_cvref_t<F>>)
      static_assert(never<R>,
                    "seek::coro_dfs, the teaching form of seek::dfs, does not take seek::depth_limited: use "
                    "seek::dfs");
    else if constexpr (range_of_roots<std::remove_cvref_t<R>, std::remove_cvref_t<F>>)
      static_assert(never<R>,
                    "seek::coro_dfs, the teaching form of seek::dfs, takes one root: use seek::dfs for several");
    else
      static_assert(never<R>,
                    "seek::coro_dfs: `next` is not a successor function for the root's type: it must take "
                    "State const& and return a range of states (seek::successor_function)");
    return refused_call{};
  }
};

}  // namespace detail

/// `seek::coro_dfs(root, next)`: the states of the tree rooted at `root` in
/// depth-first preorder, as a `seek::generator<State const&>` (a move-only
/// input range: pipe it into range-v3 adaptors as an lvalue). A state stays
/// valid until the consumer moves on. The teaching form of seek::dfs: one
/// root, a successor function (seek::prune, leaf_if, shuffled and skip_seen
/// work), no options, no depth_limited, no with_paths; anything else is
/// refused with a message.
inline constexpr detail::coro_dfs_fn coro_dfs{};

}  // namespace seek
