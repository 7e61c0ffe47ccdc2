// split.hpp: one puzzle's tree split over several threads (oneTBB), and
// counts that stop and resume from a checkpoint file; for search.cpp.
#pragma once

#include <seek/sudoku/io/grid.hpp>

#include "engine.hpp"
#include "options.hpp"

namespace seek_sudoku {

/// search_solutions on `threads` threads (0: every core), depth-first:
/// `visit` is called by one thread at a time, solutions in no set order.
/// The frontier limit does not apply (each thread's stack stays small).
/// Needs has_threads().
search_result split_solutions(seek::sudoku::grid const& puzzle, strategy successors,
                              search_bounds const& bounds, solution_visitor const& visit,
                              unsigned threads);

}  // namespace seek_sudoku
