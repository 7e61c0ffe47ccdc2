// seek/strategy/bidirectional_dijkstra.hpp: the cheapest path between two
// states, searched by Dijkstra's algorithm from both ends at once.
//
//   auto found = seek::bidirectional_dijkstra(start, goal, roads);        // undirected: prev is next
//   auto found = seek::bidirectional_dijkstra(start, goal, roads, back);  // directed
//   if (found) print(found->path, found->cost);                           // a seek::found_path
//
// One Dijkstra search goes forward from `start` over `next`, another
// backward from `goal` over `prev` (for each state, the states with an edge
// to it and that edge's cost: for an undirected graph, `next` itself); each
// step settles the cheaper of the two searches' next states. An edge from a
// state one search has settled to a state the other has reached closes a
// path through it, a candidate; the best candidate so far costs mu. The
// first meeting need not be on a cheapest path: the search stops only when
// the two searches' next costs add up to mu or more (Goldberg and Harrelson's
// rule: a cheaper path would have to pass a state cheaper than both). Edge
// costs must be >= 0 (std::invalid_argument when one is not). The result is
// `seek::found_path` as seek::shortest_path's: the states from start to goal
// and the sum of the edge costs.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <limits>
#include <optional>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>

#include <seek/core/statistics.hpp>
#include <seek/core/weighted.hpp>
#include <seek/core/detail/never.hpp>
#include <seek/strategy/detail/protocol.hpp>
#include <seek/strategy/bidirectional_bfs.hpp>
#include <seek/strategy/find_path.hpp>

namespace seek {

namespace detail {
// The two searches and their meeting: run() is the whole job.
template <class S, class F, class P, class Policy>
class bidirectional_dijkstra_search {
 public:
  using C = cost_t<F, S>;

 private:
  using key_type = seen_key_t<decltype(Policy::key), S>;
  struct record {
    S state;
    C g;
    std::size_t parent;  // npos for the side's root
    std::size_t depth;
    bool settled;
  };
  struct entry {
    C g;
    std::size_t id;
  };
  static bool after(entry const& a, entry const& b) { return (b.g) < a.g; }
  struct side {
    std::deque<record> records;
    std::unordered_map<key_type, std::size_t, decltype(Policy::hash), decltype(Policy::equal)> index;
    std::vector<entry> heap;
  };
  static constexpr std::size_t npos = std::numeric_limits<std::size_t>::max();

 public:
  bidirectional_dijkstra_search(F next, P prev, Policy by, statistics* stats, limits const* lim)
      : next_(std::move(next)), prev_(std::move(prev)), by_(std::move(by)), stats_(stats), limits_(lim) {}

  std::optional<found_path<S, C>> run(S start, S goal) {
    if (stats_) *stats_ = statistics{};
    if (stats_) stats_->passes = 1;
    if (limits_ && limits_->time != std::chrono::nanoseconds::max())
      deadline_ = std::chrono::steady_clock::now() + limits_->time;
    forward_.index = decltype(forward_.index)(0, by_.hash, by_.equal);
    backward_.index = decltype(backward_.index)(0, by_.hash, by_.equal);
    if (!reach(forward_, backward_, std::move(start), C{}, npos) || !reach(backward_, forward_, std::move(goal), C{}, npos))
      return std::nullopt;
    while (true) {
      drop_stale(forward_);
      drop_stale(backward_);
      if (forward_.heap.empty() || backward_.heap.empty()) break;
      C const f = forward_.heap.front().g, b = backward_.heap.front().g;
      if (best_ && !(f + b < *best_)) break;  // no cheaper path left
      bool const ahead = !(b < f);            // the cheaper side; forward on a tie
      if (!(ahead ? settle(forward_, backward_, next_) : settle(backward_, forward_, prev_))) return std::nullopt;
    }
    if (!best_) {
      if (stats_) stats_->stopped = stop_reason::exhausted;
      return std::nullopt;
    }
    if (stats_) stats_->yielded = 1;
    found_path<S, C> out{{}, *best_};
    for (std::size_t r = meet_forward_; r != npos; r = forward_.records[r].parent)
      out.path.push_back(forward_.records[r].state);
    std::reverse(out.path.begin(), out.path.end());
    // The meeting state ends the forward part; the backward part goes on from its parent there.
    for (std::size_t r = backward_.records[meet_backward_].parent; r != npos; r = backward_.records[r].parent)
      out.path.push_back(backward_.records[r].state);
    return out;
  }

 private:
  void stop(stop_reason why) {
    if (stats_) stats_->stopped = why;
  }
  static void drop_stale(side& s) {
    while (!s.heap.empty()) {
      entry const& top = s.heap.front();
      record const& r = s.records[top.id];
      if (!r.settled && !(r.g < top.g)) return;
      std::pop_heap(s.heap.begin(), s.heap.end(), after);
      s.heap.pop_back();
    }
  }

