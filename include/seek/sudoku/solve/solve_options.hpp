// seek/sudoku/solve/solve_options.hpp: how seek::sudoku::solve looks for a
// first solution: by which engine (depth-first search over the propagating
// board, or conflict-driven learning over the explained model), and for
// depth-first search whether plain, with randomized restarts, or plain
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

/// Which search solve runs for a first solution.
enum class solve_engine {
  automatic,  ///< cdcl for boxes cdcl_from_box to cdcl_to_box (measured: docs/benchmarks.md), else dfs
  dfs,        ///< depth-first search over the propagating board, restarts by `restarts`
  cdcl,       ///< seek::cdcl over explained_model (conflict-driven learning), on every board, whatever the successor function
};

/// How solve looks for a first solution (first_solution.hpp).
struct solve_options {
  solve_engine engine = solve_engine::automatic;
  int cdcl_from_box = 5;                ///< automatic: cdcl for boxes from this size ...
  int cdcl_to_box = 5;                  ///< ... up to this one (25x25 only), when `restarts` is automatic and no `nogoods`
  restart_mode restarts = restart_mode::automatic;
  std::uint64_t seed = 1;               ///< of the restarts or of cdcl: the same seed, the same walk
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

/// "auto", "dfs", "cdcl": the names the command-line tool uses.
constexpr char const* to_string(solve_engine e) noexcept {
  switch (e) {
    case solve_engine::automatic: return "auto";
    case solve_engine::dfs: return "dfs";
    case solve_engine::cdcl: return "cdcl";
  }
  return "?";
}

/// The engine `opt` runs on boards of box size `box` with the default
/// successor function: automatic resolved (cdcl from cdcl_from_box to
/// cdcl_to_box, unless restarts or nogoods were chosen by hand: those are
/// dfs's, so asking for them asks for dfs).
constexpr solve_engine engine_for(solve_options const& opt, int box) noexcept {
  if (opt.engine != solve_engine::automatic) return opt.engine;
  bool const dfs_asked = opt.restarts != restart_mode::automatic || opt.nogoods;
  return !dfs_asked && box >= opt.cdcl_from_box && box <= opt.cdcl_to_box ? solve_engine::cdcl : solve_engine::dfs;
}

}  // namespace seek::sudoku
