// seek/core/statistics.hpp: search statistics and limits, in Gecode's vocabulary.
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
  node_limit,      ///< `limits::nodes` states were produced
  frontier_limit,  ///< the bfs queue would have exceeded `limits::frontier`
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

/// Counters filled in by a search that was given a `statistics&`.
/// A search that was not given one counts nothing and pays nothing.
struct statistics {
  std::uint64_t nodes = 0;     ///< states produced, roots included (Gecode: node)
  std::uint64_t expanded = 0;  ///< calls of the successor function
  std::uint64_t failures = 0;  ///< expanded states that had no successor (dead ends; Gecode: fail)
  std::size_t depth = 0;       ///< deepest state produced, roots at depth 0 (Gecode: depth)
  std::size_t frontier = 0;    ///< dfs: most frames on the stack; bfs: longest queue
  std::uint64_t passes = 0;      ///< iddfs, ida_star: passes begun (iterations of deepening)
  std::uint64_t pass_nodes = 0;  ///< iddfs, ida_star: nodes counted in the current (last) pass
  std::uint64_t memo_hits = 0;   ///< seek::count with seek::memo_by: subtrees whose count came from the table
  stop_reason stopped = stop_reason::none;  ///< why the search ended

  /// True when the search ended on a limit or cancellation, so the states it
  /// produced are not the whole tree.
  [[nodiscard]] constexpr bool truncated() const noexcept {
    return stopped != stop_reason::none && stopped != stop_reason::exhausted;
  }
};

/// Bounds that end a search early. A search stopped by one of them ends its
/// range normally and records the reason in `statistics::stopped`, so limits
/// are only accepted together with a `statistics&`.
struct limits {
  /// No bound: the default of the count limits.
  static constexpr std::uint64_t unlimited = std::numeric_limits<std::uint64_t>::max();

  std::uint64_t nodes = unlimited;     ///< at most this many states are produced
  std::uint64_t frontier = unlimited;  ///< bfs: queue length; dfs: stack frames
  std::chrono::nanoseconds time = std::chrono::nanoseconds::max();  ///< wall-clock budget from begin()
  std::stop_token cancel{};            ///< request_stop() on its source ends the search

  /// Optional: called with the statistics so far while the search runs, on the
  /// thread that advances it (no other thread reads them), at most once per
  /// `progress_period` of steady_clock time. The clock is read with the stop
  /// token, at most once per 256 states and about once a millisecond when
  /// states are slow (the period adapts), so the call and a time limit are
  /// late by about a millisecond or one state, whichever is longer. Not called at the end (the caller has the final statistics), nor
  /// by seek::mpi. An exception it throws leaves the search through the
  /// iterator's `++` or `begin()`, as one from the successor function.
  /// seek::parallel calls it from one worker at a time (never two at once),
  /// at the same period, with only `nodes` set: the states its workers have
  /// taken so far, exact to within 256 per worker (the exact, merged
  /// statistics come at the end); an exception it throws leaves the call.
  std::function<void(statistics const&)> progress{};
  std::chrono::nanoseconds progress_period = std::chrono::milliseconds(200);  ///< between `progress` calls
};

}  // namespace seek
