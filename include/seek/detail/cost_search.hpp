// seek/detail/cost_search.hpp: the engine shared by seek::dijkstra and
// seek::astar, and the node they yield.
//
// Every state reached gets a record (state, cost from a root, depth, parent)
// in a std::deque, which never moves its elements, and its key in a hash map.
// Open records wait in a binary heap ordered by f = cost + h, ties toward the
// larger cost (deeper), then first reached; improved records are pushed again
// and their older heap entries skipped when popped (lazy deletion). A record
// is settled when it is popped, and that is when the consumer sees it.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <iterator>
#include <limits>
#include <memory>
#include <optional>
#include <ranges>
#include <stdexcept>
#include <string>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>

#include <seek/detail/fresh_on_copy.hpp>
#include <seek/detail/iterator.hpp>
#include <seek/detail/monitor.hpp>
#include <seek/detail/roots.hpp>
#include <seek/detail/semiregular_box.hpp>
#include <seek/detail/take_element.hpp>
#include <seek/successor/skip_seen.hpp>
#include <seek/core/statistics.hpp>
#include <seek/core/weighted.hpp>

namespace seek {

namespace detail {
// The heuristic of seek::dijkstra: none (every estimate is C{}).
struct zero_heuristic {};

template <class S, class C, class Id = no_id>
struct cost_record {
  S state;
  C cost;
  C estimate;  // h(state), computed once
  std::size_t depth;
  std::size_t parent;  // index of the parent record; npos for a root
  std::uint64_t entry;  // sequence number of its newest heap entry
  bool settled;
  [[no_unique_address]] Id id{};  // the monitor's node id (for a tracer)
  static constexpr std::size_t npos = std::numeric_limits<std::size_t>::max();
};
}  // namespace detail

/// An element of seek::dijkstra and seek::astar: a settled state, its cost
/// from its root, its depth, and the path that reached it. A node is a small
/// handle into its search's table of states, which it shares: it stays valid
/// as long as it (or a copy) lives, after the iterator has moved on, the
/// view has been begun again or destroyed, and out of a pipeline such as
/// `| filter(goal) | seek::first(1)`. It keeps that run's table alive.
template <class S, class C, class Id = detail::no_id>
class weighted_node {
 public:
  weighted_node() = default;

  /// The state.
  S const& state() const noexcept { return rec().state; }
  /// The cost of the path from its root (the cheapest, for a settled state).
  C const& cost() const noexcept { return rec().cost; }
  /// The number of edges on that path (roots are at depth 0).
  std::size_t depth() const noexcept { return rec().depth; }
  /// The states on that path, from the root to this state, both included.
  std::vector<S> path() const
    requires std::copy_constructible<S>
  {
    std::vector<S> out;
    out.reserve(rec().depth + 1);
    for (std::size_t at = id_; at != detail::cost_record<S, C, Id>::npos; at = (*table_)[at].parent)
      out.push_back((*table_)[at].state);
    std::reverse(out.begin(), out.end());
    return out;
  }

