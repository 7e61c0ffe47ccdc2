// seek/strategy/detail/deepening.hpp: the one engine of the searches that walk the
// tree again pass after pass: seek::iddfs (a bound on depth), seek::ida_star
// (a threshold on cost + heuristic) and seek::lds (a budget of
// discrepancies).
//
// Passes of depth-first search on the one depth-first core
// (strategy/detail/dfs_core.hpp), its frames owning their state: one per expanded
// node of the current path, holding its state, its successor range, the
// position in it and what the bound keeps of it (its mark). For each
// node reached the Bound says: cut it off (pruned), skip it (neither yielded
// nor expanded), walk through it (expand it unyielded: an earlier pass
// yielded it), yield it and expand it next, or yield it as a leaf of the
// pass; and at the end of a pass whether another one follows. The depth
// bound of seek::depth_limited (in the monitor) turns a walk at the bound
// into a skip and a yield into a leaf.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <ranges>
#include <utility>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>

#include <seek/core/concepts.hpp>
#include <seek/core/statistics.hpp>
#include <seek/core/detail/fresh_on_copy.hpp>
#include <seek/successor/detail/hooks.hpp>
#include <seek/core/detail/hot_path.hpp>
#include <seek/core/detail/iterator.hpp>
#include <seek/strategy/detail/monitor.hpp>
#include <seek/strategy/detail/dfs_core.hpp>
#include <seek/strategy/detail/search_view.hpp>
#include <seek/strategy/detail/semiregular_box.hpp>

namespace seek::detail::deepening {

// What a Bound decides about a node just reached (its state then in `slot`,
// except when stopped or cut off).
enum class verdict : std::uint8_t {
  stop,        // a limit refused it: the search ends
  cut,         // beyond the bound: neither yielded nor expanded (pruned;
               // the Bound reports it with `note.cut(state)` first)
  skip,        // at the depth bound, yielded by an earlier pass: left alone
  walk,        // within, yielded by an earlier pass: expanded, not yielded
  yield,       // new in this pass: yielded, then expanded on `++`
  yield_leaf,  // new, at the bound: yielded, not expanded
};

// Whether a Bound may refuse a node's remaining children before they are
// generated (lds: past the budget of discrepancies).
template <class Bound, class Mark>
concept limits_siblings = requires(Bound& b, Mark& m) {
  { b.more(m) } -> std::convertible_to<bool>;
};

// What a Bound shows the state of a node it reached: `note(s)` once it is
// generated, and `note.cut(s)` before it returns verdict::cut (the state
// may be gone once the verdict is returned).
template <class Generated, class Monitor, class Id>
struct noter {
  Generated generated;
  Monitor* monitor;
  Id const* id;
  template <class S>
  void operator()(S const& s) const {
    generated(s);
  }
  template <class S>
  void cut(S const& s) const {
    monitor->prune(*id, s);
  }
};
template <class Generated, class Monitor, class Id>
noter(Generated, Monitor*, Id const*) -> noter<Generated, Monitor, Id>;

// The lazy range of seek::iddfs, seek::ida_star and seek::lds. A Bound has a
// `mark` (what a frame keeps besides the state), `start(roots, monitor)`
// (the first pass: nothing, or why the search is over already),
// `root(...)` and `child(...)` (a verdict, the state put in the slot and
// shown to `note`), `end_pass(monitor)` (false: the search is exhausted) and
// optionally `more(mark)`.
template <search_state S, class F, class Roots, class Monitor, class Bound>
class view : public search_view<view<S, F, Roots, Monitor, Bound>, Roots, F, Monitor> {
  using base = search_view<view, Roots, F, Monitor>;
  using base::roots_, base::next_, base::monitor_, base::begin_walk, base::cursor;

  using mark = typename Bound::mark;
  using id_type = typename Monitor::id_type;

  // What a frame keeps besides its state and successor range: the bound's
  // mark and the node id.
  struct node_extra {
    [[no_unique_address]] mark m;
    [[no_unique_address]] id_type id;
  };
  // Frames own their state (the successor range may refer to it); the
  // iterator moves past a child as soon as the bound has taken it.
  using core_t = dfs_core<S, F, node_extra, false, true>;
  using frame = typename core_t::frame;

  // Iteration state, made by begin(); a copy of the view starts afresh.
  struct engine_state {
    core_t core;            // its slot holds the current node's state
    std::size_t depth = 0;  // frames on the stack, so the current node's depth
    mark current_mark{};    // what the bound keeps of the current node
    [[no_unique_address]] id_type current_id{};
    bool leaf = false;  // the current node is not expanded on `++`
    bool done = true;
    std::optional<ranges::iterator_t<Roots>> root_it;
  };
  using engine = fresh_on_copy<engine_state>;

 public:
  /// The state type S.
  using value_type = S;
  /// ida_star's iterators (search_view's `iterator`) have `cost()` and
  /// `threshold()` beside `depth()`.
  static constexpr bool yields_cost = Bound::weighted;
  static constexpr bool yields_threshold = Bound::weighted;

  view() = default;
  /// Made by seek::iddfs, seek::ida_star and seek::lds, the way to call them.
  view(Roots roots, F next, Bound bound, Monitor monitor)
      : base(std::move(roots), std::move(next), std::move(monitor)),
        bound_(std::move(bound)) {}

