// seek/strategy/detail/bidirectional_cost.hpp: the engine of
// seek::bidirectional_dijkstra and seek::bidirectional_astar, a cheapest
// path searched from both ends at once, and the checks both calls share.
//
// A search goes forward from the start over `next`, another backward from
// the goal over `prev` (the edges into a state); each step settles the
// first open state of one side. A state reached by one side that the other
// has reached closes a path through it, a candidate; the best so far costs
// mu. The first meeting need not be on a cheapest path, so the stopping rule
// is what makes the answer right:
// * without a heuristic (Dijkstra), the search stops when the two sides'
//   least open costs add up to mu or more (Goldberg and Harrelson's rule: a
//   cheaper path would pass a state cheaper than both), and steps the side
//   whose least open cost is smaller;
// * with a heuristic h(a, b) (A*, front to end: forward f = g + h(s, goal),
//   backward f = g + h(start, s)), it stops when either side's least open f
//   reaches mu (max(f_forward_min, f_backward_min) >= mu; with a consistent
//   h a path not found yet has a state open on each side at its cheapest
//   g, whose f bounds the path's cost from below), and steps the side with
//   fewer open states (Pohl's cardinality rule).
// Each side settles a state once (a closed set): with a consistent h, at its
// cheapest cost.
#pragma once

#include <algorithm>
#include <cstddef>
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
#include <seek/strategy/detail/path_options.hpp>
#include <seek/strategy/detail/two_ended.hpp>
#include <seek/strategy/find_path.hpp>

namespace seek::detail {

// The heuristic of bidirectional_dijkstra: none.
struct no_heuristic {};

template <class S, class F, class P, class H, class Policy, class M>
class bidirectional_cost_search {
 public:
  using C = cost_t<F, S>;

 private:
  static constexpr bool estimated = !std::same_as<H, no_heuristic>;
  using key_type = seen_key_t<decltype(Policy::key), S>;
  using id_type = typename M::id_type;
  struct record {
    S state;
    C g;
    C h;
    std::size_t parent;  // npos for the side's root
    std::size_t depth;
    bool settled;
    [[no_unique_address]] id_type id;
  };
  struct entry {
    C f;
    C g;
    std::size_t id;
  };
  // The heap's order: the least f first; on a tie the larger g (nearer the other end).
  static bool after(entry const& a, entry const& b) {
    if (b.f < a.f) return true;
    if (a.f < b.f) return false;
    return (a.g) < b.g;
  }
  struct side {
    std::deque<record> records;
    std::unordered_map<key_type, std::size_t, decltype(Policy::hash), decltype(Policy::equal)> index;
    std::vector<entry> heap;
    bool forward;
  };
  static constexpr std::size_t npos = std::numeric_limits<std::size_t>::max();

 public:
  bidirectional_cost_search(char const* name, F next, P prev, H h, Policy by, M monitor)
      : name_(name),
        next_(std::move(next)),
        prev_(std::move(prev)),
        h_(std::move(h)),
        by_(std::move(by)),
        monitor_(std::move(monitor)) {}

  std::optional<found_path<S, C>> run(S start, S goal) {
    monitor_.begin();
    monitor_.pass();
    forward_.index = decltype(forward_.index)(0, by_.hash, by_.equal);
    backward_.index = decltype(backward_.index)(0, by_.hash, by_.equal);
    forward_.forward = true;
    backward_.forward = false;
    start_.emplace(start);
    goal_.emplace(goal);
    if (!reach(forward_, backward_, std::move(start), C{}, npos) || !reach(backward_, forward_, std::move(goal), C{}, npos))
      return finish(stop_reason::none);
    while (true) {
      drop_stale(forward_);
      drop_stale(backward_);
      if (forward_.heap.empty() || backward_.heap.empty()) break;
      entry const& f = forward_.heap.front();
      entry const& b = backward_.heap.front();
      bool ahead;  // step forward
      if constexpr (estimated) {
        if (best_ && (!(f.f < *best_) || !(b.f < *best_))) break;  // max(f_forward, f_backward) >= mu
        ahead = forward_.heap.size() <= backward_.heap.size();
      } else {
        if (best_ && !(f.g + b.g < *best_)) break;  // no cheaper path left
        ahead = !(b.g < f.g);                       // the cheaper side; forward on a tie
      }
      if (!(ahead ? settle(forward_, backward_, next_) : settle(backward_, forward_, prev_)))
        return finish(stop_reason::none);
    }
    if (!best_) return finish(stop_reason::exhausted);
    found_path<S, C> out{{}, *best_};
    for (std::size_t r = meet_forward_; r != npos; r = forward_.records[r].parent)
      out.path.push_back(forward_.records[r].state);
    std::reverse(out.path.begin(), out.path.end());
    // The meeting state ends the forward part; the backward part goes on from its parent there.
    for (std::size_t r = backward_.records[meet_backward_].parent; r != npos; r = backward_.records[r].parent)
      out.path.push_back(backward_.records[r].state);
    monitor_.yield(forward_.records[meet_forward_].id, std::as_const(forward_.records[meet_forward_].state));
    monitor_.finish(stop_reason::none);
    return out;
  }

