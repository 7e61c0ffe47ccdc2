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
#include <seek/core/statistics.hpp>
#include <seek/core/detail/fresh_on_copy.hpp>
#include <seek/successor/detail/hooks.hpp>
#include <seek/core/detail/iterator.hpp>
#include <seek/strategy/detail/monitor.hpp>
#include <seek/strategy/detail/protocol.hpp>
#include <seek/strategy/detail/ranked.hpp>
#include <seek/strategy/detail/roots.hpp>
#include <seek/strategy/detail/search_view.hpp>
#include <seek/strategy/detail/semiregular_box.hpp>
#include <seek/core/detail/take_element.hpp>

namespace seek {

/// The lazy range returned by seek::best_first. Input range of states;
/// `begin()` (on a named view) starts or restarts the search; a copy of the
/// view starts afresh.
template <search_state S, class F, class P, class Roots, class Monitor>
class best_first_view : public detail::search_view<best_first_view<S, F, P, Roots, Monitor>, Roots, F, Monitor> {
  using base = detail::search_view<best_first_view, Roots, F, Monitor>;
  using base::roots_, base::next_, base::monitor_, base::begin_walk, base::cursor;

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

  best_first_view() = default;
  /// Made by seek::best_first, the way to call it.
  best_first_view(Roots roots, F next, P priority, Monitor monitor)
      : base(std::move(roots), std::move(next), std::move(monitor)),
        priority_(std::in_place, std::move(priority)) {}

  // begin() and end() come from view_facade.

 private:
  friend cursor_access;
  friend detail::search_cursor<best_first_view>;

  // begin() (on lvalues only) starts the search afresh: every root waits
  // (given its priority, not expanded) and the best becomes the current state.
  detail::search_cursor<best_first_view> begin_cursor() {
    engine& e = engine_;
    e.heap.clear();
    e.current.reset();
    e.seq = 0;
    begin_walk();
    try {
      auto root = [&](detail::state_box<S>&& s) { return push(std::move(s), 0, id_type{}); };
      if (detail::offer_roots<S>(roots_.get(), next_.get(), root))
        pop();
      else
        finish(stop_reason::none);
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
    return cursor();
  }

  S const& current() const { return engine_.current->state.get(); }
  std::size_t current_depth() const { return engine_.current->depth; }
  bool ended() const { return !engine_.current; }

  // Generates a state and queues it; false when a limit refuses it (the
  // caller then finishes, once nothing refers to the current state any more).
  bool push(detail::state_box<S>&& s, std::size_t depth, id_type parent) {
    engine& e = engine_;
    if (!monitor_.frontier(e.heap.size() + 1)) return false;
    if (!monitor_.produce(depth)) return false;
    id_type const id = monitor_.generated(std::as_const(s.get()), depth, parent);
    auto p = std::invoke(priority_.get(), std::as_const(s.get()));
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
    monitor_.yield(e.current->id, std::as_const(e.current->state.get()));
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
      monitor_.expand(e.current->id, std::as_const(e.current->state.get()));
      bool accepted;
      {
        item const& parent = *e.current;  // kept alive while its successors are walked
        children_t children = std::invoke(next_.get(), parent.state.get());
        auto child = [&](detail::state_box<S>&& s) {
          return push(std::move(s), parent.depth + 1, parent.id);
        };
        accepted = detail::offer_children<S>(children, monitor_, parent.id, parent.state.get(), child);
      }
      if (!accepted) return finish(stop_reason::none);
      e.current.reset();
      pop();
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
  }

  detail::semiregular_box<P> priority_;
  engine engine_;
};

namespace detail {
// seek::best_first: (roots, next, priority, options...).
struct best_first_spec : spec_defaults {
  // Over seek::skip_seen, a state first reached at the bound would be
  // skipped where it is reached again above it (best_first does not go
  // level by level): refused.
  template <bool Remembering>
  static constexpr bool takes_depth_limit = !Remembering;
  static constexpr std::size_t min_params = 1;
  static constexpr std::size_t max_params = 1;
  template <class S, class G, class... P>
  static constexpr bool params_ok = (priority_function<std::decay_t<P>, S> && ...);
  template <std::size_t I>
  static constexpr bool param_takes_state = true;

  template <class S, bool Paths, class Roots, class G, class M, class Policy, class P>
  static auto make(Roots roots, G next, M monitor, Policy, P&& priority) {
    return best_first_view<S, G, std::decay_t<P>, Roots, M>(std::move(roots), std::move(next),
                                                                  std::forward<P>(priority), std::move(monitor));
  }

  // Your call of seek::best_first lands here: the first static_assert that
  // fails says what is wrong with it.
  template <class A>
  static auto diagnose() {
    if constexpr (!A::next_ok && A::next_weighted)
      static_assert(never<A>,
                    "seek::best_first takes an unweighted successor function (returning states); one returning "
                    "(state, cost) pairs is for seek::dijkstra, seek::astar and seek::ida_star");
    else if constexpr (!A::next_ok)
      static_assert(never<A>,
                    "seek::best_first: `next` is not a successor function for the roots' type: it must take "
                    "State const& and return a range of states (seek::successor_function)");
    else if constexpr (!A::depth_ok)
      static_assert(never<A>,
                    "seek::best_first over seek::skip_seen does not take seek::depth_limited: a state first "
                    "reached at the bound would be skipped where it is reached again above it");
    else if constexpr (A::param_count == 0)
      static_assert(never<A>,
                    "seek::best_first needs a priority after the successor function: best_first(roots, next, "
                    "priority)");
    else if constexpr (!A::count_ok)
      static_assert(never<A>,
                    "seek::best_first: unknown option: best_first takes one parameter (the priority), then only "
                    "the options seek::statistics& and seek::limits");
    else if constexpr (!A::params_ok)
      static_assert(never<A>,
                    "seek::best_first: the priority must be callable with State const& and return something "
                    "ordered by < (seek::priority_function)");
    return refused_call{};
  }
};
}  // namespace detail

/// `seek::best_first(roots, next, priority, options...)`: the states of the
/// trees rooted at `roots`, each time the waiting one of smallest
/// `priority(state)` (ties: first generated first); every root waits at the
/// start. An input range of `S const&` whose iterators tell `it.depth()`.
/// Options: seek::statistics& (`frontier` is the most states waiting),
/// seek::limits. `next` may be `seek::depth_limited(next, d)`: states at
/// depth d are visited, not expanded.
///
///   auto next = [](int x) { return std::vector{x + 1, x + 7}; };
///   auto far = [](int x) { return std::abs(50 - x); };
///   seek::best_first(0, next, far) | seek::first(9)  // 0 7 14 21 28 35 42 49 50
inline constexpr detail::strategy_fn<detail::best_first_spec> best_first{};

}  // namespace seek
