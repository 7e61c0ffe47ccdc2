#include "search.hpp"

#include "split.hpp"

namespace seek_sudoku {

seek::limits limits_for(search_bounds const& b, int box) { return to_limits(b, state_bytes(box)); }

search_result search_solutions(seek::sudoku::grid const& puzzle, strategy successors, order search_order,
                               search_bounds const& bounds, solution_visitor const& visit, unsigned threads) {
  if (threads != 1 && search_order == order::dfs && has_threads())
    return split_solutions(puzzle, successors, bounds, visit, threads);
  return walk(puzzle, successors, search_order, limits_for(bounds, puzzle.box), visit);
}

search_result find_solution(seek::sudoku::grid const& puzzle, strategy successors, search_bounds const& bounds,
                            seek::sudoku::solve_options const& how, solution_visitor const& visit) {
  return first_solution(puzzle, successors, how, limits_for(bounds, puzzle.box), visit);
}

std::string stop_message(seek::stop_reason r) {
  if (r == seek::stop_reason::cancelled) return "interrupted";  // by a signal, the only canceller
  return std::string(seek::to_string(r)) + " reached";
}

}  // namespace seek_sudoku
