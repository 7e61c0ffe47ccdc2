// mpi_count.hpp: count over MPI ranks, in a tool built with MPI and started
// by mpirun with two or more processes (docs/cli.md, "Counting on MPI ranks").
// Ranks 1.. start MPI before anything else and wait for work: they never read
// the command line. Rank 0 runs the tool as usual; for each puzzle it counts,
// it sends the puzzle, the successor function and the limits to the other
// ranks, and all of them call seek::mpi::count together. The other ranks
// print nothing: they wait for puzzles until rank 0 is done.
#pragma once

#include <seek/sudoku/io/grid.hpp>

#include "engine.hpp"
#include "options.hpp"

namespace seek_sudoku {

/// Starts MPI; returns this process's rank. Rank 0 ends MPI when it exits.
int start_ranks();

/// Ranks 1..: counts each puzzle rank 0 sends, then ends MPI. Returns the
/// process's exit status.
int serve_counts();

/// Rank 0: counts `puzzle` over every rank with `opt`'s successor function
/// and bounds, carrying `cp` on (one puzzle at a time, whichever thread calls).
search_result count_on_ranks(seek::sudoku::grid const& puzzle, options const& opt, checkpoint& cp);

}  // namespace seek_sudoku
