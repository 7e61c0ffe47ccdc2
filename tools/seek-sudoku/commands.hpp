// commands.hpp: the subcommands. Each returns the process's exit status:
// 0 every record fine, 1 some record invalid / unsolved / stopped by a limit
// (generate: some puzzle could not be made), 2 an input could not be read,
// a bad option value, or standard output failed.
#pragma once

#include "options.hpp"

namespace seek_sudoku {

/// solve and count: a batch through a oneTBB pipeline, results in input order.
int run_batch(options const& opt);
/// enumerate: every solution of each puzzle, streamed as found.
int run_enumerate(options const& opt);
/// compare: dfs and bfs with each successor function, side by side.
int run_compare(options const& opt);
/// generate: random puzzles with one solution, from one seeded stream.
int run_generate(options const& opt);

namespace exit_status {
inline constexpr int ok = 0;
inline constexpr int some_failed = 1;
inline constexpr int usage_or_io = 2;
}  // namespace exit_status

}  // namespace seek_sudoku
