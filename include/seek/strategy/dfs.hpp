// seek/strategy/dfs.hpp: every state of a search tree, lazily, in depth-first preorder.
//
//   dfs f x = x : (f x >>= dfs f)
//
// The view visits the root, then the whole subtree of each child in the order
// the successor function returns them. It is a state machine over an explicit
// stack of frames (parent, successor range, position), not recursion, so a
// path a million states deep costs a million frames on the heap and nothing on
// the call stack.
#pragma once

#include <concepts>
#include <cstddef>
#include <memory>
#include <iterator>
#include <optional>
#include <ranges>
#include <type_traits>
#include <utility>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>
#include <range/v3/range/primitives.hpp>

#include <seek/core/concepts.hpp>
#include <seek/strategy/detail/dfs_core.hpp>
#include <seek/core/detail/fresh_on_copy.hpp>
#include <seek/successor/detail/hooks.hpp>
#include <seek/core/detail/hot_path.hpp>
#include <seek/core/detail/iterator.hpp>
#include <seek/strategy/detail/monitor.hpp>
#include <seek/strategy/detail/roots.hpp>
#include <seek/strategy/detail/protocol.hpp>
#include <seek/strategy/detail/search_view.hpp>
#include <seek/core/statistics.hpp>

namespace seek {

/// The lazy range returned by `seek::dfs`. Input range; `begin()` (on a
/// named view) starts or restarts the search; a copy of the view starts
/// afresh.
template <search_state S, class F, class Roots, class Monitor>
class dfs_view : public detail::search_view<dfs_view<S, F, Roots, Monitor>, Roots, F, Monitor> {
  using base = detail::search_view<dfs_view, Roots, F, Monitor>;
  using base::roots_, base::next_, base::monitor_, base::begin_walk, base::cursor;

  // The walk itself is the one depth-first core (strategy/detail/dfs_core.hpp):
  // frames of successor ranges, children visited and expanded where they
  // lie in their parent's range when it holds states of type S (a
  // std::vector<S>, a std::array<S, N>, a seek::generator<S>), a leaf's
  // frame built above the top and dropped. Each frame keeps its parent's
  // node id (for a tracer; an empty type otherwise). This view adds the
  // roots, the monitor (statistics, limits, a depth bound, the events) and
  // the iterator.
  using id_type = typename Monitor::id_type;
  static constexpr bool traced = detail::traces_v<Monitor>;
  using core_t = detail::dfs_core<S, F, id_type>;
  using frame = typename core_t::frame;

  // Iteration state, created by begin(); a copy of the view starts afresh.
  struct engine_state {
    core_t core;
    std::optional<ranges::iterator_t<Roots>> root_it;
    [[no_unique_address]] id_type current_id{};
  };
  using engine = detail::fresh_on_copy<engine_state>;

 public:
  /// The state type S.
  using value_type = S;

  dfs_view() = default;
  /// The search from each root of `roots` in turn; `monitor` keeps the
  /// statistics and limits, if any. Made by seek::dfs, the way to call it.
  dfs_view(Roots roots, F next, Monitor monitor)
      : base(std::move(roots), std::move(next), std::move(monitor)) {}

  // begin() and end() come from view_facade.

 private:
  // begin() (on lvalues only) starts the search afresh from the first root;
  // each call restarts it.
  friend cursor_access;
  friend detail::search_cursor<dfs_view>;
  detail::search_cursor<dfs_view> begin_cursor() {
    engine& e = engine_;
    e.core.clear();
    begin_walk();
    e.root_it.emplace(ranges::begin(roots_.get()));
    enter_root();
    return cursor();
  }

  // What the iterator reads (const: the engine expands the state when the
  // consumer moves on) and asks.
  S const& current() const { return *engine_.core.current(); }
  std::size_t current_depth() const { return engine_.core.depth(); }
  bool ended() const { return engine_.core.current() == nullptr; }

  // The next root the successor function admits (seek::skip_seen skips one
  // seen already), or the end.
  void enter_root() {
    engine& e = engine_;
    for (;; ++*e.root_it) {
      if (*e.root_it == ranges::end(roots_.get())) return finish(stop_reason::exhausted);
      if constexpr (detail::has_root_hook<F, S>) {
        S const& root = e.core.place(detail::root_arg<S>(**e.root_it));
        if (!detail::admit_root(next_.get(), root)) continue;
        if (!monitor_.produce(0)) return finish(stop_reason::none);
      } else {
        if (!monitor_.produce(0)) return finish(stop_reason::none);
        e.core.place(detail::root_arg<S>(**e.root_it));
      }
      e.current_id = monitor_.generated(*e.core.current(), 0, id_type{});
      monitor_.yield(e.current_id, *e.core.current());
      return;
    }
  }

  void finish(stop_reason r) {
    engine_.core.clear();
    monitor_.finish(r);
  }

  // `++it`. Past the end it does nothing.
  SEEK_DETAIL_HOT_INLINE void advance() {
    if (engine_.core.current() != nullptr) [[likely]]
      step();
  }