 private:
  std::optional<found_path<S, C>> finish(stop_reason why) {
    monitor_.finish(why);
    return std::nullopt;
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
  C estimate(side const& own, S const& s) {
    if constexpr (estimated)
      return static_cast<C>(own.forward ? std::invoke(h_, s, std::as_const(*goal_))
                                        : std::invoke(h_, std::as_const(*start_), s));
    else
      return C{};
  }

  // A state reached by `own` at cost g from `parent`: recorded, or its
  // record improved; false when a limit stops the search. A meeting when the
  // other side has reached it.
  template <class From>
  bool reach(side& own, side& other, From&& from, C g, std::size_t parent) {
    std::size_t const depth = parent == npos ? 0 : own.records[parent].depth + 1;
    if (!monitor_.produce(depth)) return false;
    S s(std::forward<From>(from));
    id_type const parent_id = parent == npos ? id_type{} : own.records[parent].id;
    auto [at, fresh] = own.index.try_emplace(std::invoke(by_.key, std::as_const(s)), own.records.size());
    std::size_t const id = at->second;
    C h{};
    if (fresh) {
      if (!monitor_.frontier(forward_.heap.size() + backward_.heap.size() + 1)) return false;
      h = estimate(own, s);
      id_type const node = monitor_.generated(std::as_const(s), depth, parent_id);
      own.records.push_back(record{std::move(s), g, h, parent, depth, false, node});
    } else {
      record& r = own.records[id];
      if (r.settled || !(g < r.g)) {
        monitor_.prune(monitor_.generated(std::as_const(s), depth, parent_id), std::as_const(s));
        return true;
      }
      r.g = g;
      r.parent = parent;
      r.depth = depth;
      r.id = monitor_.generated(std::as_const(r.state), depth, parent_id);
      h = r.h;
    }
    own.heap.push_back(entry{g + h, g, id});
    std::push_heap(own.heap.begin(), own.heap.end(), after);
    auto const there = other.index.find(at->first);
    if (there != other.index.end()) {
      C const length = g + other.records[there->second].g;
      if (!best_ || length < *best_) {
        best_ = length;
        meet_forward_ = own.forward ? id : there->second;
        meet_backward_ = own.forward ? there->second : id;
      }
    }
    return true;
  }

  // Settles the first open state of `own` and reaches its neighbours over
  // `step`; false when a limit stops the search.
  template <class Step>
  bool settle(side& own, side& other, Step& step) {
    std::pop_heap(own.heap.begin(), own.heap.end(), after);
    std::size_t const id = own.heap.back().id;
    own.heap.pop_back();
    own.records[id].settled = true;
    // A deque: the state stays where it is while its neighbours are added.
    S const& here = own.records[id].state;
    monitor_.expand(own.records[id].id, here);
    bool any = false;
    auto&& children = std::invoke(step, here);
    for (auto it = ranges::begin(children); it != ranges::end(children); ++it) {
      any = true;
      auto&& [child, edge] = *it;
      C const w = static_cast<C>(edge);
      if (!(w >= C{})) refuse_negative_cost(name_, own.records[id].depth + 1);
      if (!reach(own, other, child, own.records[id].g + w, id)) return false;
    }
    if (!any) monitor_.fail(own.records[id].id, here);
    return true;
  }

  char const* name_;
  F next_;
  P prev_;
  H h_;
  Policy by_;
  M monitor_;
  std::optional<S> start_;
  std::optional<S> goal_;
  side forward_;
  side backward_;
  std::optional<C> best_;
  std::size_t meet_forward_ = npos;
  std::size_t meet_backward_ = npos;
};

}  // namespace seek::detail
