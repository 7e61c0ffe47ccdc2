// seek/strategy/cost_search.hpp: seek::cost_search_view, the lazy range that
// seek::dijkstra and seek::astar return, and the engine they share.
//
// Every state reached gets a record (state, cost from a root, depth, parent)
// in a table that never moves its records, numbered in the order the states
// were first reached; an index finds a state's record: a hash map by
// seen_by's key (the default), or with seek::dense_index an array of n slots.
// Open records wait in a binary heap ordered by f = cost + h, ties toward the
// larger cost (deeper), then first reached; improved records are pushed again
// and their older heap entries (dearer than the record) skipped when popped
// (lazy deletion). A record is settled when it is popped, and that is when
// the consumer sees it.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iterator>
#include <limits>
#include <memory>
#include <optional>
#include <ranges>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>

#include <seek/core/detail/fresh_on_copy.hpp>
#include <seek/successor/detail/hooks.hpp>
#include <seek/core/detail/iterator.hpp>
#include <seek/strategy/detail/monitor.hpp>
#include <seek/strategy/detail/protocol.hpp>
#include <seek/strategy/detail/roots.hpp>
#include <seek/strategy/detail/search_view.hpp>
#include <seek/strategy/detail/semiregular_box.hpp>
#include <seek/core/detail/state_box.hpp>
#include <seek/core/detail/take_element.hpp>
#include <seek/core/node.hpp>
#include <seek/core/detail/stable_table.hpp>
#include <seek/successor/dense_index.hpp>
#include <seek/successor/seen_by.hpp>
#include <seek/core/statistics.hpp>
#include <seek/core/weighted.hpp>

namespace seek {

namespace detail {
// The heuristic of seek::dijkstra: none (every estimate is C{}).
struct zero_heuristic {};

// The index from states to the numbers of their records: by default a hash
// map of seen_by's keys.
template <class S, class Policy>
class record_index {
  using key_type = seen_key_t<decltype(Policy::key), S>;
  std::unordered_map<key_type, std::size_t, decltype(Policy::hash), decltype(Policy::equal)> map_;

 public:
  void start(Policy const& p) { map_ = decltype(map_)(0, p.hash, p.equal); }
  // The record of `s`, or `fresh` (then recorded as its record) when it has none.
  std::size_t find_or_add(Policy const& p, S const& s, std::size_t fresh) {
    return map_.try_emplace(std::invoke(p.key, s), fresh).first->second;
  }
  void stop() { map_.clear(); }
};

// With seek::dense_index: slots indexed by the state's index.
template <class S, class I>
class record_index<S, dense_policy<I>> {
  dense_slots slots_;