  // begin() and end() come from view_facade.

 private:
  friend cursor_access;
  friend search_cursor<view>;

  // begin() (on lvalues only) starts the search afresh; each call restarts it.
  search_cursor<view> begin_cursor() {
    engine& e = engine_;
    e.core.clear();
    e.depth = 0;
    e.done = false;
    e.leaf = false;
    begin_walk();
    try {
      if (std::optional<stop_reason> over = bound_.start(roots_.get(), monitor_)) {
        finish(*over);
        return cursor();
      }
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
    e.root_it.emplace(ranges::begin(roots_.get()));
    step(false);
    return cursor();
  }

  S const& current() const { return *engine_.core.slot(); }
  std::size_t current_depth() const { return engine_.depth; }
  auto const& current_cost() const
    requires Bound::weighted
  {
    return engine_.current_mark.g;
  }
  auto const& current_threshold() const
    requires Bound::weighted
  {
    return bound_.threshold;
  }
  bool ended() const { return engine_.done; }

  // `++it`: a node yielded as a leaf of the pass is not expanded.
  SEEK_DETAIL_ALWAYS_INLINE void advance() {
    if (!engine_.done) step(!engine_.leaf);
  }

  void finish(stop_reason r) {
    engine& e = engine_;
    e.core.clear();
    e.depth = 0;
    e.done = true;
    monitor_.finish(r);
  }

  // The frame of the current node, on top of the stack. A new block of
  // frames is made out of line: inline, clang keeps the arguments of that
  // rare call ready in registers and on the stack through the whole step,
  // which costs every call of step() (a node yielded) its saving.
  frame& push_current() {
    engine& e = engine_;
    if (!e.core.has_room()) [[unlikely]]
      return push_current_in_new_block();
    frame& f = e.core.build_above(next_.get(), std::move(e.current_mark), e.current_id);
    e.core.push_built();
    return f;
  }
  [[gnu::noinline]] frame& push_current_in_new_block() {
    engine& e = engine_;
    return e.core.build(next_.get(), std::move(e.current_mark), e.current_id);
  }

  // Whether the node at the top of the stack has no child left to generate.
  bool children_done(frame& top) {
    if (core_t::at_end(top)) return true;
    if constexpr (limits_siblings<Bound, mark>)
      return !bound_.more(top.extra.m);
    else
      return false;
  }

  // Walks the pass depth-first to the next node to yield: expands the
  // current node first when `expand`, then takes children, roots and passes
  // in turn. Forced inline (with advance()) into the consumer's loop: see
  // hot_path.hpp.
  SEEK_DETAIL_ALWAYS_INLINE void step(bool expand) {
    engine& e = engine_;
    try {
      for (;;) {
        if (expand) {
          monitor_.expand(e.current_id, std::as_const(*e.core.slot()));
          if (!monitor_.frontier(e.depth + 1)) return finish(stop_reason::none);
          frame& f = push_current();
          ++e.depth;
          if (core_t::at_end(f)) monitor_.fail(f.extra.id, std::as_const(f.parent));
        }
        verdict v{};
        if (e.core.empty()) {
          if (*e.root_it == ranges::end(roots_.get())) {  // the pass is over
            if (!bound_.end_pass(monitor_)) return finish(stop_reason::exhausted);
            monitor_.pass();
            e.root_it.emplace(ranges::begin(roots_.get()));
            expand = false;
            continue;
          }
          noter note{[&](S const& s) { e.current_id = monitor_.generated(s, 0, id_type{}); }, &monitor_,
                     &e.current_id};
          v = bound_.root(**e.root_it, monitor_, e.core.slot(), e.current_mark, note);
          ++*e.root_it;
        } else {
          frame& top = e.core.top();
          if (children_done(top)) {
            monitor_.climb(top.extra.id, std::as_const(top.parent));
            e.core.pop();
            --e.depth;
            expand = false;
            continue;
          }
          if (!monitor_.produce(e.depth)) return finish(stop_reason::none);
          noter note{[&, parent = top.extra.id](S const& s) { e.current_id = monitor_.generated(s, e.depth, parent); },
                     &monitor_, &e.current_id};
          e.core.take(top, [&](auto&& c) {
            v = bound_.child(std::forward<decltype(c)>(c), top.extra.m, e.depth, e.core.slot(), e.current_mark, note);
          });
        }
        if constexpr (bounds_depth_v<Monitor>) {  // seek::depth_limited: nothing below the bound
          if (!monitor_.expandable(e.depth)) {
            if (v == verdict::walk) v = verdict::skip;
            else if (v == verdict::yield) v = verdict::yield_leaf;
          }
        }
        switch (v) {
          case verdict::stop:
            return finish(stop_reason::none);
          case verdict::cut:  // (reported by the Bound: note.cut)
          case verdict::skip:
            expand = false;
            break;
          case verdict::walk:
            expand = true;
            break;
          case verdict::yield:
          case verdict::yield_leaf:
            e.leaf = v == verdict::yield_leaf;
            monitor_.yield(e.current_id, std::as_const(*e.core.slot()));
            return;
        }
      }
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
  }

  Bound bound_;  // its pass fields are set by start()
  engine engine_;
};

}  // namespace seek::detail::deepening
