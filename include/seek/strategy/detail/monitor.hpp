// seek/strategy/detail/monitor.hpp: the events every engine reports, and the
// compile-time choice of who listens: nobody (no_monitor), a
// seek::statistics (counting_monitor), or statistics under seek::limits
// (limited_monitor). The options of a call pick one (strategy/detail/protocol.hpp);
// a tracer would be one more monitor wrapping these, added there, and
// nothing in the engines would change.
//
// The events, in the order an engine meets them:
//   begin()                      the search begins (statistics reset)
//   pass() / restart()           a walk from the roots begins (passes)
//   produce(depth)               a state is about to be generated; false:
//                                a limit refuses it and the search ends
//   generated(state, depth, parent) -> id   it was generated (for tracing)
//   yield(id, state)             it is handed to the consumer
//   expand(id, state)            the successor function is called on it
//   fail(id, state)              it had no successor (a dead end)
//   prune(id, state)             the strategy dropped a generated state
//   climb(id, state)             a depth-first walk backtracks past it
//   frontier(size)               states waiting; false: over the limit
//   finish(reason)               the search ended
// Node ids are an empty type for every monitor here, so carrying them costs
// nothing, and the states passed along are unused references; the tracer
// (trace/tracer.hpp) numbers nodes and so gets the tree's shape.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>

#include <seek/core/statistics.hpp>
#include <seek/core/detail/node_id.hpp>

namespace seek::detail {

// Every hook of the engine goes through one of these. The first is empty and
// every call on it is an inline no-op, which is what makes statistics free
// when unused.
struct no_monitor {
  using id_type = no_id;
  constexpr void begin() const noexcept {}
  constexpr void pass() const noexcept {}
  constexpr void restart() const noexcept {}
  constexpr bool produce(std::size_t) const noexcept { return true; }
  template <class S>
  constexpr id_type generated(S const&, std::size_t, id_type) const noexcept {
    return {};
  }
  template <class S>
  constexpr void yield(id_type, S const&) const noexcept {}
  template <class S>
  constexpr void expand(id_type, S const&) const noexcept {}
  template <class S>
  constexpr void fail(id_type, S const&) const noexcept {}
  template <class S>
  constexpr void prune(id_type, S const&) const noexcept {}
  template <class S>
  constexpr void climb(id_type, S const&) const noexcept {}
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

// The events that only count, shared by the two counting monitors.
struct counting_events {
  using id_type = no_id;
  statistics* stats = nullptr;

  void pass() const noexcept { ++stats->passes; }
  void restart() const noexcept { ++stats->passes; }
  template <class S>
  constexpr id_type generated(S const&, std::size_t, id_type) const noexcept {
    return {};
  }
  template <class S>
  void yield(id_type, S const&) const noexcept {
    ++stats->yielded;
  }
  template <class S>
  void expand(id_type, S const&) const noexcept {
    ++stats->expanded;
  }
  template <class S>
  void fail(id_type, S const&) const noexcept {
    ++stats->failures;
  }
  template <class S>
  void prune(id_type, S const&) const noexcept {
    ++stats->pruned;
  }
  template <class S>
  constexpr void climb(id_type, S const&) const noexcept {}
};

struct counting_monitor : counting_events {
  void begin() const noexcept { *stats = statistics{}; }
  bool produce(std::size_t depth) const noexcept {
    ++stats->nodes;
    note_max(stats->depth, depth);
    return true;
  }
  bool frontier(std::size_t size) const noexcept {
    note_max(stats->frontier, size);
    return true;
  }
  void finish(stop_reason r) const noexcept { stats->stopped = r; }
};

// Limits, with the caller's statistics (`user`) or, without them, its own.
struct limited_monitor : counting_events {
  using clock = std::chrono::steady_clock;
  statistics* user = nullptr;  // null: count into `own`
  statistics own{};
  limits lim;
  clock::time_point deadline{};
  clock::time_point next_report{};
  clock::time_point last_check{};
  bool clocked = false;  // a time limit or a progress callback: read the clock
  // The next state count at which check() runs: never past lim.nodes, so the
  // hot path is one compare per state.
  std::uint64_t next_check = 0;
  std::uint64_t period = max_period;

  limited_monitor() = default;
  limited_monitor(statistics* s, limits l) : user(s), lim(std::move(l)) {}

  // The stop token (and the clock, when clocked) is read at most once per
  // max_period states. With a clock the period adapts so that it is read
  // about every 0.1 to 1 ms: from one state at the start, it doubles while
  // states are cheap and halves while they are slow, so a search of slow
  // states (a big board's probing node takes a millisecond) still stops
  // close to its deadline, and one of cheap states reads the clock rarely.
  static constexpr std::uint64_t max_period = 256;

  void begin() {
    stats = user != nullptr ? user : &own;  // here, not at construction: the view may have moved
    *stats = statistics{};
    clocked = lim.time != std::chrono::nanoseconds::max() || lim.progress;
    auto const now = clocked ? clock::now() : clock::time_point{};  // a search of a few states: no clock
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
  // needs no saved registers.
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
    // states the checks fall on multiples of 256.
    std::uint64_t const next = (stats->nodes | (period - 1)) + 1;
    next_check = next < lim.nodes ? next : lim.nodes;
    return true;
  }
};

// A monitor M with a depth bound (seek::depth_limited, taken apart by the
// protocol): states at `max_depth` are visited but not expanded. The
// engines ask only when bounds_depth_v holds, so an unbounded search pays
// nothing.
template <class M>
struct depth_bounded : M {
  std::size_t max_depth = 0;
  depth_bounded() = default;  // views must be default-constructible to pipe
  depth_bounded(M m, std::size_t d) : M(std::move(m)), max_depth(d) {}
  bool expandable(std::size_t depth) const noexcept { return depth < max_depth; }
};
// Whether a monitor numbers nodes (a tracer listens): engines keep what
// only a tracer needs (where a climbed state lies) when it holds.
template <class M>
inline constexpr bool traces_v = !std::is_same_v<typename M::id_type, no_id>;

template <class M>
inline constexpr bool bounds_depth_v = requires(M const& m) { m.expandable(std::size_t{}); };

}  // namespace seek::detail
