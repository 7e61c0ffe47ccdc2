// seek/strategy/bfs.hpp: every state of a search tree, lazily, in breadth-first level
// order.
//
// Every state of depth d comes before any state of depth d + 1, and the
// children of a state come in the order the successor function returns them.
// States produced but not yet expanded wait in a FIFO queue; one frame holds
// the successor range of the state being expanded (which stays at the front
// of the queue meanwhile, so it is never copied) and the position in it, so
// a state is expanded only when the consumer pulls past the last child of
// the state before it.
#pragma once

#include <cstddef>
#include <deque>
#include <iterator>
#include <optional>
#include <ranges>
#include <type_traits>
#include <utility>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>
#include <range/v3/range/primitives.hpp>

#include <seek/core/concepts.hpp>
#include <seek/core/detail/fresh_on_copy.hpp>
#include <seek/successor/detail/hooks.hpp>
#include <seek/core/detail/hot_path.hpp>
#include <seek/core/detail/iterator.hpp>
#include <seek/strategy/detail/monitor.hpp>
#include <seek/strategy/detail/roots.hpp>
#include <seek/strategy/detail/protocol.hpp>
#include <seek/strategy/detail/search_view.hpp>
#include <seek/core/detail/state_box.hpp>
#include <seek/core/statistics.hpp>

namespace seek {

/// The lazy range returned by `seek::bfs`. Input range; `begin()` (on a
/// named view) starts or restarts the search; a copy of the view starts
/// afresh.
template <search_state S, class F, class Roots, class Monitor>
class bfs_view : public detail::search_view<bfs_view<S, F, Roots, Monitor>, Roots, F, Monitor> {
  using base = detail::search_view<bfs_view, Roots, F, Monitor>;
  using base::roots_, base::next_, base::monitor_, base::begin_walk, base::cursor;

  using children_t = successors_t<F, S>;
  using child_iterator = ranges::iterator_t<children_t>;

  using id_type = typename Monitor::id_type;
  struct entry {
    S state;
    std::size_t depth;
    [[no_unique_address]] id_type id{};

    template <class From>
    entry(From&& from, std::size_t d) : state(std::forward<From>(from)), depth(d) {}
  };

  // The successor range of the state at the front of the queue, which
  // outlives it (a std::deque keeps its elements in place as it grows at
  // the back).
  struct frame {
    std::size_t depth;
    [[no_unique_address]] id_type id;  // the parent's
    children_t children;
    child_iterator it;

    frame(entry const& parent, F& next)
        : depth(parent.depth), id(parent.id), children(std::invoke(next, parent.state)),
          it(ranges::begin(children)) {}
    frame(frame const&) = delete;
    frame& operator=(frame const&) = delete;
    bool at_end() { return it == ranges::end(children); }
  };

  // Iteration state, created by begin(); a copy of the view starts afresh.
  struct engine_state {
    // Produced, not yet expanded (and the one being expanded, at the front);
    // the current state is at the back.
    std::deque<entry> queue;
    std::optional<frame> expanding;
    std::optional<ranges::iterator_t<Roots>> root_it;
    bool in_roots = true;
    bool done = true;
  };
  using engine = detail::fresh_on_copy<engine_state>;

 public:
  /// The state type S.
  using value_type = S;

  bfs_view() = default;
  /// The search from each root of `roots` in turn; `monitor` keeps the
  /// statistics and limits, if any. Made by seek::bfs, the way to call it.
  bfs_view(Roots roots, F next, Monitor monitor)
      : base(std::move(roots), std::move(next), std::move(monitor)) {}

  // begin() and end() come from view_facade.

 private:
  // begin() (on lvalues only) starts the search afresh from the first root;
  // each call restarts it.
  friend cursor_access;
  friend detail::search_cursor<bfs_view>;
  detail::search_cursor<bfs_view> begin_cursor() {
    engine& e = engine_;
    e.expanding.reset();  // before the queue: it refers to the front
    e.queue.clear();
    e.in_roots = true;
    e.done = false;
    begin_walk();
    e.root_it.emplace(ranges::begin(roots_.get()));
    enter_root();
    return cursor();
  }

  // What the iterator reads (const: the engine expands the state when the
  // consumer moves on) and asks.
  S const& current() const { return engine_.queue.back().state; }
  std::size_t current_depth() const { return engine_.queue.back().depth; }
  bool ended() const { return engine_.done; }

  // The next root the successor function admits (seek::skip_seen skips one
  // seen already, as another root or a root's descendant), or the first
  // expansion.
  void enter_root() {
    engine& e = engine_;
    for (;; ++*e.root_it) {
      if (*e.root_it == ranges::end(roots_.get())) {
        e.in_roots = false;
        return expand_next();
      }
      if constexpr (detail::has_root_hook<F, S>) {
        detail::state_box<S> root(detail::root_arg<S>(**e.root_it));  // (a big one on the heap)
        if (!detail::admit_root(next_.get(), std::as_const(root.get()))) continue;
        return push(std::move(root.get()), 0, id_type{});
      } else {
        return push(detail::root_arg<S>(**e.root_it), 0, id_type{});
      }
    }
  }