 public:
  void start(dense_policy<I> const& p) { slots_.start(p.n); }
  std::size_t find_or_add(dense_policy<I> const& p, S const& s, std::size_t fresh) {
    return slots_.find_or_add(std::invoke(p.index, s), fresh);
  }
  void stop() {}
};
}  // namespace detail

/// The lazy range returned by seek::dijkstra and seek::astar. Input range of
/// `S const&` (with `Paths`, of seek::weighted_node, for seek::with_paths);
/// `it.depth()` and `it.cost()` tell the current state's; `begin()` (on a
/// named view) starts or restarts the search; a copy of the view starts
/// afresh.
template <class S, class F, class H, class Roots, class Policy, class Monitor, bool Paths = false>
class cost_search_view
    : public detail::search_view<cost_search_view<S, F, H, Roots, Policy, Monitor, Paths>, Roots, F, Monitor> {
  using base = detail::search_view<cost_search_view, Roots, F, Monitor>;
  using base::roots_, base::next_, base::monitor_, base::begin_walk, base::cursor;

 public:
  /// The cost type.
  using cost_type = cost_t<F, S>;
  /// The node type of seek::with_paths.
  using node = weighted_node<S, cost_type, typename Monitor::id_type>;
  /// Its iterators have `cost()`.
  static constexpr bool yields_cost = true;

 private:
  using C = cost_type;
  using id_type = typename Monitor::id_type;
  using record = detail::cost_record<S, C, id_type>;
  using children_t = successors_t<F, S>;

  struct entry {
    C f;
    C g;
    std::size_t id;  // the record: ids are in the order states were first reached
  };
  // The heap's "less": a comes out after b.
  static bool after(entry const& a, entry const& b) {
    if (b.f < a.f) return true;
    if (a.f < b.f) return false;
    if (a.g < b.g) return true;  // deeper (larger cost so far) first
    if (b.g < a.g) return false;
    return a.id > b.id;  // then first reached first
  }

  // Iteration state, created by begin(); a copy of the view starts afresh.
  struct engine_state {
    std::shared_ptr<detail::stable_table<record>> table;  // shared with the nodes handed out
    detail::record_index<S, Policy> index;
    std::vector<entry> heap;
    std::size_t open = 0;
    std::size_t current = 0;
    bool done = true;
  };
  using engine = detail::fresh_on_copy<engine_state>;

 public:
  /// The element type: the state, or with paths the node.
  using value_type = std::conditional_t<Paths, node, S>;
  // Its `iterator` (search_view's) walks the settled states, in order of
  // cost (+ estimate); `it.depth()` and `it.cost()` are the current state's.

  cost_search_view() = default;
  /// Made by seek::dijkstra and seek::astar, the way to call it.
  cost_search_view(Roots roots, F next, H h, Policy by, Monitor monitor)
      : base(std::move(roots), std::move(next), std::move(monitor)),
        h_(std::in_place, std::move(h)),
        by_(std::in_place, std::move(by)) {}

  // begin() and end() come from view_facade.

 private:
  friend cursor_access;
  friend detail::search_cursor<cost_search_view>;

  // begin() (on lvalues only) starts the search afresh, with a new table:
  // every root is queued at cost zero (nothing is expanded yet) and the
  // cheapest becomes the current state.
  detail::search_cursor<cost_search_view> begin_cursor() {
    engine& e = engine_;
    e.heap.clear();
    e.table = std::make_shared<detail::stable_table<record>>();
    e.open = 0;
    e.done = false;
    begin_walk();
    try {
      e.index.start(by_.get());
      for (auto&& r : roots_.get()) {
        reach(detail::root_arg<S>(std::forward<decltype(r)>(r)), C{}, 0, record::npos, id_type{});
        if (e.done) return cursor();
      }
      settle_next();
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
    return cursor();
  }

  decltype(auto) current() const {
    if constexpr (Paths)
      return node(engine_.table, engine_.current);
    else
      return static_cast<S const&>((*engine_.table)[engine_.current].state);
  }
  std::size_t current_depth() const { return (*engine_.table)[engine_.current].depth; }
  cost_type const& current_cost() const { return (*engine_.table)[engine_.current].cost; }
  bool ended() const { return engine_.done; }

  // A state generated at cost g: new, or cheaper than its open record, it
  // is (re)queued; otherwise pruned. A state is taken as the successor range
  // or the roots hand it out (another type is made a state first, on the
  // heap when big) and moved or copied into its record where it lies.
  template <class From>
  void reach(From&& from, C g, std::size_t depth, std::size_t parent, id_type parent_id) {
    if constexpr (std::same_as<std::remove_cvref_t<From>, S>) {
      reach_state(std::forward<From>(from), std::move(g), depth, parent, parent_id);
    } else {
      detail::state_box<S> s(std::forward<From>(from));
      reach_state(std::move(s.get()), std::move(g), depth, parent, parent_id);
    }
  }
  template <class State>
  void reach_state(State&& s, C g, std::size_t depth, std::size_t parent, id_type parent_id) {
    engine& e = engine_;
    if (!monitor_.produce(depth)) return finish(stop_reason::none);
    std::size_t const fresh = e.table->size();
    std::size_t const id = e.index.find_or_add(by_.get(), std::as_const(s), fresh);
    if (id == fresh) {
      if (!monitor_.frontier(e.open + 1)) return finish(stop_reason::none);
      record& r = e.table->emplace_back_made(
          [&] { return record{std::forward<State>(s), g, C{}, depth, parent, false}; });
      r.id = monitor_.generated(std::as_const(r.state), depth, parent_id);
      if constexpr (!std::same_as<H, detail::zero_heuristic>)
        r.estimate = static_cast<C>(std::invoke(h_.get(), std::as_const(r.state)));
      ++e.open;
    } else {
      record& r = (*e.table)[id];
      if (r.settled || !(g < r.cost)) {
        monitor_.prune(monitor_.generated(std::as_const(s), depth, parent_id), std::as_const(s));
        return;
      }
      r.state = std::forward<State>(s);
      r.cost = g;
      r.depth = depth;
      r.parent = parent;
      r.id = monitor_.generated(std::as_const(r.state), depth, parent_id);
    }
    record const& r = (*e.table)[id];
    e.heap.push_back(entry{r.cost + r.estimate, r.cost, id});
    std::push_heap(e.heap.begin(), e.heap.end(), after);
  }

  // Pop the best open record, skipping outdated entries, and make it current.
  void settle_next() {
    engine& e = engine_;
    while (!e.heap.empty()) {
      std::pop_heap(e.heap.begin(), e.heap.end(), after);
      entry const top = e.heap.back();
      e.heap.pop_back();
      record& r = (*e.table)[top.id];
      if (r.settled || (r.cost) < top.g) continue;  // settled, or improved since (parenthesized for clang 14)
      r.settled = true;
      --e.open;
      e.current = top.id;
      monitor_.yield(r.id, std::as_const(r.state));
      return;
    }
    finish(stop_reason::exhausted);
  }

  void finish(stop_reason r) {
    engine_.done = true;
    engine_.heap.clear();
    engine_.index.stop();  // the table stays, for the nodes handed out
    monitor_.finish(r);
  }

  // `++it`: expand the current state, then settle the next one.
  void advance() {
    engine& e = engine_;
    if (e.done) return;
    try {
      std::size_t const parent = e.current;
      // The table never moves its records, so the successor range may refer
      // to the parent while new records are added.
      record const& p = (*e.table)[parent];
      monitor_.expand(p.id, p.state);
      children_t children = std::invoke(next_.get(), std::as_const(p.state));
      bool any = false;
      for (auto it = ranges::begin(children); it != ranges::end(children); ++it) {
        any = true;
        auto&& [child, edge] = detail::take_element<children_t>(it);
        C const w = static_cast<C>(edge);
        // A negative edge would break the order of settling: refused.
        if (!(w >= C{})) detail::refuse_negative_cost("seek::dijkstra/astar", p.depth + 1);
        reach(std::forward<decltype(child)>(child), p.cost + w, p.depth + 1, parent, p.id);
        if (e.done) return;
      }
      if (!any) monitor_.fail(p.id, p.state);
      settle_next();
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
  }

  detail::semiregular_box<H> h_;
  detail::semiregular_box<Policy> by_;
  engine engine_;
};

namespace detail {
// What dijkstra and astar share: weighted, remembering, native paths; no
// depth_limited (a state is settled once, at its cheapest cost, which a
// depth bound would make wrong for states whose cheapest path is longer).
struct cost_spec_defaults : spec_defaults {
  template <class G, class S>
  using accepts = accepts_weighted<G, S>;
  static constexpr bool weighted = true;
  static constexpr bool remembers = true;
  static constexpr bool takes_dense_index = true;
  static constexpr bool takes_remembering_next = false;
  template <bool Remembering>
  static constexpr bool takes_depth_limit = false;
  static constexpr bool native_paths = true;

  template <class S, bool Paths, class Roots, class G, class M, class Policy, class H>
  static auto make_cost(Roots roots, G next, M monitor, Policy by, H h) {
    return cost_search_view<S, G, H, Roots, Policy, M, Paths>(std::move(roots), std::move(next), std::move(h),
                                                              std::move(by), std::move(monitor));
  }
};

}  // namespace detail

}  // namespace seek
