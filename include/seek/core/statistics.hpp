// seek/core/statistics.hpp: what a search did (seek::statistics), why it ended
// (seek::stop_reason) and the bounds that end it early (seek::limits), in
// Gecode's vocabulary. Every strategy and count takes them as options, and
// every field means one thing in all of them (the table in
// docs/strategies.md, "Statistics"). A search given no statistics counts
// nothing and pays nothing.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <stop_token>

namespace seek {

/// Why a search ended.
enum class stop_reason : std::uint8_t {
  none,            ///< not ended yet, or the consumer stopped pulling
  exhausted,       ///< every state of the tree was visited
  node_limit,      ///< `limits::nodes` states were generated
  frontier_limit,  ///< the frontier would have exceeded `limits::frontier`
  time_limit,      ///< `limits::time` elapsed
  cancelled,       ///< the `limits::cancel` stop token was signalled
};

/// A short English name for a stop reason ("node limit", ...).
constexpr char const* to_string(stop_reason r) noexcept {
  switch (r) {
    case stop_reason::none: return "none";
    case stop_reason::exhausted: return "exhausted";
    case stop_reason::node_limit: return "node limit";
    case stop_reason::frontier_limit: return "frontier limit";
    case stop_reason::time_limit: return "time limit";
    case stop_reason::cancelled: return "cancelled";
  }
  return "unknown";
}

/// Counters filled in by a search given a `seek::statistics&` option. They
/// are reset when the search begins and are exact whenever the consumer
/// holds an element (and at the end).
struct statistics {
  /// States generated: each root once when the search begins, and every state
  /// taken from a successor range, in every pass and run (ida_star: Korf's
  /// count, cut-offs included). What `limits::nodes` bounds.
  std::uint64_t nodes = 0;
  std::uint64_t yielded = 0;   ///< elements handed to the consumer
  std::uint64_t expanded = 0;  ///< calls of the successor function
  std::uint64_t failures = 0;  ///< expanded states that had no successor (dead ends)
  /// Generated states the strategy itself dropped: beyond a bound (ida_star's
  /// threshold), reached again and not cheaper (dijkstra, astar), out of a beam.
  std::uint64_t pruned = 0;
  std::size_t depth = 0;  ///< deepest state generated (roots at depth 0)
  /// Most states held waiting at once: dfs stack frames, bfs queue, best_first
  /// heap, beam level, dijkstra/astar open states, iddfs/ida_star/lds path.
  std::size_t frontier = 0;
  /// Walks from the roots: 1 for single-pass strategies; deepening passes
  /// (iddfs, ida_star), discrepancy iterations (lds), runs (restarts).
  std::uint64_t passes = 0;
  std::uint64_t memo_hits = 0;  ///< memoized count only: subtrees whose count came from the table
  /// Memoized count only: the subtree counts in its table at the end (at most
  /// memo_options::max_entries; with seek::dense_index, the indices filled).
  std::size_t memo_entries = 0;
  stop_reason stopped = stop_reason::none;  ///< why the search ended

  /// True when the search ended on a limit or cancellation, so the states it
  /// generated are not the whole tree.
  [[nodiscard]] constexpr bool truncated() const noexcept {
    return stopped != stop_reason::none && stopped != stop_reason::exhausted;
  }
};

/// Bounds that end a search early, an option of every strategy and count
/// (with or without a `statistics&`). A search stopped by one of them ends
/// its range normally; with statistics, `stopped` says which bound it was.
struct limits {
  /// No bound: the default of the count limits.
  static constexpr std::uint64_t unlimited = std::numeric_limits<std::uint64_t>::max();

  std::uint64_t nodes = unlimited;     ///< at most this many states are generated (statistics::nodes)
  std::uint64_t frontier = unlimited;  ///< at most this many states wait at once (statistics::frontier)
  std::chrono::nanoseconds time = std::chrono::nanoseconds::max();  ///< wall-clock budget from begin()
  std::stop_token cancel{};            ///< request_stop() on its source ends the search

  /// Optional: called with the statistics so far while the search runs, on the
  /// thread that advances it (no other thread reads them), at most once per
  /// `progress_period` of steady_clock time. The clock is read with the stop
  /// token, at most once per 256 states and about once a millisecond when
  /// states are slow (the period adapts), so the call and a time limit are
  /// late by about a millisecond or one state, whichever is longer. Not
  /// called at the end (the caller has the final statistics), nor by
  /// seek::mpi. An exception it throws leaves the search through the
  /// iterator's `++` or `begin()`, as one from the successor function.
  /// seek::parallel calls it from one worker at a time (never two at once),
  /// at the same period, with only `nodes` set: the states its workers have
  /// taken so far, exact to within 256 per worker (the exact, merged
  /// statistics come at the end); an exception it throws leaves the call.
  std::function<void(statistics const&)> progress{};
  std::chrono::nanoseconds progress_period = std::chrono::milliseconds(200);  ///< between `progress` calls
};

}  // namespace seek