  // A state reached by `own` at cost g from `parent`: recorded, or its
  // record improved; false when a limit stops the search. A meeting when the
  // other side has reached it.
  template <class From>
  bool reach(side& own, side& other, From&& from, C g, std::size_t parent) {
    if (limits_ && nodes_ >= limits_->nodes) {
      stop(stop_reason::node_limit);
      return false;
    }
    ++nodes_;
    std::size_t const depth = parent == npos ? 0 : own.records[parent].depth + 1;
    if (stats_) {
      ++stats_->nodes;
      if (depth > stats_->depth) stats_->depth = depth;
    }
    S s(std::forward<From>(from));
    auto [at, fresh] = own.index.try_emplace(std::invoke(by_.key, std::as_const(s)), own.records.size());
    std::size_t const id = at->second;
    if (fresh) {
      std::size_t const waiting = forward_.heap.size() + backward_.heap.size() + 1;
      if (limits_ && waiting > limits_->frontier) {
        stop(stop_reason::frontier_limit);
        return false;
      }
      if (stats_ && waiting > stats_->frontier) stats_->frontier = waiting;
      own.records.push_back(record{std::move(s), g, parent, depth, false});
    } else {
      record& r = own.records[id];
      if (r.settled || !(g < r.g)) {
        if (stats_) ++stats_->pruned;
        return true;
      }
      r.g = g;
      r.parent = parent;
      r.depth = depth;
    }
    own.heap.push_back(entry{g, id});
    std::push_heap(own.heap.begin(), own.heap.end(), after);
    auto const there = other.index.find(at->first);
    if (there != other.index.end()) {
      C const length = g + other.records[there->second].g;
      if (!best_ || length < *best_) {
        best_ = length;
        bool const forward = &own == &forward_;
        meet_forward_ = forward ? id : there->second;
        meet_backward_ = forward ? there->second : id;
      }
    }
    return true;
  }

  // Settles the cheapest open state of `own` and reaches its neighbours over
  // `step`; false when a limit stops the search.
  template <class Step>
  bool settle(side& own, side& other, Step& step) {
    if (limits_) {
      if (limits_->cancel.stop_requested()) {
        stop(stop_reason::cancelled);
        return false;
      }
      if (deadline_ && std::chrono::steady_clock::now() >= *deadline_) {
        stop(stop_reason::time_limit);
        return false;
      }
    }
    std::pop_heap(own.heap.begin(), own.heap.end(), after);
    std::size_t const id = own.heap.back().id;
    own.heap.pop_back();
    own.records[id].settled = true;
    if (stats_) ++stats_->expanded;
    bool any = false;
    // A deque: the state stays where it is while its neighbours are added.
    S const& here = own.records[id].state;
    auto&& children = std::invoke(step, here);
    for (auto it = ranges::begin(children); it != ranges::end(children); ++it) {
      any = true;
      auto&& [child, edge] = *it;
      C const w = static_cast<C>(edge);
      if (!(w >= C{})) refuse_negative_cost("seek::bidirectional_dijkstra", own.records[id].depth + 1);
      if (!reach(own, other, child, own.records[id].g + w, id)) return false;
    }
    if (!any && stats_) ++stats_->failures;
    return true;
  }

  F next_;
  P prev_;
  Policy by_;
  statistics* stats_;
  limits const* limits_;
  std::optional<std::chrono::steady_clock::time_point> deadline_;
  side forward_;
  side backward_;
  std::uint64_t nodes_ = 0;
  std::optional<C> best_;
  std::size_t meet_forward_ = npos;
  std::size_t meet_backward_ = npos;
};

struct bidirectional_dijkstra_fn {
  template <class R, class Goal, class F, class... Rest>
  auto operator()(R&& root, Goal&& goal, F const& next, Rest&&... rest) const {
    using S = std::remove_cvref_t<R>;
    if constexpr (sizeof...(Rest) > 0) {
      if constexpr (takes_prev<S, Rest...>())
        return call<S>(std::forward<R>(root), std::forward<Goal>(goal), next, std::forward<Rest>(rest)...);
      else
        return call<S>(std::forward<R>(root), std::forward<Goal>(goal), next, next, std::forward<Rest>(rest)...);
    } else {
      return call<S>(std::forward<R>(root), std::forward<Goal>(goal), next, next);
    }
  }

 private:
  template <class S, class First, class... Rest>
  static constexpr bool takes_prev() {
    using P = std::remove_cvref_t<First>;
    return !bidi_option<First&&> && !is_dense_policy<P>::value && !is_traced_by<P>::value &&
           std::invocable<P&, S const&>;
  }

