#include "search.hpp"

#include <algorithm>
#include <chrono>
#include <type_traits>
#include <utility>

#include <seek/bfs.hpp>
#include <seek/dfs.hpp>
#include <seek/restarts.hpp>
#include <seek/sudoku/sudoku.hpp>

#include "dispatch.hpp"
#if SEEK_SUDOKU_PARALLEL
#include "split.hpp"
#endif

namespace seek_sudoku {

namespace {
template <class Board>
seek::sudoku::grid convert(void const* b) {
  return static_cast<Board const*>(b)->to_grid();
}

// The solutions of one search from `root` within `lim`, handed to `visit`
// (counted into r).
template <class Board, class Next, class Walk>
void visit_solutions(Board const& root, Next next, Walk walk, seek::limits const& lim, search_result& r,
                     solution_visitor const& visit) {
  auto found = seek::sudoku::solutions(root, next, walk, r.stats, lim);
  for (auto&& s : found) {
    ++r.solutions;
    solution_ref const ref{std::addressof(s), &convert<Board>};
    if (!visit(ref)) {
      r.stopped_by_visitor = true;
      break;
    }
  }
}

// Randomized restarts from `root` until a solution, a complete run, or one
// of `lim`'s bounds (nodes counted on from r.stats.nodes, time until
// `deadline`, cancellation). The inner runs take no limits of their own, so
// the bounds are checked here: nodes at every state, the clock and the stop
// token every 256 states as seek::dfs does.
template <class Board, class Next>
void restart_until_found(Board const& root, Next next, std::uint64_t seed, seek::limits const& lim,
                         std::chrono::steady_clock::time_point deadline, search_result& r,
                         solution_visitor const& visit) {
  using clock = std::chrono::steady_clock;
  seek::restart_statistics rs;
  bool const timed = lim.time != std::chrono::nanoseconds::max();
  auto last_progress = clock::now();
  r.stats.stopped = seek::stop_reason::none;
  for (Board const& s : seek::restarts(root, next, rs, seek::luby_schedule{.scale = restart_scale}, seed)) {
    ++r.stats.nodes;
    if (s.complete()) {
      ++r.solutions;
      solution_ref const ref{std::addressof(s), &convert<Board>};
      if (!visit(ref)) r.stopped_by_visitor = true;
      break;
    }
    if (r.stats.nodes >= lim.nodes) {
      r.stats.stopped = seek::stop_reason::node_limit;
      break;
    }
    if ((r.stats.nodes & 255) == 0) {
      if (lim.cancel.stop_requested()) {
        r.stats.stopped = seek::stop_reason::cancelled;
        break;
      }
      auto const now = clock::now();
      if (timed && now >= deadline) {
        r.stats.stopped = seek::stop_reason::time_limit;
        break;
      }
      if (lim.progress && now - last_progress >= lim.progress_period) {
        last_progress = now;
        lim.progress(r.stats);
      }
    }
  }
  r.restart_runs = rs.runs;
  // The range ended by itself: a run walked its whole tree, a complete search.
  if (rs.exhausted && r.solutions == 0) r.stats.stopped = seek::stop_reason::exhausted;
}
}  // namespace

search_result search_solutions(seek::sudoku::grid const& puzzle, strategy successors,
                               order search_order, search_bounds const& bounds,
                               solution_visitor const& visit, unsigned threads) {
#if SEEK_SUDOKU_PARALLEL
  if (threads != 1 && search_order == order::dfs) return split_solutions(puzzle, successors, bounds, visit, threads);
#else
  (void)threads;  // a tool without oneTBB searches each puzzle on one thread
#endif
  return seek::sudoku::with_board(puzzle, [&](auto const& root) {
    using board_t = std::remove_cvref_t<decltype(root)>;
    search_result r;
    seek::limits const lim = to_limits(bounds, sizeof(board_t));
    with_successors(successors, [&](auto next) {
      with_order(search_order, [&](auto walk) { visit_solutions(root, next, walk, lim, r, visit); });
    });
    return r;
  });
}

search_result find_solution(seek::sudoku::grid const& puzzle, strategy successors, search_bounds const& bounds,
                            restart_mode mode, std::uint64_t seed, solution_visitor const& visit) {
  return seek::sudoku::with_board(puzzle, [&](auto const& root) {
    using board_t = std::remove_cvref_t<decltype(root)>;
    search_result r;
    seek::limits const lim = to_limits(bounds, sizeof(board_t));
    bool const restart = mode == restart_mode::always ||
                         (mode == restart_mode::automatic && board_t::box >= auto_restarts_min_box);
    with_successors(successors, [&](auto next) {
      if (!restart) return visit_solutions(root, next, seek::dfs, lim, r, visit);  // as search_solutions
      auto const start = std::chrono::steady_clock::now();  // --timeout holds over both phases
      if (mode == restart_mode::automatic) {
        // Plain depth-first search first, within auto_dfs_nodes states: it
        // proves "no solution" and is the cheaper one on most boards.
        seek::limits first = lim;
        first.nodes = std::min(lim.nodes, auto_dfs_nodes);
        visit_solutions(root, next, seek::dfs, first, r, [&](solution_ref const& s) {
          visit(s);
          return false;  // one solution is all find_solution looks for
        });
        // Done, unless the budget (not the user's --max-nodes) cut it short.
        if (r.solutions != 0 || r.stats.stopped != seek::stop_reason::node_limit || lim.nodes <= auto_dfs_nodes)
          return;
      }
      auto const deadline = lim.time == std::chrono::nanoseconds::max() ? std::chrono::steady_clock::time_point::max()
                                                                         : start + lim.time;
      restart_until_found(root, next, seed, lim, deadline, r, visit);
    });
    return r;
  });
}

std::string stop_message(seek::stop_reason r) {
  if (r == seek::stop_reason::cancelled) return "interrupted";  // by a signal, the only canceller
  return std::string(seek::to_string(r)) + " reached";
}

}  // namespace seek_sudoku
