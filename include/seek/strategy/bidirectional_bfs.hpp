// seek/strategy/bidirectional_bfs.hpp: the shortest path (fewest edges)
// between two states, searched breadth-first from both ends at once.
//
//   auto found = seek::bidirectional_bfs(start, goal, next);        // undirected: prev is next
//   auto found = seek::bidirectional_bfs(start, goal, next, prev);  // directed
//   if (found) print(found->path, found->cost);                     // a seek::found_path
//
// One breadth-first search goes forward from `start` over `next`, another
// backward from `goal` over `prev` (the states with an edge to a state: for
// an undirected graph, `next` itself), a whole level at a time, the side
// with the smaller frontier first. Where b states branch from each, one
// search to depth d meets b^d states, two to depth d/2 about 2 b^(d/2). The
// searches remember the states each has reached (a hash map each, keyed by
// seek::seen_by, as seek::unique_bfs); a state reached by one search that the
// other has reached is a meeting, and the path through it a candidate. The
// search stops when the best candidate is no longer than the sum of the two
// searches' depths a + b (a shorter path would have a state within a of the
// start and b of the goal: met already). Since each search expands whole
// levels, that is the end of the first level with a meeting: no state was
// in both before it, so the ends are more than a + b - 1 apart, and every
// meeting in it closes a path of a + b edges. (Meeting states one at a time,
// or with edge costs, the first meeting need not be on a shortest path.) The
// result is `seek::found_path` as seek::shortest_path's: the states from
// start to goal, and the number of edges. The call and its checks are
// shared with the other bidirectional searches (detail/two_ended.hpp).
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

#include <seek/core/statistics.hpp>
#include <seek/strategy/detail/path_options.hpp>
#include <seek/strategy/detail/two_ended.hpp>
#include <seek/strategy/find_path.hpp>

namespace seek {

namespace detail {
// The two searches and their meeting: run() is the whole job.
template <class S, class F, class P, class Policy, class M>
class bidirectional_bfs_search {
  using key_type = seen_key_t<decltype(Policy::key), S>;
  using id_type = typename M::id_type;
  struct record {
    S state;
    std::size_t parent;  // npos for the side's root
    std::size_t depth;
    [[no_unique_address]] id_type id;
  };
  struct side {
    std::deque<record> records;
    std::unordered_map<key_type, std::size_t, decltype(Policy::hash), decltype(Policy::equal)> index;
    std::vector<std::size_t> frontier;  // the records of the deepest level
    std::size_t depth = 0;              // of the frontier
    bool forward = true;
  };
  static constexpr std::size_t npos = std::numeric_limits<std::size_t>::max();
  static constexpr std::size_t no_path = std::numeric_limits<std::size_t>::max();

 public:
  bidirectional_bfs_search(F next, P prev, Policy by, M monitor)
      : next_(std::move(next)), prev_(std::move(prev)), by_(std::move(by)), monitor_(std::move(monitor)) {}

  std::optional<found_path<S, std::size_t>> run(S start, S goal) {
    monitor_.begin();
    monitor_.pass();
    forward_.index = decltype(forward_.index)(0, by_.hash, by_.equal);
    backward_.index = decltype(backward_.index)(0, by_.hash, by_.equal);
    backward_.forward = false;
    if (!add(forward_, backward_, std::move(start), npos, 0) || !add(backward_, forward_, std::move(goal), npos, 0))
      return finish(stop_reason::none);
    while (!(best_ != no_path && best_ <= forward_.depth + backward_.depth)) {
      if (forward_.frontier.empty() || backward_.frontier.empty()) break;
      // The smaller frontier; on a tie, the shallower search (they take turns).
      std::size_t const f = forward_.frontier.size(), b = backward_.frontier.size();
      bool const ahead = f < b || (f == b && forward_.depth <= backward_.depth);
      bool const going = ahead ? expand(forward_, backward_, next_) : expand(backward_, forward_, prev_);
      if (!going) return finish(stop_reason::none);
    }
    if (best_ == no_path) return finish(stop_reason::exhausted);
    found_path<S, std::size_t> out{{}, best_};
    for (std::size_t r = meet_forward_; r != npos; r = forward_.records[r].parent)
      out.path.push_back(forward_.records[r].state);
    std::reverse(out.path.begin(), out.path.end());
    for (std::size_t r = backward_.records[meet_backward_].parent; r != npos; r = backward_.records[r].parent)
      out.path.push_back(backward_.records[r].state);
    monitor_.yield(forward_.records[meet_forward_].id, std::as_const(forward_.records[meet_forward_].state));
    monitor_.finish(stop_reason::none);
    return out;
  }

