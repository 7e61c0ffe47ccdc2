// options.hpp: everything the command line decides, as plain data.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <seek/core/statistics.hpp>
#include <seek/sudoku/io/parse.hpp>
#include <seek/sudoku/solve/solve_options.hpp>

namespace seek_sudoku {

enum class command { solve, count, enumerate, compare, generate, trace, watch, explain, hint, rate };
enum class strategy { first_empty, fewest, propagate };
enum class order { dfs, bfs };
enum class format { line, grid, tokens };
/// solve --restarts: the library's policy (seek/sudoku/solve/solve_options.hpp).
using seek::sudoku::restart_mode;

/// The names used on the command line and in tables.
char const* to_string(strategy s) noexcept;
char const* to_string(order o) noexcept;


/// Search bounds, per puzzle. Zero means "not given" for the two counts.
struct search_bounds {
  std::uint64_t max_nodes = 0;      // 0: no node limit (--max-nodes 0 says so too)
  std::uint64_t max_frontier = 0;   // 0: the default, from the memory budget below
  std::chrono::nanoseconds timeout = std::chrono::nanoseconds::max();
  /// The live progress line's hook (progress_meter::search_hook): empty, or
  /// called by the search itself every 0.2 s (seek::limits::progress).
  std::function<void(seek::statistics const&)> progress;
  /// count_solutions adds each solution here as it finds it (when not null),
  /// for the progress hook to read from any thread.
  std::atomic<std::uint64_t>* found = nullptr;
};

/// The default bfs queue (and dfs stack) bound: as many states as fit in
/// this budget, and never more than default_frontier_cap states.
inline constexpr std::uint64_t frontier_budget_bytes = std::uint64_t{256} << 20;
inline constexpr std::uint64_t default_frontier_cap = 1'000'000;

/// compare runs six searches per puzzle, one of which (dfs from the first
/// empty cell) can take billions of states on a hard 9x9; without
/// --max-nodes each search stops here (a few seconds).
inline constexpr std::uint64_t compare_default_nodes = 5'000'000;

/// The frontier limit for states of `state_bytes` bytes under `b`.
std::uint64_t frontier_limit(search_bounds const& b, std::size_t state_bytes) noexcept;

/// The engine's limits for one puzzle.
seek::limits to_limits(search_bounds const& b, std::size_t state_bytes);

/// generate --size 25 without --clues or --minimal stops removing clues at
/// this many: a full removal pass on 25x25 takes minutes (docs/generator.md
/// gives the times).
inline constexpr int big_board_side = 25;
inline constexpr int big_board_default_clues = 400;

/// generate: what to make. The symmetry and difficulty stay names here
/// (CLI11 checks them); generate.cpp turns them into the library's options,
/// so this header does not pull in the generator.
struct generate_request {
  std::uint64_t count = 1;              // puzzles to write, at least 1
  int size = 9;                         // board side: 4, 9, 16 or 25
  int clues = 0;                        // at most this many; 0: as few as one pass reaches (25x25: 400)
  std::string symmetry = "none";        // a name symmetry_from_string reads
  bool minimal = false;
  std::string difficulty = "any";       // a name difficulty_from_string reads
  std::optional<std::uint64_t> seed;    // none: drawn from std::random_device, then reported
  int max_attempts = 1000;              // per puzzle
  bool solution = false;                // also write each puzzle's solution
  // On the Sudoku Explainer scale (logic.cpp): a technique the path needs and
  // nothing harder ("": none), a rating range in tenths (-1: none given).
  std::string technique;
  int min_rating = -1;
  int max_rating = -1;
};

/// explain, hint, rate: how to write a puzzle's solving path (logic.cpp).
struct logic_request {
  bool json = false;          // --format json; else text
  bool show = false;          // explain, hint: the board with candidates before each step
  std::string svg_dir;        // explain, hint: one SVG picture per step, in this folder
  bool uniqueness = true;     // unique rectangles, loops and BUG (SE's rating uses them)
  bool distribution = false;  // rate: the distribution of ratings and techniques after the results
  int hint_level = 3;         // hint: 1 the technique, 2 where, 3 the whole step
  int up_to = -1;             // --up-to: the hardest technique tried (logic.cpp's numbering); -1: all
};

/// trace and watch: one puzzle's search, drawn (trace.cpp, watch.cpp).
struct view_request {
  std::string puzzle;                   // PUZZLE-or-FILE: a file name, '-', or the puzzle's text
  std::string format = "svg";           // trace: dot, svg or jsonl
  std::string output;                   // trace -o: a file; empty: standard output
  std::uint64_t nodes = 0;              // --max-nodes as given; 0: the subcommand's default
  std::uint64_t max_width = 8000;       // trace --max-width: the SVG's width in pixels at most; 0: no cap
  std::chrono::nanoseconds delay = std::chrono::milliseconds(200);  // watch: between steps
  bool step = false;                    // watch: advance on a key
  bool side_by_side = false;            // watch: dfs and bfs in two panels
};

struct options {
  command cmd = command::solve;
  std::vector<std::string> files;  // empty: standard input
  format out_format = format::line;
  strategy successors = strategy::propagate;
  order search_order = order::dfs;
  bool unique = false;             // solve: also prove uniqueness
  seek::sudoku::solve_options solving;  // solve --restarts, --seed
  std::uint64_t limit = 0;         // count / enumerate: solutions per puzzle, 0 = all
  bool memo = true;                // count: a puzzle with many solutions counted again by memo (--no-memo: never)
  bool all_solutions = false;      // compare: explore the whole tree
  search_bounds bounds;
  bool stats = false;
  bool quiet = false;              // no summary, no progress bar
  bool progress = true;            // progress bar (only on a terminal anyway)
  unsigned threads = 0;            // 0: every core
  seek::sudoku::parse_options parsing;
  std::string plot;                // compare: SVG file to draw
  generate_request generating;     // generate
  view_request viewing;            // trace, watch
  logic_request logic;             // explain, hint, rate
  // ---- scale (engine.cpp, split.cpp, mpi_count.cpp): one puzzle on several threads or MPI ranks ----
  unsigned enumerate_threads = 1;  // enumerate -j: threads for each puzzle's search; 0: every core
  std::string checkpoint;          // count --checkpoint: resume from / save to this file
  bool on_ranks = false;           // count under mpirun (2+ ranks): this is rank 0, counts go over the ranks
  // ---- end scale ----
};

}  // namespace seek_sudoku
