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
// start to goal, and the number of edges.
#pragma once

#include <algorithm>
#include <chrono>
#include <concepts>
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

#include <range/v3/range/concepts.hpp>

#include <seek/core/concepts.hpp>
#include <seek/core/statistics.hpp>
#include <seek/core/detail/never.hpp>
#include <seek/strategy/detail/protocol.hpp>
#include <seek/strategy/find_path.hpp>
#include <seek/successor/dense_index.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/successor/seen_by.hpp>
#include <seek/successor/skip_seen.hpp>
#include <seek/trace/tracer.hpp>

namespace seek {

namespace detail {
template <class F>
struct is_skip_seen : std::false_type {};
template <class S, class F, class P>
struct is_skip_seen<skip_seen_fn<S, F, P>> : std::true_type {};

// The options of bidirectional_bfs, as passed (O with its reference).
template <class O>
inline constexpr bool bidi_statistics = std::same_as<O, statistics&>;
template <class O>
inline constexpr bool bidi_limits = std::same_as<std::remove_cvref_t<O>, limits>;
template <class O>
inline constexpr bool bidi_seen_by = is_seen_policy<std::remove_cvref_t<O>>::value;
template <class O>
inline constexpr bool bidi_option = bidi_statistics<O> || bidi_limits<O> || bidi_seen_by<O>;

// The seen_by option among the options, or the default.
inline seen_policy<> bidi_policy() { return {}; }
template <class First, class... Rest>
auto bidi_policy(First&& first, Rest&&... rest) {
  if constexpr (bidi_seen_by<First>)
    return std::remove_cvref_t<First>(first);
  else
    return bidi_policy(std::forward<Rest>(rest)...);
}

// The two searches and their meeting: run() is the whole job.
template <class S, class F, class P, class Policy>
class bidirectional_bfs_search {
  using key_type = seen_key_t<decltype(Policy::key), S>;
  struct record {
    S state;
    std::size_t parent;  // npos for the side's root
    std::size_t depth;
  };
  struct side {
    std::deque<record> records;
    std::unordered_map<key_type, std::size_t, decltype(Policy::hash), decltype(Policy::equal)> index;
    std::vector<std::size_t> frontier;  // the records of the deepest level
    std::size_t depth = 0;              // of the frontier
  };
  static constexpr std::size_t npos = std::numeric_limits<std::size_t>::max();
  static constexpr std::size_t no_path = std::numeric_limits<std::size_t>::max();

 public:
  bidirectional_bfs_search(F next, P prev, Policy by, statistics* stats, limits const* lim)
      : next_(std::move(next)), prev_(std::move(prev)), by_(std::move(by)), stats_(stats), limits_(lim) {}

  std::optional<found_path<S, std::size_t>> run(S start, S goal) {
    if (stats_) *stats_ = statistics{};
    if (stats_) stats_->passes = 1;
    if (limits_ && limits_->time != std::chrono::nanoseconds::max())
      deadline_ = std::chrono::steady_clock::now() + limits_->time;
    forward_.index = decltype(forward_.index)(0, by_.hash, by_.equal);
    backward_.index = decltype(backward_.index)(0, by_.hash, by_.equal);
    if (!add(forward_, backward_, std::move(start), npos, 0) || !add(backward_, forward_, std::move(goal), npos, 0))
      return std::nullopt;
    while (!(best_ != no_path && best_ <= forward_.depth + backward_.depth)) {
      if (forward_.frontier.empty() || backward_.frontier.empty()) break;
      // The smaller frontier; on a tie, the shallower search (they take turns).
      std::size_t const f = forward_.frontier.size(), b = backward_.frontier.size();
      bool const ahead = f < b || (f == b && forward_.depth <= backward_.depth);
      bool const going = ahead ? expand(forward_, backward_, next_) : expand(backward_, forward_, prev_);
      if (!going) return std::nullopt;
    }
    if (best_ == no_path) {
      stop(stop_reason::exhausted);
      return std::nullopt;
    }
    if (stats_) stats_->yielded = 1;
    found_path<S, std::size_t> out{{}, best_};
    for (std::size_t r = meet_forward_; r != npos; r = forward_.records[r].parent)
      out.path.push_back(forward_.records[r].state);
    std::reverse(out.path.begin(), out.path.end());
    for (std::size_t r = backward_.records[meet_backward_].parent; r != npos; r = backward_.records[r].parent)
      out.path.push_back(backward_.records[r].state);
    return out;
  }

