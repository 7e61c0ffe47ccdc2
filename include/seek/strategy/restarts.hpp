// seek/strategy/restarts.hpp: randomized restarts, for finding one goal in a tree
// whose search time is heavy-tailed (Gecode's RBS, Gomes et al. 1998).
//
//   seek::restarts(root, next, schedule, seed)
//
// Run i (from 1) is seek::dfs(root, seek::shuffled(next, seed_i)) stopped
// after schedule(i) states; seed_i is the i-th output of seek::splitmix64
// seeded with `seed`. The range yields the states of run 1, then of run 2,
// and so on: every run starts again at the root, so states repeat. It ends
// after the first run that walks its whole tree within its limit. With an
// unbounded schedule (Luby, geometric) and a finite tree that run comes, and
// then every state has been yielded at least once: a goal is found if there
// is one. Use it as `| views::filter(goal) | seek::first(1)`; to count or
// enumerate solutions exactly, use seek::dfs (restarts repeat states).
//
// seek::limits bound the whole walk, over all runs: `nodes` counts every
// state yielded, `time` runs from begin(), `cancel` and `frontier` end it as
// they end seek::dfs, and `progress` sees the states of all runs so far.
// restart_statistics::stopped says which bound ended it.
//
//   seek::restarts(root, seek::reseeded(make), schedule, seed)
//
// As above, but run i searches with `make(seed_i)` as it is, not with a
// shuffled `next`: for successor functions that randomize their own order
// lazily (seek::sudoku::random_order), so that no run collects and shuffles
// the children of a node before it visits the first one. Each run gets a
// successor of its own, made from its seed, so a walk is fixed by `seed`.
#pragma once

#include <algorithm>
#include <bit>
#include <chrono>
#include <concepts>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <type_traits>
#include <utility>

#include <seek/core/concepts.hpp>
#include <seek/detail/generator_view.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/range/generator.hpp>
#include <seek/core/random.hpp>
#include <seek/successor/shuffled.hpp>
#include <seek/core/statistics.hpp>

