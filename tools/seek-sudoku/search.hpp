// search.hpp: one sudoku search with the strategy, order and bounds chosen at
// run time. Everything that depends on the board's compile-time size stays
// in search.cpp, which is where the 7 sizes x 3 successor functions x 2
// orders are instantiated once for the whole tool.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

#include <seek/core/statistics.hpp>
#include <seek/sudoku/io/grid.hpp>

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
  std::uint64_t restart_runs = 0;  // find_solution: restart runs begun (0: plain search only)

  /// A limit (nodes, frontier, time) ended the search before it was done.
  [[nodiscard]] bool limited() const noexcept { return stats.truncated(); }
};

/// Searches `puzzle` (box size 2..8) for solutions. With `threads` other
/// than 1 (0: every core) and dfs order, in a tool built with oneTBB, the
/// tree is split over that many threads (split.cpp): `visit` is then called
/// by one thread at a time, on the solutions in no set order.
search_result search_solutions(seek::sudoku::grid const& puzzle, strategy successors,
                               order search_order, search_bounds const& bounds,
                               solution_visitor const& visit, unsigned threads = 1);

/// solve without --unique, dfs order: the first solution of `puzzle` by the
/// library's policy (seek::sudoku::first_solution with `how`). The bounds hold
/// over the whole search. `visit` is called at most once; `restart_runs`
/// counts the randomized runs (the plain search of automatic mode not included).
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
