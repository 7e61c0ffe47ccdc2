// seek/detail/monitor.hpp: the compile-time choice between counting nothing,
// counting into a seek::statistics, and counting under seek::limits.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <utility>

#include <seek/core/statistics.hpp>

namespace seek::detail {

// Every hook of the engine goes through one of these. The first is empty and
// every call on it is an inline no-op, which is what makes statistics free
// when unused.
struct no_monitor {
  constexpr void begin() const noexcept {}
  constexpr bool produce(std::size_t) const noexcept { return true; }
  constexpr void expand() const noexcept {}
  constexpr void fail() const noexcept {}
  constexpr bool frontier(std::size_t) const noexcept { return true; }
  constexpr void finish(stop_reason) const noexcept {}
};

// A running maximum of the statistics (deepest state, largest frontier):
// a branch that is rarely taken, where std::max would store the field back
// at every state.
inline void note_max(std::size_t& field, std::size_t value) noexcept {
  if (value > field) [[unlikely]]
    field = value;
}

struct counting_monitor {
  statistics* stats;

  void begin() const noexcept { *stats = statistics{}; }
  bool produce(std::size_t depth) const noexcept {
    ++stats->nodes;
    note_max(stats->depth, depth);
    return true;
  }
  void expand() const noexcept { ++stats->expanded; }
  void fail() const noexcept { ++stats->failures; }
  bool frontier(std::size_t size) const noexcept {
    note_max(stats->frontier, size);
    return true;
  }
  void finish(stop_reason r) const noexcept { stats->stopped = r; }
};

struct limited_monitor {
  using clock = std::chrono::steady_clock;
  statistics* stats;
  limits lim;
  clock::time_point deadline{};
  clock::time_point next_report{};
  clock::time_point last_check{};
  bool clocked = false;  // a time limit or a progress callback: read the clock
  // The next state count at which check() runs: never past lim.nodes, so the
  // hot path is one compare per state.
  std::uint64_t next_check = 0;
  std::uint64_t period = max_period;

  // The stop token (and the clock, when clocked) is read at most once per
  // max_period states. With a clock the period adapts so that it is read
  // about every 0.1 to 1 ms: from one state at the start, it doubles while
  // states are cheap and halves while they are slow, so a search of slow
  // states (a big board's probing node takes a millisecond) still stops
  // close to its deadline, and one of cheap states reads the clock rarely.
  static constexpr std::uint64_t max_period = 256;

  void begin() {
    *stats = statistics{};
    auto const now = clock::now();
    deadline = lim.time != std::chrono::nanoseconds::max() ? later(now, lim.time) : clock::time_point::max();
    next_report = lim.progress ? later(now, lim.progress_period) : clock::time_point::max();
    clocked = deadline != clock::time_point::max() || lim.progress;
    last_check = now;
    period = clocked ? 1 : max_period;
    next_check = 0;
  }
  bool produce(std::size_t depth) {
    if (stats->nodes >= next_check && !check()) return false;
    ++stats->nodes;
    note_max(stats->depth, depth);
    return true;
  }
  void expand() const noexcept { ++stats->expanded; }
  void fail() const noexcept { ++stats->failures; }
  bool frontier(std::size_t size) {
    if (size > lim.frontier) return stop(stop_reason::frontier_limit);
    note_max(stats->frontier, size);
    return true;
  }
  void finish(stop_reason r) const noexcept {
    if (stats->stopped == stop_reason::none) stats->stopped = r;
  }

 private:
  bool stop(stop_reason r) noexcept {
    stats->stopped = r;
    return false;
  }
  // now + d, saturated rather than overflowed for huge budgets and periods.
  static clock::time_point later(clock::time_point now, std::chrono::nanoseconds d) noexcept {
    return d < clock::time_point::max() - now ? now + d : clock::time_point::max();
  }
  // The node budget, the stop token, then (when clocked) the deadline and the
  // progress report. Out of line, so that produce(), called for every state,
  // needs no saved registers: inlined, it cost g++ 5 instructions a state
  // (callgrind).
  [[gnu::noinline]] bool check() {
    if (stats->nodes >= lim.nodes) return stop(stop_reason::node_limit);
    if (lim.cancel.stop_requested()) return stop(stop_reason::cancelled);
    if (clocked) {
      auto const now = clock::now();
      if (now >= deadline) return stop(stop_reason::time_limit);
      if (now >= next_report) {
        next_report = later(now, lim.progress_period);
        lim.progress(static_cast<statistics const&>(*stats));
      }
      auto const since = now - last_check;
      last_check = now;
      if (since < std::chrono::microseconds(100) && period < max_period) period *= 2;
      else if (since > std::chrono::milliseconds(1) && period > 1) period /= 2;
    }
    // The next multiple of the period (a power of two), so that with cheap
    // states the checks fall on multiples of 256 as they did before.
    std::uint64_t const next = (stats->nodes | (period - 1)) + 1;
    next_check = next < lim.nodes ? next : lim.nodes;
    return true;
  }
};

// A monitor M with a depth bound (seek::depth_limited): states at
// `max_depth` are visited but not expanded. The engines ask only when
// bounds_depth_v holds, so an unbounded search pays nothing.
template <class M>
struct depth_bounded : M {
  std::size_t max_depth = 0;
  depth_bounded() = default;  // views must be default-constructible to pipe
  depth_bounded(M m, std::size_t d) : M(std::move(m)), max_depth(d) {}
  bool expandable(std::size_t depth) const noexcept { return depth < max_depth; }
};
template <class M>
inline constexpr bool bounds_depth_v = requires(M const& m) { m.expandable(std::size_t{}); };

}  // namespace seek::detail