 private:
  void stop(stop_reason why) {
    if (stats_) stats_->stopped = why;
  }

  // A state reached by `own`: recorded if new (false when a limit stops the
  // search); a meeting when `other` has it.
  template <class From>
  bool add(side& own, side& other, From&& from, std::size_t parent, std::size_t depth) {
    if (limits_ && nodes_ >= limits_->nodes) {
      stop(stop_reason::node_limit);
      return false;
    }
    ++nodes_;
    if (stats_) {
      ++stats_->nodes;
      if (depth > stats_->depth) stats_->depth = depth;
    }
    S s(std::forward<From>(from));
    auto [at, fresh] = own.index.try_emplace(std::invoke(by_.key, std::as_const(s)), own.records.size());
    if (!fresh) {
      if (stats_) ++stats_->pruned;
      return true;
    }
    std::size_t const waiting = forward_.frontier.size() + backward_.frontier.size() + next_level_ + 1;
    if (limits_ && waiting > limits_->frontier) {
      stop(stop_reason::frontier_limit);
      return false;
    }
    if (stats_ && waiting > stats_->frontier) stats_->frontier = waiting;
    own.records.push_back(record{std::move(s), parent, depth});
    if (parent != npos) ++next_level_;
    auto const there = other.index.find(at->first);
    if (there != other.index.end()) {
      std::size_t const length = depth + other.records[there->second].depth;
      if (length < best_) {
        best_ = length;
        bool const forward = &own == &forward_;
        meet_forward_ = forward ? own.records.size() - 1 : there->second;
        meet_backward_ = forward ? there->second : own.records.size() - 1;
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
      if (stats_) ++stats_->expanded;
      bool any = false;
      std::size_t const before = own.records.size();
      // A deque: the parent stays where it is while its children are added.
      S const& parent = own.records[r].state;
      auto&& children = std::invoke(step, parent);
      for (auto&& child : children) {
        any = true;
        if (!add(own, other, std::forward<decltype(child)>(child), r, own.depth + 1)) return false;
      }
      if (!any && stats_) ++stats_->failures;
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
  statistics* stats_;
  limits const* limits_;
  std::optional<std::chrono::steady_clock::time_point> deadline_;
  side forward_;
  side backward_;
  std::uint64_t nodes_ = 0;
  std::size_t next_level_ = 0;
  std::size_t best_ = no_path;
  std::size_t meet_forward_ = npos;
  std::size_t meet_backward_ = npos;
};

// The statistics& and limits among the options.
inline statistics* bidi_stats() { return nullptr; }
template <class First, class... Rest>
statistics* bidi_stats(First&& first, Rest&&... rest) {
  if constexpr (bidi_statistics<First&&>)
    return &first;
  else
    return bidi_stats(std::forward<Rest>(rest)...);
}
inline std::optional<limits> bidi_limits_of() { return std::nullopt; }
template <class First, class... Rest>
std::optional<limits> bidi_limits_of(First&& first, Rest&&... rest) {
  if constexpr (bidi_limits<First>)
    return limits(first);
  else
    return bidi_limits_of(std::forward<Rest>(rest)...);
}

struct bidirectional_bfs_fn {
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
           std::invocable<P const&, S const&>;
  }

  template <class S, class R, class Goal, class F, class P, class... O>
  static auto call(R&& root, Goal&& goal, F const& next, P const& prev, O&&... options) {
    if constexpr (!check<S, Goal, F, P, O...>()) {
      return refused_call{};
    } else {
      auto by = bidi_policy(std::forward<O>(options)...);
      std::optional<limits> const lim = bidi_limits_of(std::forward<O>(options)...);
      bidirectional_bfs_search<S, F, P, decltype(by)> search(next, prev, by, bidi_stats(std::forward<O>(options)...),
                                                             lim ? &*lim : nullptr);
      return search.run(S(std::forward<R>(root)), S(std::forward<Goal>(goal)));
    }
  }

  // Your call of seek::bidirectional_bfs lands here: the first static_assert
  // that fails says what is wrong with it.
  template <class S, class Goal, class F, class P, class... O>
  static constexpr bool check() {
    if constexpr (!successor_function<F, S> && ranges::input_range<S>) {
      static_assert(never<S>,
                    "seek::bidirectional_bfs takes one root and one goal, each a state: "
                    "bidirectional_bfs(root, goal, next[, prev], options...)");
      return false;
    } else if constexpr (!std::constructible_from<S, Goal&&>) {
      static_assert(never<S>,
                    "seek::bidirectional_bfs: the goal (the second argument) must be a state of the root's type");
      return false;
    } else if constexpr (is_depth_limited_v<F> || is_depth_limited_v<P>) {
      static_assert(never<S>,
                    "seek::bidirectional_bfs does not take seek::depth_limited: the two searches meet in the middle "
                    "and no depth is the root's (bound the search with seek::limits)");
      return false;
    } else if constexpr (is_skip_seen<F>::value || is_skip_seen<P>::value) {
      static_assert(never<S>,
                    "seek::bidirectional_bfs does not take seek::skip_seen: it remembers the states of both searches "
                    "itself (seek::seen_by is its option)");
      return false;
    } else if constexpr (!successor_function<F, S>) {
      static_assert(never<S>,
                    "seek::bidirectional_bfs: `next` is not a successor function of the root's type: it must take "
                    "State const& and return a range of states (unweighted: for (state, cost) pairs, seek::dijkstra)");
      return false;
    } else if constexpr (!successor_function<P, S>) {
      static_assert(never<S>,
                    "seek::bidirectional_bfs: `prev` is not a successor function of the root's type");
      return false;
    } else if constexpr ((is_dense_policy<std::remove_cvref_t<O>>::value || ...)) {
      static_assert(never<S>,
                    "seek::bidirectional_bfs does not take seek::dense_index: its two searches keep their states in "
                    "hash maps (seek::seen_by is its option)");
      return false;
    } else if constexpr ((is_traced_by<std::remove_cvref_t<O>>::value || ...)) {
      static_assert(never<S>, "seek::bidirectional_bfs does not take seek::traced_by: it yields no search tree to trace");
      return false;
    } else if constexpr (((std::same_as<std::remove_cvref_t<O>, statistics> && !bidi_statistics<O&&>) || ...)) {
      static_assert(never<S>, "seek::bidirectional_bfs: pass seek::statistics as a named, non-const object (it is "
                              "written to)");
      return false;
    } else if constexpr (!(bidi_option<O&&> && ...)) {
      static_assert(never<S>,
                    "seek::bidirectional_bfs: unknown option: after `next` (and `prev`) it takes only the options "
                    "seek::statistics&, seek::limits and seek::seen_by(...)");
      return false;
    } else if constexpr (((bidi_statistics<O&&> ? 1 : 0) + ... + 0) > 1 || ((bidi_limits<O> ? 1 : 0) + ... + 0) > 1 ||
                         ((bidi_seen_by<O> ? 1 : 0) + ... + 0) > 1) {
      static_assert(never<S>, "seek::bidirectional_bfs: an option is given twice");
      return false;
    } else if constexpr (!policy_fits<decltype(bidi_policy(std::declval<O>()...)), S>::value) {
      static_assert(never<S>,
                    "seek::bidirectional_bfs remembers states in hash maps, and this state (or its key) has no "
                    "std::hash: pass seek::seen_by(key, hash)");
      return false;
    } else {
      return true;
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
/// equal).
inline constexpr detail::bidirectional_bfs_fn bidirectional_bfs{};

}  // namespace seek