  // Queues a state, built in its place in the queue from `from` (a child
  // as the successor range hands it out, or a root): no copy on the way.
  template <class From>
  SEEK_DETAIL_HOT_INLINE void push(From&& from, std::size_t depth, id_type parent) {
    // The frontier is the states waiting, so not the one being expanded.
    std::size_t const waiting = engine_.queue.size() - (engine_.expanding ? 1 : 0);
    if (!monitor_.frontier(waiting + 1)) return finish(stop_reason::none);
    if (!monitor_.produce(depth)) return finish(stop_reason::none);
    entry& added = engine_.queue.emplace_back(std::forward<From>(from), depth);
    added.id = monitor_.generated(std::as_const(added.state), depth, parent);
    monitor_.yield(added.id, std::as_const(added.state));
  }

  void finish(stop_reason r) {
    engine_.done = true;
    engine_.expanding.reset();  // before the queue: it refers to the front
    engine_.queue.clear();
    monitor_.finish(r);
  }

  // `++it`. Past the end it does nothing.
  SEEK_DETAIL_HOT_INLINE void advance() {
    if (!engine_.done) [[likely]]
      step();
  }

  // Move to the next state in level order. Most steps take the next child
  // of the state being expanded, inline in the consumer's loop; the next
  // state to expand and the next root take the out-of-line path.
  //
  // An exception from `next` (or from a state's constructor) ends the
  // search: the view is left as if exhausted, and begin() starts again.
  SEEK_DETAIL_HOT_INLINE void step() {
    engine& e = engine_;
    try {
      if (e.expanding) [[likely]] {  // never while the roots are queued
        frame& f = *e.expanding;
        ++f.it;
        if (!f.at_end()) return push(detail::take_element<children_t>(f.it), f.depth + 1, f.id);
      }
      step_to_next_state();
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
  }

  // The next root, or the next state to expand.
  [[gnu::noinline]] void step_to_next_state() {
    engine& e = engine_;
    if (e.in_roots) {
      ++*e.root_it;
      return enter_root();
    }
    if (e.expanding) {
      e.expanding.reset();
      e.queue.pop_front();
    }
    expand_next();
  }

  // Expand queued states, oldest first, until one has a successor.
  void expand_next() {
    engine& e = engine_;
    while (!e.queue.empty()) {
      if constexpr (detail::bounds_depth_v<Monitor>) {  // not expanded at a depth bound
        if (!monitor_.expandable(e.queue.front().depth)) {
          e.queue.pop_front();
          continue;
        }
      }
      monitor_.expand(e.queue.front().id, std::as_const(e.queue.front().state));
      frame& f = e.expanding.emplace(std::as_const(e.queue.front()), next_.get());
      if (!f.at_end()) return push(detail::take_element<children_t>(f.it), f.depth + 1, f.id);
      monitor_.fail(f.id, std::as_const(e.queue.front().state));
      e.expanding.reset();
      e.queue.pop_front();
    }
    finish(stop_reason::exhausted);
  }

  engine engine_;
};

namespace detail {
// seek::bfs: (roots, next, options...).
struct bfs_spec : spec_defaults {
  template <class S, bool Paths, class Roots, class G, class M, class Policy>
  static auto make(Roots roots, G next, M monitor, Policy) {
    return bfs_view<S, G, Roots, M>(std::move(roots), std::move(next), std::move(monitor));
  }

  // Your call of seek::bfs lands here: the first static_assert that fails
  // says what is wrong with it.
  template <class A>
  static auto diagnose() {
    if constexpr (!A::next_ok && A::next_weighted)
      static_assert(never<A>,
                    "seek::bfs takes an unweighted successor function (returning states); one returning "
                    "(state, cost) pairs is for seek::dijkstra, seek::astar and seek::ida_star");
    else if constexpr (!A::next_ok)
      static_assert(never<A>,
                    "seek::bfs: `next` is not a successor function for the roots' type: it must take State "
                    "const& and return a range of states (seek::successor_function)");
    else if constexpr (!A::count_ok)
      static_assert(never<A>,
                    "seek::bfs: unknown option: bfs takes no parameter of its own, only the options "
                    "seek::statistics&, seek::limits and seek::traced_by(...)");
    return refused_call{};
  }
};
}  // namespace detail

/// `seek::bfs(roots, next, options...)`: the states of the trees rooted at
/// `roots` (one state, or a range of states, all at depth 0) in
/// breadth-first level order, children in the order `next` returns them; an
/// input range of `S const&` whose iterators tell `it.depth()`.
///
/// Options, in any order: a seek::statistics& to count into (`frontier` is
/// the longest queue), seek::limits to stop at (`frontier` bounds the queue).
inline constexpr detail::strategy_fn<detail::bfs_spec> bfs{};

}  // namespace seek