  // Expand the current state, then move to the next state in preorder.
  //
  // Most steps go down to a first child, or, at a leaf, across to the next
  // sibling; both are handled here, inline in the consumer's loop. The
  // climb out of a finished frame is inline too on g++ (hot_path.hpp); the
  // next root and a full block of frames take out-of-line paths, so the
  // common case carries no register saves of a call.
  //
  // An exception from `next` (or from a state's constructor) ends the
  // search: the view is left as if exhausted, and begin() starts again.
  // Every move of a step, the out-of-line ones too, happens inside this
  // one try block.
  SEEK_DETAIL_HOT_INLINE void step() {
    engine& e = engine_;
    core_t& c = e.core;
    try {
      // A state at a depth bound (seek::depth_limited) is not expanded.
      if constexpr (detail::bounds_depth_v<Monitor>)
        if (!monitor_.expandable(c.depth())) return climb();
      // No room: the block is full, or the stack is empty (the current
      // state is a root). Otherwise there is a parent frame below.
      if (!c.has_room()) [[unlikely]]
        return step_without_room();
      if (!expansion_allowed()) return;
      frame& f = c.build_above(next_.get(), e.current_id);
      if (!core_t::at_end(f)) {
        c.push_built();
        return enter_child(f);
      }
      monitor_.fail(e.current_id, expanded(f));
      c.discard_built();
      frame& parent = c.top();
      if (c.next_child(parent)) return enter_child(parent);
      report_climb(parent, c.depth() - 1);
      c.pop();
      climb();
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
  }

  // Counts the expansion; false (the search ended) past the frontier limit.
  bool expansion_allowed() {
    monitor_.expand(engine_.current_id, *engine_.core.current());
    if (monitor_.frontier(engine_.core.depth() + 1)) return true;
    finish(stop_reason::none);
    return false;
  }

  // step() when the new frame needs a new block, or is the first one.
  [[gnu::noinline]] void step_without_room() {
    engine& e = engine_;
    core_t& c = e.core;
    if (!expansion_allowed()) return;
    frame& f = c.build(next_.get(), e.current_id);
    if (!core_t::at_end(f)) return enter_child(f);
    monitor_.fail(e.current_id, expanded(f));
    c.pop();
    climb();
  }

  // Backtrack: the next sibling of the nearest ancestor that has one, or
  // the next root.
  SEEK_DETAIL_WARM void climb() {
    core_t& c = engine_.core;
    while (!c.empty()) {
      frame& top = c.top();
      if (c.next_child(top)) return enter_child(top);
      report_climb(top, c.depth() - 1);
      c.pop();
    }
    next_root();
  }
  [[gnu::noinline]] void next_root() {
    ++*engine_.root_it;
    enter_root();
  }

  // The state just expanded into the frame `f` (for the monitor).
  S const& expanded(frame const& f) const {
    if constexpr (core_t::in_place)
      return *engine_.core.current();
    else
      return f.parent;
  }
  // Only a tracer hears of a climb, so only a traced walk finds where the
  // climbed state lies: in place, in the frame below, at the child its
  // iterator stays on (or in the root slot); otherwise in the frame itself.
  void report_climb([[maybe_unused]] frame& f, [[maybe_unused]] std::size_t k) {
    if constexpr (traced) {
      core_t& c = engine_.core;
      if constexpr (!core_t::in_place) {
        monitor_.climb(f.extra, std::as_const(f.parent));
      } else if (k == 0) {
        monitor_.climb(f.extra, std::as_const(*c.slot()));
      } else {
        S const& parent = *c[k - 1].it;  // (a generator's iterator may hand out S&&)
        monitor_.climb(f.extra, parent);
      }
    }
  }

  void enter_child(frame& f) {
    engine& e = engine_;
    core_t& c = e.core;
    std::size_t const depth = c.depth();
    if (!monitor_.produce(depth)) return finish(stop_reason::none);
    S const& child = c.enter(f);
    e.current_id = monitor_.generated(child, depth, f.extra);
    monitor_.yield(e.current_id, child);
  }

  engine engine_;
};

namespace detail {
// seek::dfs: (roots, next, options...).
struct dfs_spec : spec_defaults {
  // Over seek::skip_seen, a state first reached at the bound would be
  // skipped where it is reached again above it: refused.
  template <bool Remembering>
  static constexpr bool takes_depth_limit = !Remembering;

  template <class S, bool Paths, class Roots, class G, class M, class Policy>
  static auto make(Roots roots, G next, M monitor, Policy) {
    return dfs_view<S, G, Roots, M>(std::move(roots), std::move(next), std::move(monitor));
  }

  // Your call of seek::dfs lands here: the first static_assert that fails
  // says what is wrong with it.
  template <class A>
  static auto diagnose() {
    if constexpr (!A::next_ok && A::next_weighted)
      static_assert(never<A>,
                    "seek::dfs takes an unweighted successor function (returning states); one returning "
                    "(state, cost) pairs is for seek::dijkstra, seek::astar and seek::ida_star");
    else if constexpr (!A::next_ok)
      static_assert(never<A>,
                    "seek::dfs: `next` is not a successor function for the roots' type: it must take State "
                    "const& and return a range of states (seek::successor_function)");
    else if constexpr (!A::depth_ok)
      static_assert(never<A>,
                    "seek::dfs over seek::skip_seen does not take seek::depth_limited: a state first reached at "
                    "the bound would be skipped where it is reached again above it; use seek::bfs");
    else if constexpr (!A::count_ok)
      static_assert(never<A>,
                    "seek::dfs: unknown option: dfs takes no parameter of its own, only the options "
                    "seek::statistics&, seek::limits and seek::traced_by(...)");
    return refused_call{};
  }
};
}  // namespace detail

/// `seek::dfs(roots, next, options...)`: the states of the trees rooted at
/// `roots` (one state, or a range of states searched in turn) in
/// depth-first preorder, children in the order `next` returns them; an
/// input range of `S const&` whose iterators tell `it.depth()`.
///
/// Options, in any order: a seek::statistics& to count into, seek::limits to
/// stop at (`frontier` bounds the stack of frames).
inline constexpr detail::strategy_fn<detail::dfs_spec> dfs{};

}  // namespace seek
