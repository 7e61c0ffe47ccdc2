// seek/sudoku/solve/first_solution.hpp: the first solution of a board, by the
// strongest search seek has for its size: what seek::sudoku::solve runs.
//
// On 25x25 boards (solve_options::cdcl_from_box to cdcl_to_box, chosen by
// measurement: docs/benchmarks.md) the default engine is conflict-driven learning,
// seek::cdcl over explained_model: each dead end is learnt as a clause over
// a few placements and eliminations, and the search jumps back to where it
// matters. Elsewhere, and with engine dfs, the search is depth-first over the
// propagating board, as follows.
//
// Plain depth-first search answers most boards at once and is the only one
// that proves "no solution"; on 25x25 and bigger boards its time to a first
// solution is heavy-tailed. So by default, past plain_nodes states without an
// answer, the search turns to randomized restarts (seek::restarts, Luby
// schedule): over random_branching on 25x25, over random_probing from 36x36 up
// (from the root settled once). With `learn`, the 16x16 and 25x25 runs branch
// by dom/wdeg on weights they share (weighted_branching): what failed in one
// run is tried first in the next. count and is_unique keep the complete search.
// Restarts: docs/strategies.md, "Randomized restarts"; figures: docs/benchmarks.md.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <type_traits>
#include <utility>

#include <seek/core/concepts.hpp>
#include <seek/core/random.hpp>
#include <seek/core/statistics.hpp>
#include <seek/learn/cdcl.hpp>
#include <seek/learn/learn_nogoods.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/strategy/restarts.hpp>
#include <seek/successor/either.hpp>
#include <seek/successor/shuffled.hpp>
#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/board/placements.hpp>
#include <seek/sudoku/solve/explained_model.hpp>
#include <seek/sudoku/solve/solve_options.hpp>
#include <seek/sudoku/successor/chosen.hpp>
#include <seek/sudoku/successor/propagate.hpp>
#include <seek/sudoku/successor/random.hpp>
#include <seek/sudoku/successor/weighted.hpp>

