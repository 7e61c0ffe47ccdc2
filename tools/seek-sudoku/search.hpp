// search.hpp: one sudoku search with the strategy, order and bounds chosen at
// run time. Everything that depends on the board's compile-time size stays
// in search.cpp, which is where the 7 sizes x 3 successor functions x 2
// orders are instantiated once for the whole tool.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>

#include <seek/statistics.hpp>
#include <seek/sudoku/grid.hpp>

#include "options.hpp"

namespace seek_sudoku {

/// A solution found by a search, still in the solver's representation;
/// to_grid() converts it only when someone wants to see it.
struct solution_ref {
  void const* board;
  seek::sudoku::grid (*convert)(void const*);
  [[nodiscard]] seek::sudoku::grid to_grid() const { return convert(board); }
};

/// Called for each solution in the order the search finds it; return false
/// to stop the search there.
using solution_visitor = std::function<bool(solution_ref const&)>;

struct search_result {
  seek::statistics stats;
  std::uint64_t solutions = 0;  // handed to the visitor
  bool stopped_by_visitor = false;

  /// A limit (nodes, frontier, time) ended the search before it was done.
  [[nodiscard]] bool limited() const noexcept { return stats.truncated(); }
};

/// Searches `puzzle` (box size 2..8) for solutions.
search_result search_solutions(seek::sudoku::grid const& puzzle, strategy successors,
                               order search_order, search_bounds const& bounds,
                               solution_visitor const& visit);

/// "node limit reached", ... for a truncated search.
std::string stop_message(seek::stop_reason r);

}  // namespace seek_sudoku