 private:
  std::optional<found_path<S, std::size_t>> finish(stop_reason why) {
    monitor_.finish(why);
    return std::nullopt;
  }

  // A state reached by `own`: recorded if new (false when a limit stops the
  // search); a meeting when `other` has it.
  template <class From>
  bool add(side& own, side& other, From&& from, std::size_t parent, std::size_t depth) {
    if (!monitor_.produce(depth)) return false;
    S s(std::forward<From>(from));
    id_type const parent_id = parent == npos ? id_type{} : own.records[parent].id;
    auto [at, fresh] = own.index.try_emplace(std::invoke(by_.key, std::as_const(s)), own.records.size());
    if (!fresh) {
      monitor_.prune(monitor_.generated(std::as_const(s), depth, parent_id), std::as_const(s));
      return true;
    }
    if (!monitor_.frontier(forward_.frontier.size() + backward_.frontier.size() + next_level_ + 1)) return false;
    id_type const node = monitor_.generated(std::as_const(s), depth, parent_id);
    own.records.push_back(record{std::move(s), parent, depth, node});
    if (parent != npos) ++next_level_;
    auto const there = other.index.find(at->first);
    if (there != other.index.end()) {
      std::size_t const length = depth + other.records[there->second].depth;
      if (length < best_) {
        best_ = length;
        meet_forward_ = own.forward ? own.records.size() - 1 : there->second;
        meet_backward_ = own.forward ? there->second : own.records.size() - 1;
      }
    }
    if (parent == npos) own.frontier.push_back(own.records.size() - 1);
    return true;
  }

  // Expands every state of `own`'s frontier over `step`; false when a limit
  // stops the search.
  template <class Step>
  bool expand(side& own, side& other, Step& step) {
    std::vector<std::size_t> level;
    next_level_ = 0;
    for (std::size_t r : own.frontier) {
      bool any = false;
      std::size_t const before = own.records.size();
      // A deque: the parent stays where it is while its children are added.
      S const& parent = own.records[r].state;
      monitor_.expand(own.records[r].id, parent);
      auto&& children = std::invoke(step, parent);
      for (auto&& child : children) {
        any = true;
        if (!add(own, other, std::forward<decltype(child)>(child), r, own.depth + 1)) return false;
      }
      if (!any) monitor_.fail(own.records[r].id, parent);
      for (std::size_t i = before; i < own.records.size(); ++i) level.push_back(i);
    }
    own.frontier = std::move(level);
    ++own.depth;
    next_level_ = 0;
    return true;
  }

  F next_;
  P prev_;
  Policy by_;
  M monitor_;
  side forward_;
  side backward_;
  std::size_t next_level_ = 0;
  std::size_t best_ = no_path;
  std::size_t meet_forward_ = npos;
  std::size_t meet_backward_ = npos;
};

struct bidirectional_bfs_search_of {
  template <class S, class R, class Goal, class F, class P, class... O>
  static auto run(R&& root, Goal&& goal, F const& next, P const& prev, O&&... options) {
    if constexpr (!two_ended_diagnosed<false, S, Goal, F, P>()) {
      return refused_call{};
    } else if constexpr (!path_options_diagnosed<S, true, O...>()) {
      return refused_call{};
    } else {
      auto monitor = path_monitor(options...);
      bidirectional_bfs_search<S, F, P, path_policy_t<O...>, decltype(monitor)> search(
          next, prev, path_policy(std::forward<O>(options)...), std::move(monitor));
      return search.run(S(std::forward<R>(root)), S(std::forward<Goal>(goal)));
    }
  }
};
}  // namespace detail

/// `seek::bidirectional_bfs(start, goal, next, [prev], options...)`: a path
/// with the fewest edges from `start` to `goal`, as a
/// `std::optional<seek::found_path<State, std::size_t>>` (`path`, the states
/// from start to goal; `cost`, its number of edges), empty when there is none
/// or a limit stopped the search (`stats.truncated()` tells). `next` gives a
/// state's successors; `prev` its predecessors (the states with an edge to
/// it), `next` itself when omitted (an undirected graph). Options, in any
/// order: seek::statistics& (`nodes` the states generated by both searches,
/// `expanded` the calls of next and prev, `pruned` the states a search reached
/// again, `depth` the deeper search's, `frontier` the most states waiting),
/// seek::limits (nodes, frontier, time, cancel), seek::seen_by(key, hash,
/// equal), seek::traced_by(tracer) (the two searches as two trees, the start's
/// and the goal's, each root with parent 0; the meeting state yielded).
inline constexpr detail::two_ended_fn<detail::bidirectional_bfs_search_of> bidirectional_bfs{};

}  // namespace seek