 private:
  template <class, class, class, class, class, class>
  friend class cost_search_view;
  using table = std::deque<detail::cost_record<S, C, Id>>;
  weighted_node(std::shared_ptr<table const> t, std::size_t id) : table_(std::move(t)), id_(id) {}
  detail::cost_record<S, C, Id> const& rec() const noexcept { return (*table_)[id_]; }
  std::shared_ptr<table const> table_;
  std::size_t id_ = 0;
};


/// The lazy range returned by seek::dijkstra and seek::astar. Input range of
/// seek::weighted_node; `begin()` (on a named view) starts or restarts the
/// search; a copy of the view starts afresh.
template <class S, class F, class H, class Roots, class Policy, class Monitor>
class cost_search_view : public detail::view_facade<cost_search_view<S, F, H, Roots, Policy, Monitor>>,
                         public ranges::view_base,
                         public std::ranges::view_base {
 public:
  /// The cost type.
  using cost_type = cost_t<F, S>;
  /// The element type.
  using node = weighted_node<S, cost_type, typename Monitor::id_type>;

 private:
  using C = cost_type;
  using id_type = typename Monitor::id_type;
  using record = detail::cost_record<S, C, id_type>;
  using key_type = seen_key_t<decltype(Policy::key), S>;
  using children_t = successors_t<F, S>;

  struct entry {
    C f;
    C g;
    std::uint64_t seq;
    std::size_t id;
  };
  // The heap's "less": a comes out after b.
  static bool after(entry const& a, entry const& b) {
    if (b.f < a.f) return true;
    if (a.f < b.f) return false;
    if (a.g < b.g) return true;  // deeper (larger cost so far) first
    if (b.g < a.g) return false;
    return a.seq > b.seq;  // then first reached first
  }

  // Iteration state, created by begin(); a copy of the view starts afresh.
  struct engine_state {
    std::shared_ptr<std::deque<record>> table;  // shared with the nodes handed out
    std::unordered_map<key_type, std::size_t, decltype(Policy::hash), decltype(Policy::equal)> index;
    std::vector<entry> heap;
    std::uint64_t seq = 0;
    std::size_t open = 0;
    std::size_t current = 0;
    bool done = true;
  };
  using engine = detail::fresh_on_copy<engine_state>;

 public:
  /// The element type.
  using value_type = node;
  /// Input iterator over the settled states, in order of cost (+ estimate);
  /// `*it` is a node (a handle; see seek::weighted_node), `it.depth()` its
  /// depth.
  using iterator = detail::basic_iterator<detail::search_cursor<cost_search_view>>;

  cost_search_view() = default;
  /// Made by seek::dijkstra and seek::astar, the way to call it.
  cost_search_view(Roots roots, F next, H h, Policy by, Monitor monitor)
      : roots_(std::in_place, std::move(roots)),
        next_(std::in_place, std::move(next)),
        h_(std::in_place, std::move(h)),
        by_(std::in_place, std::move(by)),
        monitor_(std::move(monitor)) {}

  // begin() and end() come from view_facade.

 private:
  friend detail::cursor_access;
  friend detail::search_cursor<cost_search_view>;

  // begin() (on lvalues only) starts the search afresh, with a new table:
  // every root is queued at cost zero (nothing is expanded yet) and the
  // cheapest becomes the current state.
  detail::search_cursor<cost_search_view> begin_cursor() {
    engine& e = engine_;
    e.heap.clear();
    e.index = decltype(e.index)(0, by_.get().hash, by_.get().equal);
    e.table = std::make_shared<std::deque<record>>();
    e.seq = 0;
    e.open = 0;
    e.done = false;
    monitor_.begin();
    monitor_.pass();
    try {
      for (auto&& r : roots_.get()) {
        reach(detail::root_state<S>(std::forward<decltype(r)>(r)), C{}, 0, record::npos, id_type{});
        if (e.done) return detail::search_cursor<cost_search_view>{this};
      }
      settle_next();
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
    return detail::search_cursor<cost_search_view>{this};
  }

  node current() const { return node(engine_.table, engine_.current); }
  std::size_t current_depth() const { return (*engine_.table)[engine_.current].depth; }
  bool ended() const { return engine_.done; }

  // A state generated at cost g: new, or cheaper than its open record, it
  // is (re)queued; otherwise pruned.
  void reach(S&& s, C g, std::size_t depth, std::size_t parent, id_type parent_id) {
    engine& e = engine_;
    if (!monitor_.produce(depth)) return finish(stop_reason::none);
    auto found = e.index.find(std::invoke(by_.get().key, std::as_const(s)));
    std::size_t id;
    if (found == e.index.end()) {
      if (!monitor_.frontier(e.open + 1)) return finish(stop_reason::none);
      id = e.table->size();
      e.table->push_back(record{std::move(s), g, C{}, depth, parent, e.seq, false});
      record& r = e.table->back();
      r.id = monitor_.generated(std::as_const(r.state), depth, parent_id);
      e.index.emplace(std::invoke(by_.get().key, std::as_const(r.state)), id);
      if constexpr (!std::same_as<H, detail::zero_heuristic>)
        r.estimate = static_cast<C>(std::invoke(h_.get(), std::as_const(r.state)));
      ++e.open;
    } else {
      id = found->second;
      record& r = (*e.table)[id];
      if (r.settled || !(g < r.cost)) {
        monitor_.prune(monitor_.generated(std::as_const(s), depth, parent_id));
        return;
      }
      r.state = std::move(s);
      r.cost = g;
      r.depth = depth;
      r.parent = parent;
      r.entry = e.seq;
      r.id = monitor_.generated(std::as_const(r.state), depth, parent_id);
    }
    record const& r = (*e.table)[id];
    e.heap.push_back(entry{r.cost + r.estimate, r.cost, e.seq++, id});
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
      if (r.settled || r.entry != top.seq) continue;
      r.settled = true;
      --e.open;
      e.current = top.id;
      monitor_.yield(r.id);
      return;
    }
    finish(stop_reason::exhausted);
  }

  void finish(stop_reason r) {
    engine_.done = true;
    engine_.heap.clear();
    engine_.index.clear();  // the table stays, for the nodes handed out
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
      monitor_.expand(p.id);
      children_t children = std::invoke(next_.get(), std::as_const(p.state));
      bool any = false;
      for (auto it = ranges::begin(children); it != ranges::end(children); ++it) {
        any = true;
        auto&& [child, edge] = detail::take_element<children_t>(it);
        C const w = static_cast<C>(edge);
        // A negative edge would break the order of settling: refused.
        if (w < C{})
          throw std::invalid_argument("seek::dijkstra/astar: negative edge cost from a state at depth " +
                                      std::to_string(p.depth) + "; edge costs must be >= 0");
        reach(S(std::forward<decltype(child)>(child)), p.cost + w, p.depth + 1, parent, p.id);
        if (e.done) return;
      }
      if (!any) monitor_.fail(p.id);
      settle_next();
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
  }

  detail::semiregular_box<Roots> roots_;
  detail::semiregular_box<F> next_;
  detail::semiregular_box<H> h_;
  detail::semiregular_box<Policy> by_;
  Monitor monitor_;
  engine engine_;
};

namespace detail {

// A range of roots for the multi-root overloads of dijkstra and astar: its
// elements are states `next` accepts, and it is not itself such a state.
template <class R, class F>
concept weighted_root_range =
    ranges::input_range<R> && !weighted_successor_function<F, std::remove_cvref_t<R>> &&
    weighted_successor_function<F, ranges::range_value_t<R>> && roots_of<R, ranges::range_value_t<R>>;

template <class Monitor, class S, class Roots, class F, class H, class Policy>
auto make_cost_view(Roots roots, F next, H h, Policy by, Monitor monitor) {
  return cost_search_view<S, F, H, Roots, Policy, Monitor>(std::move(roots), std::move(next), std::move(h),
                                                           std::move(by), std::move(monitor));
}
template <class Monitor, class S, class F, class H, class Policy>
auto cost_single(S&& root, F next, H h, Policy by, Monitor monitor) {
  using state = std::remove_cvref_t<S>;
  return make_cost_view<Monitor, state>(single_root<state>(std::forward<S>(root)), std::move(next), std::move(h),
                                        std::move(by), std::move(monitor));
}
template <class Monitor, class R, class F, class H, class Policy>
auto cost_forest(R&& roots, F next, H h, Policy by, Monitor monitor) {
  return make_cost_view<Monitor, ranges::range_value_t<R>>(store_roots(std::forward<R>(roots)), std::move(next),
                                                           std::move(h), std::move(by), std::move(monitor));
}

}  // namespace detail

}  // namespace seek
