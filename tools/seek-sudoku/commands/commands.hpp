// commands.hpp: the subcommands, each named once here: the command line
// (cli.cpp) registers them from this table and main.cpp runs the one chosen.
// Each returns the process's exit status: 0 every record fine, 1 some record
// invalid / unsolved / stopped by a limit (generate: some puzzle could not be
// made), 2 an input could not be read, a bad option value, or standard output
// failed.
#pragma once

#include <string_view>

#include "lib/exit_status.hpp"
#include "lib/options.hpp"

namespace seek_sudoku {

/// solve and count: a batch through the record pipeline, results in input order.
int run_batch(options const& opt);
/// enumerate: every solution of each puzzle, streamed as found.
int run_enumerate(options const& opt);
/// compare: dfs and bfs with each successor function, side by side.
int run_compare(options const& opt);
/// generate: random puzzles with one solution, from one seeded stream.
int run_generate(options const& opt);
/// trace: the search tree of one puzzle's bounded search, as DOT, SVG or JSON lines.
int run_trace(options const& opt);
/// watch: one puzzle's search, animated on the terminal (plain lines elsewhere).
int run_watch(options const& opt);
/// explain, hint and rate: the solving path, its next step, its SE rating
/// (a batch through the record pipeline, results in input order).
int run_logic(options const& opt);

struct subcommand {
  command cmd;
  char const* name;
  char const* summary;  // the line --help shows
  int (*run)(options const&);
};

inline constexpr subcommand subcommands[] = {
    {command::solve, "solve", "Print the solution of each puzzle, one line per puzzle", run_batch},
    {command::count, "count", "Print the number of solutions of each puzzle", run_batch},
    {command::enumerate, "enumerate", "Stream every solution as soon as it is found", run_enumerate},
    {command::compare, "compare", "Run dfs and bfs with each successor function on each puzzle; print a table",
     run_compare},
    {command::generate, "generate",
     "Write random puzzles with exactly one solution, reproducible from a seed (reads no input)", run_generate},
    {command::trace, "trace", "Write the search tree of one puzzle's bounded search as DOT, SVG or JSON lines",
     run_trace},
    {command::watch, "watch", "Animate one puzzle's search on the terminal: dfs, bfs, or both side by side",
     run_watch},
    {command::explain, "explain", "Solve each puzzle as a person would: every step, its technique and why",
     run_logic},
    {command::hint, "hint", "Print the next step of each puzzle, as explain would take it", run_logic},
    {command::rate, "rate", "Rate each puzzle on the Sudoku Explainer scale, with its hardest technique",
     run_logic},
};

/// The subcommand of `cmd`.
constexpr subcommand const& subcommand_of(command cmd) noexcept {
  for (auto const& s : subcommands)
    if (s.cmd == cmd) return s;
  return subcommands[0];
}

}  // namespace seek_sudoku