  template <class S, class R, class Goal, class F, class P, class... O>
  static auto call(R&& root, Goal&& goal, F const& next, P const& prev, O&&... options) {
    if constexpr (!check<S, Goal, F, P, O...>()) {
      return refused_call{};
    } else {
      auto by = bidi_policy(std::forward<O>(options)...);
      std::optional<limits> const lim = bidi_limits_of(std::forward<O>(options)...);
      bidirectional_dijkstra_search<S, F, P, decltype(by)> search(next, prev, by,
                                                                  bidi_stats(std::forward<O>(options)...),
                                                                  lim ? &*lim : nullptr);
      return search.run(S(std::forward<R>(root)), S(std::forward<Goal>(goal)));
    }
  }

  // Your call of seek::bidirectional_dijkstra lands here: the first
  // static_assert that fails says what is wrong with it.
  template <class S, class Goal, class F, class P, class... O>
  static constexpr bool check() {
    if constexpr (!weighted_successor_function<F, S> && ranges::input_range<S>) {
      static_assert(never<S>,
                    "seek::bidirectional_dijkstra takes one root and one goal, each a state: "
                    "bidirectional_dijkstra(root, goal, next[, prev], options...)");
      return false;
    } else if constexpr (!std::constructible_from<S, Goal&&>) {
      static_assert(never<S>,
                    "seek::bidirectional_dijkstra: the goal (the second argument) must be a state of the root's type");
      return false;
    } else if constexpr (is_depth_limited_v<F> || is_depth_limited_v<P>) {
      static_assert(never<S>,
                    "seek::bidirectional_dijkstra does not take seek::depth_limited: the two searches meet in the "
                    "middle and no depth is the root's (bound the search with seek::limits)");
      return false;
    } else if constexpr (!weighted_successor_function<F, S> && successor_function<F, S>) {
      static_assert(never<S>,
                    "seek::bidirectional_dijkstra takes a weighted successor function, returning (state, cost) pairs; "
                    "for the fewest edges, seek::bidirectional_bfs");
      return false;
    } else if constexpr (!weighted_successor_function<F, S>) {
      static_assert(never<S>,
                    "seek::bidirectional_dijkstra: `next` is not a weighted successor function of the root's type");
      return false;
    } else if constexpr (!weighted_successor_function<P, S>) {
      static_assert(never<S>,
                    "seek::bidirectional_dijkstra: `prev` is not a weighted successor function of the root's type");
      return false;
    } else if constexpr ((is_dense_policy<std::remove_cvref_t<O>>::value || ...)) {
      static_assert(never<S>,
                    "seek::bidirectional_dijkstra does not take seek::dense_index: its two searches keep their "
                    "states in hash maps (seek::seen_by is its option)");
      return false;
    } else if constexpr ((is_traced_by<std::remove_cvref_t<O>>::value || ...)) {
      static_assert(never<S>,
                    "seek::bidirectional_dijkstra does not take seek::traced_by: it yields no search tree to trace");
      return false;
    } else if constexpr (((std::same_as<std::remove_cvref_t<O>, statistics> && !bidi_statistics<O&&>) || ...)) {
      static_assert(never<S>,
                    "seek::bidirectional_dijkstra: pass seek::statistics as a named, non-const object (it is written "
                    "to)");
      return false;
    } else if constexpr (!(bidi_option<O&&> && ...)) {
      static_assert(never<S>,
                    "seek::bidirectional_dijkstra: unknown option: after `next` (and `prev`) it takes only the "
                    "options seek::statistics&, seek::limits and seek::seen_by(...)");
      return false;
    } else if constexpr (((bidi_statistics<O&&> ? 1 : 0) + ... + 0) > 1 || ((bidi_limits<O> ? 1 : 0) + ... + 0) > 1 ||
                         ((bidi_seen_by<O> ? 1 : 0) + ... + 0) > 1) {
      static_assert(never<S>, "seek::bidirectional_dijkstra: an option is given twice");
      return false;
    } else if constexpr (!policy_fits<decltype(bidi_policy(std::declval<O>()...)), S>::value) {
      static_assert(never<S>,
                    "seek::bidirectional_dijkstra remembers states in hash maps, and this state (or its key) has no "
                    "std::hash: pass seek::seen_by(key, hash)");
      return false;
    } else {
      return true;
    }
  }
};
}  // namespace detail

/// `seek::bidirectional_dijkstra(start, goal, next, [prev], options...)`: a
/// cheapest path from `start` to `goal`, as a
/// `std::optional<seek::found_path<State, Cost>>` (`path`, `cost`), empty
/// when there is none or a limit stopped the search. `next` and `prev` are
/// weighted: `prev(s)` gives the (state, cost) pairs of the edges into `s`;
/// `next` itself when omitted (an undirected graph). Options as
/// seek::bidirectional_bfs's: seek::statistics&, seek::limits,
/// seek::seen_by(key, hash, equal).
inline constexpr detail::bidirectional_dijkstra_fn bidirectional_dijkstra{};

}  // namespace seek