namespace seek::sudoku {

namespace detail {

// The node budgets of the walk: in automatic mode, run 1 is the plain search.
struct plain_then_luby {
  std::uint64_t plain_nodes = 0;  // 0: no plain run
  std::uint64_t scale = 100;
  constexpr std::uint64_t operator()(std::uint64_t run) const {
    if (plain_nodes != 0) {
      if (run == 1) return plain_nodes;
      --run;
    }
    return luby_schedule{.scale = scale}(run);
  }
};

// splitmix64's step: seek::restarts draws run i's seed as the i-th output of
// splitmix64(seed), so starting one step earlier gives the plain run a seed of
// its own and the random runs 2, 3, ... the seeds of runs 1, 2, ... of
// seek::restarts(…, seed): the same walks as restarts without the plain run.
inline constexpr std::uint64_t splitmix64_step = 0x9e3779b97f4a7c15u;

template <int N, class Successor, class Random>
std::optional<board<N>> restart_walk(board<N> const& root, Successor next, Random random, solve_options const& opt,
                                     bool plain_first, statistics& stats, limits lim) {
  using run_random = std::invoke_result_t<Random const&, std::uint64_t>;
  using run_next = seek::either_successor<Successor, run_random>;
  std::uint64_t const seed = plain_first ? opt.seed - splitmix64_step : opt.seed;
  std::uint64_t const plain_seed = splitmix64(seed)();  // run 1's
  auto make = [=](std::uint64_t s) {
    if (plain_first && s == plain_seed) return run_next(next, std::nullopt);
    return run_next(next, random(s));
  };
  statistics rs;
  plain_then_luby const schedule{.plain_nodes = plain_first ? opt.plain_nodes : 0, .scale = opt.restart_scale};
  // With opt.nogoods, what each run searched in vain is skipped by the runs
  // after it (seek::learn_nogoods); a default store learns nothing.
  nogood_store const nogoods = opt.nogoods ? nogood_store(placement_literals<N>) : nogood_store{};
  auto const solved = [](board<N> const& b) { return b.complete(); };
  auto const runs = seek::learn_nogoods(seek::reseeded(make), nogoods, placements, solved);
  std::optional<board<N>> found;
  for (board<N> const& b : seek::restarts(root, runs, schedule, seed, rs, std::move(lim))) {
    if (b.complete()) {
      found = b;
      break;
    }
  }
  stats.nodes += rs.nodes;
  stats.yielded += rs.yielded;
  stats.expanded += rs.expanded;
  stats.failures += rs.failures;
  stats.pruned += rs.pruned;
  stats.depth = std::max(stats.depth, rs.depth);
  stats.frontier = std::max(stats.frontier, rs.frontier);
  stats.passes += rs.passes;
  // none when a solution ended the walk; exhausted when a run walked its
  // whole tree (no solution); else the bound that ended it.
  stats.stopped = found ? stop_reason::none : rs.stopped;
  return found;
}

// The first solution of `b` by seek::cdcl over its explained model, the
// seed that of `opt`; `stats` as the engine counts: nodes are decisions,
// failures conflicts, passes the runs between restarts.
template <int N>
std::optional<board<N>> cdcl_solution(board<N> const& b, solve_options const& opt, statistics& stats, limits lim) {
  explained_model const model(b);
  cdcl_options tuning;
  tuning.seed = opt.seed;
  auto solutions = seek::cdcl(model, tuning, stats, std::move(lim));
  auto it = solutions.begin();
  if (it == solutions.end()) return std::nullopt;
  return board<N>::from_grid(model.decode(*it));
}

// The restarts of the policy for `b` over `next` (see the top of this file).
template <int N, class Successor>
std::optional<board<N>> restart_policy(board<N> const& b, Successor next, solve_options const& opt,
                                       statistics& stats, limits lim) {
  bool const plain_first = opt.restarts == restart_mode::automatic;
  if constexpr (std::is_same_v<Successor, propagate_fn> && (N == 4 || N == 5)) {
    // 16x16 and 25x25 with learning: dom/wdeg on weights every run shares
    // (successor/weighted.hpp). From 36x36 up probing does better.
    if (opt.learn) {
      failure_weights const weights(std::size_t{3} * board<N>::side, opt.decay);
      auto random = [weights](std::uint64_t s) { return weighted_branching(weights, s); };
      return restart_walk(b, next, random, opt, plain_first, stats, std::move(lim));
    }
  }
  if constexpr (std::is_same_v<Successor, propagate_fn> && N == 5) {
    // 25x25: propagate with the branching cell drawn at random, the order of
    // its children shuffled per run, one generator for the whole walk.
    auto const cells = random_branching(opt.seed);
    auto random = [cells](std::uint64_t s) { return shuffled(cells, s); };
    return restart_walk(b, next, random, opt, plain_first, stats, std::move(lim));
  } else if constexpr (std::is_same_v<Successor, propagate_fn> && N >= 6) {
    // 36x36 and up: probing, its children drawn at random, from the root
    // settled once (a probing state is dear: not once per run).
    board<N> root = b;
    if (!root.complete() && !root.settled()) {
      auto children = next(b);
      auto it = ranges::begin(children);
      if (it == ranges::end(children)) {
        ++stats.nodes;
        stats.passes = 1;
        stats.stopped = stop_reason::exhausted;
        return std::nullopt;
      }
      root = *it;
    }
    auto random = [](std::uint64_t s) { return random_probing(s); };
    return restart_walk(root, next, random, opt, plain_first, stats, std::move(lim));
  } else {
    auto random = [next](std::uint64_t s) { return shuffled(next, s); };
    return restart_walk(b, next, random, opt, plain_first, stats, std::move(lim));
  }
}

}  // namespace detail

/// The first solution of `b` found by the policy of `opt` over successor
/// function `next` (see the top of this file), or none: "no solution" when
/// `!stats.truncated()`, else `stats.stopped` names the limit that ended the
/// search. `lim` bounds the whole search, plain and restarts together.
/// `stats.passes` counts the walks: 1 for the plain search alone; with
/// restarts, the runs (in automatic mode the plain search is run 1), and
/// `nodes` and `stopped` cover them all.
template <int N, class Successor>
  requires successor_function<Successor, board<N>>
std::optional<board<N>> first_solution(board<N> const& b, Successor next, solve_options const& opt,
                                       statistics& stats, limits lim = {}) {
  if (opt.engine == solve_engine::cdcl) return detail::cdcl_solution(b, opt, stats, std::move(lim));
  if (engine_for(opt, N) == solve_engine::cdcl) {
    // automatic: cdcl in place of the default successor function only
    if constexpr (std::is_same_v<Successor, detail::propagate_fn>) {
      return detail::cdcl_solution(b, opt, stats, std::move(lim));
    } else if constexpr (std::is_same_v<Successor, chosen_fn>) {
      if (next.kind() == successor_kind::propagate) return detail::cdcl_solution(b, opt, stats, std::move(lim));
    }
  }
  bool const restart = opt.restarts == restart_mode::always ||
                       (opt.restarts == restart_mode::automatic && N >= opt.restarts_from_box);
  if (!restart) {
    for (board<N> const& s : seek::dfs(b, next, stats, std::move(lim)))
      if (s.complete()) return s;
    return std::nullopt;
  }
  // propagate chosen at run time: its own policy where that differs from
  // shuffling its children (16x16 up). Below, shuffled(chosen(propagate))
  // walks as shuffled(propagate) does, and is compiled once.
  if constexpr (std::is_same_v<Successor, chosen_fn> && N >= 4) {
    if (next.kind() == successor_kind::propagate)
      return detail::restart_policy(b, propagate, opt, stats, std::move(lim));
  }
  return detail::restart_policy(b, next, opt, stats, std::move(lim));
}

/// As above, without statistics.
template <int N, class Successor>
  requires successor_function<Successor, board<N>>
std::optional<board<N>> first_solution(board<N> const& b, Successor next, solve_options const& opt = {}) {
  statistics stats;
  return first_solution(b, std::move(next), opt, stats);
}

}  // namespace seek::sudoku
