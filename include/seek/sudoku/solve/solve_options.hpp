// seek/sudoku/solve/solve_options.hpp: how seek::sudoku::solve looks for a
// first solution: plain depth-first search, randomized restarts, or plain
// search first and restarts when it is slow to answer (the default, for 25x25
// and bigger boards). The policy itself is in first_solution.hpp; this header
// holds only its options, so that code which passes them around (a command
// line, a configuration) need not include the search.
#pragma once

#include <cstdint>

namespace seek::sudoku {

/// Whether solve may leave plain depth-first search for randomized restarts.
enum class restart_mode {
  automatic,  ///< from restarts_from_box up, after plain_nodes states without an answer
  never,      ///< plain depth-first search only
  always,     ///< randomized restarts from the start, on every board
};

/// How solve looks for a first solution (first_solution.hpp).
struct solve_options {
  restart_mode restarts = restart_mode::automatic;
  std::uint64_t seed = 1;               ///< of the restarts: the same seed, the same walk
  std::uint64_t plain_nodes = 5'000;    ///< automatic: states of plain search before the restarts
  std::uint64_t restart_scale = 100;    ///< states per Luby unit: run i may produce scale * luby(i)
  int restarts_from_box = 5;            ///< automatic: boxes this size and up (25x25 and bigger)
  bool learn = true;                    ///< 16x16, 25x25: restart runs branch by dom/wdeg on weights they share
  double decay = 0.95;                  ///< learn: each failure weighs 1/decay times the one before
  bool nogoods = false;                 ///< restarts record the subtrees each run searched in vain, later runs skip them
};

/// "auto", "never", "always": the names the command-line tool uses.
constexpr char const* to_string(restart_mode m) noexcept {
  switch (m) {
    case restart_mode::automatic: return "auto";
    case restart_mode::never: return "never";
    case restart_mode::always: return "always";
  }
  return "?";
}

}  // namespace seek::sudoku
