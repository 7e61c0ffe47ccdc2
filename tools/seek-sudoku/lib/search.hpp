// search.hpp: one puzzle's search as a subcommand asks for it: its solutions
// in order (on one thread or split over several), the first one by the
// library's policy, or their count (on threads, from a checkpoint, over MPI
// ranks). The searches themselves are in engine.cpp.
#pragma once

#include <string>

#include <seek/core/statistics.hpp>
#include <seek/sudoku/io/grid.hpp>

#include "engine.hpp"
#include "options.hpp"

namespace seek_sudoku {

/// The engine's limits for one puzzle of box size `box` (Ctrl-C included).
seek::limits limits_for(search_bounds const& b, int box);

/// Searches `puzzle` (box size 2..8) for solutions. With `threads` other
/// than 1 (0: every core) and dfs order, in a tool built with oneTBB, the
/// tree is split over that many threads: `visit` is then called by one
/// thread at a time, on the solutions in no set order.
search_result search_solutions(seek::sudoku::grid const& puzzle, strategy successors,
                               order search_order, search_bounds const& bounds,
                               solution_visitor const& visit, unsigned threads = 1);

/// solve without --unique, dfs order: the first solution of `puzzle` by the
/// library's policy (seek::sudoku::first_solution with `how`). The bounds hold
/// over the whole search. `visit` is called at most once.
search_result find_solution(seek::sudoku::grid const& puzzle, strategy successors, search_bounds const& bounds,
                            seek::sudoku::solve_options const& how, solution_visitor const& visit);

/// count: the solutions of `puzzle`, all of them or up to `opt.limit`
/// (`solutions` then stops there), without visiting them one by one: split
/// over the threads of the calling oneTBB arena, over the MPI ranks when
/// `opt.on_ranks`, resumed from and saved to `opt.checkpoint` when one is
/// given (split.cpp; docs/cli.md, "One puzzle on every core").
search_result count_solutions(seek::sudoku::grid const& puzzle, options const& opt, search_bounds const& bounds);

/// "node limit reached", ... for a truncated search.
std::string stop_message(seek::stop_reason r);

}  // namespace seek_sudoku
