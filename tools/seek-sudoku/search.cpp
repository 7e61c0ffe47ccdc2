#include "search.hpp"

#include <algorithm>
#include <chrono>
#include <type_traits>
#include <utility>

#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/sudoku/solve/first_solution.hpp>
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
                            seek::sudoku::solve_options const& how, solution_visitor const& visit) {
  return seek::sudoku::with_board(puzzle, [&](auto const& root) {
    using board_t = std::remove_cvref_t<decltype(root)>;
    search_result r;
    seek::limits const lim = to_limits(bounds, sizeof(board_t));
    with_successors(successors, [&](auto next) {
      auto const found = seek::sudoku::first_solution(root, next, how, r.stats, lim);
      if (found) {
        ++r.solutions;
        visit(solution_ref{std::addressof(*found), &convert<board_t>});
      }
    });
    // The runs of the restarts, the plain search (automatic mode) not counted.
    bool const restarted = how.restarts == restart_mode::always ||
                           (how.restarts == restart_mode::automatic && board_t::box >= how.restarts_from_box);
    if (restarted && how.restarts == restart_mode::automatic) r.restart_runs = r.stats.passes - 1;
    else if (restarted) r.restart_runs = r.stats.passes;
    return r;
  });
}

std::string stop_message(seek::stop_reason r) {
  if (r == seek::stop_reason::cancelled) return "interrupted";  // by a signal, the only canceller
  return std::string(seek::to_string(r)) + " reached";
}

}  // namespace seek_sudoku
