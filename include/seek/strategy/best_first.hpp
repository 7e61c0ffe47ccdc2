// seek/strategy/best_first.hpp: greedy best-first search of a tree, lazily: always
// the waiting state of smallest priority next.
//
// Like dfs and bfs a tree search (no visited set: combine with
// seek::skip_seen for graphs whose states repeat), with `priority(state)`
// deciding the order instead of the stack or queue. States produced but not
// yet visited wait in a binary heap; ties on priority go to the state
// produced first (FIFO), so the order is deterministic. A state is expanded
// (all its successors produced and given a priority) only when the consumer
// pulls past it. Memory: every state produced and not yet visited; bound it
// with `limits::frontier`, or use seek::beam.
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iterator>
#include <optional>
#include <ranges>
#include <type_traits>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>

#include <seek/core/concepts.hpp>
#include <seek/detail/fresh_on_copy.hpp>
#include <seek/detail/hooks.hpp>
#include <seek/detail/iterator.hpp>
#include <seek/detail/monitor.hpp>
#include <seek/detail/roots.hpp>
#include <seek/detail/search_fn.hpp>
#include <seek/detail/semiregular_box.hpp>
#include <seek/detail/take_element.hpp>
#include <seek/core/statistics.hpp>

namespace seek {

/// `P` ranks states: `priority(state)` is totally ordered, smaller first.
template <class P, class S>
concept priority_function = std::copy_constructible<std::remove_cvref_t<P>> && std::invocable<P&, S const&> &&
                            std::totally_ordered<std::remove_cvref_t<std::invoke_result_t<P&, S const&>>> &&
                            std::movable<std::remove_cvref_t<std::invoke_result_t<P&, S const&>>>;

namespace detail {
template <class P, class S>
using priority_t = std::remove_cvref_t<std::invoke_result_t<P&, S const&>>;

// A state waiting in the heap of best_first or beam.
template <class S, class Pr, class Id>
struct ranked {
  Pr priority;
  std::uint64_t seq;  // order of production, for ties
  std::size_t depth;
  [[no_unique_address]] Id id;
  S state;
};
// The heap's "less": a comes out after b (larger priority, or produced later).
template <class S, class Pr, class Id>
bool ranked_after(ranked<S, Pr, Id> const& a, ranked<S, Pr, Id> const& b) {
  if (b.priority < a.priority) return true;
  if (a.priority < b.priority) return false;
  return a.seq > b.seq;
}

// Calls `make(next, monitor)`, a seek::depth_limited `next` taken apart
// into the function it wraps and a monitor that bounds the depth, as dfs
// and bfs do (detail/search_fn.hpp).
template <class S, class F, class Monitor, class Make>
auto split_depth_limit(F next, Monitor monitor, Make make) {
  if constexpr (depth_split<F, S>::bounded)
    return make(next.base(), depth_bounded<Monitor>{std::move(monitor), next.max_depth()});
  else
    return make(std::move(next), std::move(monitor));
}

// Offers each root of best_first or beam (at depth 0) that the successor
// function admits, in turn; false when `offer` refuses one.
template <class S, class Roots, class F, class Offer>
bool offer_roots(Roots& roots, F& next, Offer offer) {
  for (auto&& r : roots) {
    S s = root_state<S>(std::forward<decltype(r)>(r));
    if (!admit_root(next, std::as_const(s))) continue;
    if (!offer(std::move(s))) return false;
  }
  return true;
}

// Offers the successors of a state, in order; false when `offer` refuses
// one. A state without successors counts as a failure.
template <class S, class Children, class Monitor, class Id, class Offer>
bool offer_children(Children& children, Monitor& monitor, Id parent, Offer offer) {
  bool any = false;
  for (auto it = ranges::begin(children); it != ranges::end(children); ++it) {
    any = true;
    if (!offer(S(take_element<Children>(it)))) return false;
  }
  if (!any) monitor.fail(parent);
  return true;
}
}  // namespace detail

/// The lazy range returned by seek::best_first. Input range of states;
/// `begin()` (on a named view) starts or restarts the search; a copy of the
/// view starts afresh.
template <search_state S, class F, class P, class Roots, class Monitor>
class best_first_view : public detail::view_facade<best_first_view<S, F, P, Roots, Monitor>>,
                        public ranges::view_base,
                        public std::ranges::view_base {
  using children_t = successors_t<F, S>;
  using id_type = typename Monitor::id_type;
  using item = detail::ranked<S, detail::priority_t<P, S>, id_type>;

  // Iteration state, created by begin(); a copy of the view starts afresh.
  struct engine_state {
    std::vector<item> heap;
    std::optional<item> current;
    std::uint64_t seq = 0;
  };
  using engine = detail::fresh_on_copy<engine_state>;

 public:
  /// The state type S.
  using value_type = S;
  /// Input iterator over the states; `it.depth()` is the current depth.
  using iterator = detail::basic_iterator<detail::search_cursor<best_first_view>>;

  best_first_view() = default;
  /// Made by seek::best_first, the way to call it.
  best_first_view(Roots roots, F next, P priority, Monitor monitor)
      : roots_(std::in_place, std::move(roots)),
        next_(std::in_place, std::move(next)),
        priority_(std::in_place, std::move(priority)),
        monitor_(std::move(monitor)) {}

  // begin() and end() come from view_facade.

 private:
  friend detail::cursor_access;
  friend detail::search_cursor<best_first_view>;

  // begin() (on lvalues only) starts the search afresh: every root waits
  // (given its priority, not expanded) and the best becomes the current state.
  detail::search_cursor<best_first_view> begin_cursor() {
    engine& e = engine_;
    e.heap.clear();
    e.current.reset();
    e.seq = 0;
    monitor_.begin();
    monitor_.pass();
    detail::begin_search(next_.get());
    try {
      if (detail::offer_roots<S>(roots_.get(), next_.get(), [&](S&& s) { return push(std::move(s), 0, id_type{}); }))
        pop();
      else
        finish(stop_reason::none);
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
    return detail::search_cursor<best_first_view>{this};
  }

  S const& current() const { return engine_.current->state; }
  std::size_t current_depth() const { return engine_.current->depth; }
  bool ended() const { return !engine_.current; }

  // Generates a state and queues it; false when a limit refuses it (the
  // caller then finishes, once nothing refers to the current state any more).
  bool push(S&& s, std::size_t depth, id_type parent) {
    engine& e = engine_;
    if (!monitor_.frontier(e.heap.size() + 1)) return false;
    if (!monitor_.produce(depth)) return false;
    id_type const id = monitor_.generated(std::as_const(s), depth, parent);
    auto p = std::invoke(priority_.get(), std::as_const(s));
    e.heap.push_back(item{std::move(p), e.seq++, depth, id, std::move(s)});
    std::push_heap(e.heap.begin(), e.heap.end(), detail::ranked_after<S, detail::priority_t<P, S>, id_type>);
    return true;
  }

  // The waiting state of smallest priority becomes the current one.
  void pop() {
    engine& e = engine_;
    if (e.heap.empty()) return finish(stop_reason::exhausted);
    std::pop_heap(e.heap.begin(), e.heap.end(), detail::ranked_after<S, detail::priority_t<P, S>, id_type>);
    e.current.emplace(std::move(e.heap.back()));
    e.heap.pop_back();
    monitor_.yield(e.current->id);
  }

  void finish(stop_reason r) {
    engine_.current.reset();
    engine_.heap.clear();
    monitor_.finish(r);
  }

  // `++it`: expands the current state and moves to the waiting state of
  // smallest priority.
  void advance() {
    engine& e = engine_;
    if (!e.current) return;
    try {
      if constexpr (detail::bounds_depth_v<Monitor>) {  // not expanded at a depth bound
        if (!monitor_.expandable(e.current->depth)) {
          e.current.reset();
          return pop();
        }
      }
      monitor_.expand(e.current->id);
      bool accepted;
      {
        item const& parent = *e.current;  // kept alive while its successors are walked
        children_t children = std::invoke(next_.get(), parent.state);
        accepted = detail::offer_children<S>(children, monitor_, parent.id, [&](S&& s) {
          return push(std::move(s), parent.depth + 1, parent.id);
        });
      }
      if (!accepted) return finish(stop_reason::none);
      e.current.reset();
      pop();
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
  }

  detail::semiregular_box<Roots> roots_;
  detail::semiregular_box<F> next_;
  detail::semiregular_box<P> priority_;
  Monitor monitor_;
  engine engine_;
};

namespace detail {
// The multi-root overloads of best_first and beam: a range of states that
// is not itself a state `next` accepts.
// `next` may be seek::depth_limited.
template <class R, class F, class P>
concept ranked_root_range = root_range<R, typename depth_split<F, ranges::range_value_t<R>>::fn> &&
                            priority_function<P, ranges::range_value_t<R>>;
// A successor function for S, or seek::depth_limited of one.
template <class F, class S>
concept maybe_depth_limited = successor_function<typename depth_split<F, S>::fn, S>;

struct best_first_fn {
  // A call that fails to match here has a `next` that is not a
  // seek::successor_function for the root's type, or a `priority` that is
  // not a seek::priority_function: callable with `State const&` and
  // returning something ordered by `<` (a number, a std::pair, ...).
  template <class S, class F, class P, class... Extra>
    requires maybe_depth_limited<F, std::remove_cvref_t<S>> && priority_function<P, std::remove_cvref_t<S>> &&
             search_extras<Extra...>
  auto operator()(S&& root, F next, P priority, Extra&&... extra) const {
    using state = std::remove_cvref_t<S>;
    return make<state>(single_root<state>(std::forward<S>(root)), std::move(next), std::move(priority),
                       std::forward<Extra>(extra)...);
  }
  template <class R, class F, class P, class... Extra>
    requires ranked_root_range<R, F, P> && search_extras<Extra...>
  auto operator()(R&& roots, F next, P priority, Extra&&... extra) const {
    return make<ranges::range_value_t<R>>(store_roots(std::forward<R>(roots)), std::move(next), std::move(priority),
                                          std::forward<Extra>(extra)...);
  }

 private:
  template <class S, class Roots, class F, class P, class... Extra>
  static auto make(Roots roots, F next, P priority, Extra&&... extra) {
    return split_depth_limit<S>(std::move(next), make_monitor(std::forward<Extra>(extra)...), [&](auto g, auto m) {
      return best_first_view<S, decltype(g), P, Roots, decltype(m)>(std::move(roots), std::move(g),
                                                                    std::move(priority), std::move(m));
    });
  }
};
}  // namespace detail

/// `seek::best_first(root, next, priority)`: the states of the tree rooted at
/// `root`, each time the waiting one of smallest `priority(state)` (ties:
/// first produced first). `seek::best_first(roots, next, priority)` starts
/// with every root waiting. Also `(…, stats)` and `(…, stats, limits)` as for
/// seek::bfs (`nodes` counts states visited, `frontier` the most waiting).
/// `next` may be `seek::depth_limited(next, d)`: states at depth d are
/// visited, not expanded.
///
///   auto next = [](int x) { return std::vector{x + 1, x + 7}; };
///   auto far = [](int x) { return std::abs(50 - x); };
///   seek::best_first(0, next, far) | seek::first(9)  // 0 7 14 21 28 35 42 49 50
inline constexpr detail::best_first_fn best_first{};

}  // namespace seek