namespace seek {

/// The i-th term (i >= 1) of the Luby sequence 1,1,2,1,1,2,4,1,1,2,1,1,2,4,8,…:
/// 2^(k-1) when i = 2^k - 1, else luby(i - 2^(k-1) + 1) with 2^(k-1) <= i < 2^k - 1.
/// Throws std::invalid_argument for i = 0.
constexpr std::uint64_t luby(std::uint64_t i) {
  if (i == 0) throw std::invalid_argument("seek::luby: the sequence starts at i = 1");
  for (;;) {
    auto const k = std::bit_width(i);  // the smallest k with 2^k - 1 >= i
    std::uint64_t const half = std::uint64_t{1} << (k - 1);
    if (i == 2 * half - 1) return half;
    i = i - half + 1;
  }
}

/// A restart schedule: run i (from 1) may produce `schedule(i)` states.
template <class Sch>
concept restart_schedule =
    std::copy_constructible<Sch> && std::regular_invocable<Sch const&, std::uint64_t> &&
    std::convertible_to<std::invoke_result_t<Sch const&, std::uint64_t>, std::uint64_t>;

/// `scale * luby(i)` states for run i: the schedule that is within a
/// logarithmic factor of the best fixed limit for any run-time distribution
/// (Luby, Sinclair and Zuckerman 1993).
struct luby_schedule {
  std::uint64_t scale = 100;  ///< states in a run of Luby term 1
  /// The limit of run `i`, saturating at 2^64 - 1.
  constexpr std::uint64_t operator()(std::uint64_t i) const {
    std::uint64_t const l = luby(i);
    return scale > std::numeric_limits<std::uint64_t>::max() / l ? std::numeric_limits<std::uint64_t>::max()
                                                                  : scale * l;
  }
};

/// `base * factor^(i-1)` states for run i (rounded down, saturating).
struct geometric_schedule {
  std::uint64_t base = 100;  ///< states in run 1
  double factor = 1.5;       ///< growth per run; at least 1
  /// The limit of run `i`.
  constexpr std::uint64_t operator()(std::uint64_t i) const {
    double x = static_cast<double>(base);
    for (std::uint64_t k = 1; k < i && x < 1.8e19; ++k) x *= factor;
    return x >= 1.8e19 ? std::numeric_limits<std::uint64_t>::max() : static_cast<std::uint64_t>(x);
  }
};

/// Filled in as a seek::restarts range is walked.
struct restart_statistics {
  std::uint64_t runs = 0;   ///< runs begun
  std::uint64_t nodes = 0;  ///< states yielded, over all runs
  bool exhausted = false;   ///< a run walked the whole tree (the range has ended)
  /// What ended the walk: `exhausted` (as above), a bound of the limits
  /// (node_limit, time_limit, frontier_limit, cancelled), or `none` (not
  /// ended, or the consumer stopped pulling).
  stop_reason stopped = stop_reason::none;
};

/// What seek::reseeded returns: a maker of one successor function per
/// restart run, from the run's seed.
template <class Make>
struct reseeded_fn {
  Make make;  ///< `make(seed)`: the successor function of a run
};

/// `seek::reseeded(make)`: tells seek::restarts to search run i with
/// `make(seed_i)` instead of seek::shuffled(next, seed_i) (see the top of
/// this file).
template <class Make>
  requires std::copy_constructible<Make> && std::invocable<Make const&, std::uint64_t>
reseeded_fn<Make> reseeded(Make make) {
  return {std::move(make)};
}

namespace detail {
template <class F>
struct is_reseeded : std::false_type {};
template <class Make>
struct is_reseeded<reseeded_fn<Make>> : std::true_type {};

// The successor function of the run seeded with `seed`.
template <class F>
auto run_successor(F const& next, std::uint64_t seed) {
  if constexpr (is_reseeded<F>::value)
    return next.make(seed);
  else
    return shuffled(next, xoshiro256ss(seed));
}

// Whether restarts accept `next` for states of type S: a successor function,
// or seek::reseeded of a maker of successor functions.
template <class F, class S>
inline constexpr bool restart_successor_v = successor_function<F, S>;
template <class Make, class S>
inline constexpr bool restart_successor_v<reseeded_fn<Make>, S> =
    successor_function<std::invoke_result_t<Make const&, std::uint64_t>, S>;

// The limits of one run: the schedule's, within what is left of `lim`.
inline limits run_limits(limits const& lim, std::uint64_t run_nodes, std::uint64_t done,
                         std::chrono::steady_clock::time_point deadline) {
  limits each;
  each.nodes = std::min(run_nodes, lim.nodes - done);
  each.frontier = lim.frontier;
  each.cancel = lim.cancel;
  if (deadline != std::chrono::steady_clock::time_point::max())
    each.time = std::max(std::chrono::nanoseconds{0}, deadline - std::chrono::steady_clock::now());
  if (lim.progress) {
    // The states of the earlier runs count too.
    each.progress = [&lim, done](statistics const& s) {
      statistics all = s;
      all.nodes += done;
      lim.progress(all);
    };
    each.progress_period = lim.progress_period;
  }
  return each;
}

template <class S, class F, class Sch>
generator<S const&> restart_runs(S root, F next, Sch schedule, std::uint64_t seed, limits lim,
                                 restart_statistics* out) {
  auto const deadline = lim.time == std::chrono::nanoseconds::max()
                            ? std::chrono::steady_clock::time_point::max()
                            : std::chrono::steady_clock::now() + lim.time;
  splitmix64 seeds(seed);
  std::uint64_t done = 0;  // states yielded by all runs so far
  for (std::uint64_t run = 1;; ++run) {
    std::uint64_t limit = static_cast<std::uint64_t>(schedule(run));
    if (limit == 0) limit = 1;
    // The run may end at its own limit (then the next run starts) or at
    // what is left of lim.nodes (then the walk ends).
    bool const last_nodes = lim.nodes - done <= limit;
    if (out) ++out->runs;
    statistics stats;
    auto run_next = run_successor(next, seeds());
    for (S const& s : dfs(root, run_next, stats, run_limits(lim, limit, done, deadline))) {
      ++done;
      if (out) ++out->nodes;
      co_yield s;
    }
    if (!stats.truncated()) {
      if (out) {
        out->exhausted = true;
        out->stopped = stop_reason::exhausted;
      }
      co_return;
    }
    if (stats.stopped != stop_reason::node_limit || last_nodes) {
      if (out) out->stopped = stats.stopped;  // a bound of `lim`
      co_return;
    }
  }
}

struct restarts_fn {
  // Fails to match when `next` is not a successor function for the root's
  // type (nor seek::reseeded of a maker of one), or when the schedule is not
  // callable as `schedule(run)`.
  template <class S, class F, class Sch = luby_schedule>
    requires restart_successor_v<F, S> && std::copy_constructible<S> && restart_schedule<Sch>
  auto operator()(S root, F next, Sch schedule = {}, std::uint64_t seed = 0, limits lim = {}) const {
    return make(std::move(root), std::move(next), std::move(schedule), seed, std::move(lim), nullptr);
  }

  /// As above; `stats` (which must outlive the walk) counts runs and states
  /// and says what ended the walk.
  template <class S, class F, class Sch = luby_schedule>
    requires restart_successor_v<F, S> && std::copy_constructible<S> && restart_schedule<Sch>
  auto operator()(S root, F next, restart_statistics& stats, Sch schedule = {}, std::uint64_t seed = 0,
                  limits lim = {}) const {
    return make(std::move(root), std::move(next), std::move(schedule), seed, std::move(lim), &stats);
  }

 private:
  template <class S, class F, class Sch>
  static auto make(S root, F next, Sch schedule, std::uint64_t seed, limits lim, restart_statistics* stats) {
    auto start = [root = std::move(root), next = std::move(next), schedule = std::move(schedule), seed,
                  lim = std::move(lim), stats] {
      if (stats) *stats = {};
      return restart_runs<S, F, Sch>(root, next, schedule, seed, lim, stats);
    };
    return generator_view<S const&, decltype(start)>(std::move(start));
  }
};
}  // namespace detail

/// `seek::restarts(root, next[, stats], schedule = luby_schedule{}, seed = 0, limits = {})`:
/// the states of successive randomized, node-limited depth-first runs (see the
/// top of this file). An input range of `S const&`; begin() starts again from
/// run 1, with the same seeds, so a walk is determined by `seed`.
inline constexpr detail::restarts_fn restarts{};

}  // namespace seek
