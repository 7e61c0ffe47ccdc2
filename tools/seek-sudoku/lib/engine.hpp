// engine.hpp: every search the tool runs, with the board size, the successor
// function and the order chosen at run time.
//
// engine.cpp is the one place where the puzzle's box size and the successor
// function become types (seek::sudoku::board<N>, propagate, ...): every
// subcommand reaches the library through these functions, so each search is
// compiled once for the whole tool. Nothing here depends on the command line.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <stop_token>

#include <seek/core/statistics.hpp>
#include <seek/trace/tracer.hpp>
#include <seek/sudoku/io/grid.hpp>
#include <seek/sudoku/solve/solve_options.hpp>

#include "options.hpp"

namespace seek {
struct checkpoint;  // seek/scale/checkpoint.hpp
namespace sudoku {
class chosen_fn;  // seek/sudoku/successor/chosen.hpp
}
}  // namespace seek

namespace seek_sudoku {

/// The successor function `--strategy` names, as the one type every search
/// of the tool is compiled with.
seek::sudoku::chosen_fn successor_of(strategy s);

/// The checkpoint of a resumable count (seek/scale/checkpoint.hpp).
using checkpoint = seek::checkpoint;

/// A state of a search (a solution handed to a visitor, a node handed to a
/// tracer), still in the solver's representation: to_grid() converts it only
/// when someone wants to see it. Valid during the call that hands it over.
struct state_ref {
  void const* board;
  seek::sudoku::grid (*convert)(void const*);
  bool (*is_complete)(void const*);
  [[nodiscard]] seek::sudoku::grid to_grid() const { return convert(board); }
  /// Every cell filled: a solution.
  [[nodiscard]] bool complete() const { return is_complete(board); }
};

/// Called for each solution in the order the search finds it; return false
/// to stop the search there.
using solution_visitor = std::function<bool(state_ref const&)>;

/// Called for every state of a walk with its depth (compare's picture).
using depth_visitor = std::function<void(std::size_t depth)>;

struct search_result {
  seek::statistics stats;
  std::uint64_t solutions = 0;  // handed to the visitor, or counted
  bool stopped_by_visitor = false;
  std::uint64_t restart_runs = 0;  // first_solution: randomized runs (the plain search not counted)
  bool memoized = false;           // counted by memo (memo_count), not one by one

  /// A limit (nodes, frontier, time) ended the search before it was done.
  [[nodiscard]] bool limited() const noexcept { return stats.truncated(); }
};

/// sizeof(seek::sudoku::board<box>): the bytes of one search state. Throws
/// std::invalid_argument, naming the size, for a box size without a board.
std::size_t state_bytes(int box);

/// Every solution of `puzzle` (box size 2..8) in the order `walk_order`
/// meets them, handed to `visit`; with `on_state`, every state's depth too.
/// Throws std::invalid_argument for a puzzle that makes no board.
search_result walk(seek::sudoku::grid const& puzzle, strategy successors, order walk_order, seek::limits const& lim,
                   solution_visitor const& visit, depth_visitor const* on_state = nullptr);

/// The first solution of `puzzle` by the library's policy (plain search, then
/// restarts on big boards: seek::sudoku::first_solution with `how`); `visit`
/// is called at most once.
search_result first_solution(seek::sudoku::grid const& puzzle, strategy successors,
                             seek::sudoku::solve_options const& how, seek::limits const& lim,
                             solution_visitor const& visit);

/// What a traced search reports: the hooks of seek/trace/tracer.hpp that
/// seek::dfs and seek::bfs call, each state as a state_ref. A subcommand
/// overrides those it wants; the others do nothing.
struct search_tracer {
  search_tracer() = default;
  search_tracer(search_tracer const&) = delete;
  search_tracer& operator=(search_tracer const&) = delete;
  virtual ~search_tracer() = default;
  virtual void on_generated(seek::node_event<state_ref> const&) {}
  virtual void on_yield(seek::node_event<state_ref> const&) {}
  virtual void on_expand(seek::node_event<state_ref> const&) {}
  virtual void on_dead_end(seek::node_event<state_ref> const&) {}
  virtual void on_climb(seek::node_event<state_ref> const&) {}
  virtual void on_pass(seek::pass_event) {}
  virtual void on_finish(seek::finish_event) {}
};

/// One search of `puzzle` (box size 2..8) in `walk_order`, pulled a state
/// at a time, every event reported to `tracer` (seek::traced_by): what
/// trace and watch run. Throws std::invalid_argument for a puzzle that makes
/// no board.
class traced_search {
 public:
  traced_search(seek::sudoku::grid const& puzzle, strategy successors, order walk_order, seek::limits const& lim,
                search_tracer& tracer);
  traced_search(traced_search&&) noexcept;
  traced_search& operator=(traced_search&&) noexcept;
  ~traced_search();

  /// Pulls the next state: false once the search has ended (every state
  /// handed over, or a limit reached; stats().stopped says which).
  bool advance();
  [[nodiscard]] seek::statistics const& stats() const noexcept;

  struct walk;  // engine.cpp: the search, for the board size of the puzzle

 private:
  std::unique_ptr<walk> walk_;
};

/// Whether this tool has oneTBB: one puzzle's tree split over threads.
bool has_threads() noexcept;

/// The solutions of `puzzle` on the calling oneTBB arena's threads,
/// depth-first (seek::parallel::for_each): `each` is called by one thread at
/// a time, on the solutions in no set order; when it returns false no more
/// are handed on and `stop` is requested (`lim.cancel` should be its token).
/// Needs has_threads().
search_result parallel_walk(seek::sudoku::grid const& puzzle, strategy successors, seek::limits const& lim,
                            std::function<bool(state_ref const&)> const& each, std::stop_source& stop);

/// The number of solutions of `puzzle` on the calling oneTBB arena's threads
/// (seek::parallel::count). `found`, when given, counts them as they come
/// (the progress line); with `cap` (not 0) and `found`, `stop` is requested
/// once `cap` are found. Needs has_threads().
search_result parallel_count(seek::sudoku::grid const& puzzle, strategy successors, seek::limits const& lim,
                             std::uint64_t cap, std::atomic<std::uint64_t>* found, std::stop_source& stop);

/// The count of `puzzle`'s solutions, resumed from and left in `cp`: split
/// over the calling arena's threads when it has more than one (and the tool
/// has oneTBB), else on this thread. `found`, when given, counts the
/// solutions as they come (the progress line).
search_result checkpoint_count(seek::sudoku::grid const& puzzle, strategy successors, seek::limits const& lim,
                               checkpoint& cp, std::atomic<std::uint64_t>* found);

/// count: a puzzle with at least this many solutions is counted again by
/// memo_count (seek::sudoku::count_options::memo_after).
std::uint64_t memo_threshold() noexcept;

/// The number of solutions of `puzzle` on this thread by memoized counting
/// (seek::sudoku::count_memoized: row-major order, subtree counts remembered
/// by the open cells' candidates, the table bounded by count_options). A
/// limit ends it with the solutions counted so far.
search_result memo_count(seek::sudoku::grid const& puzzle, seek::limits const& lim);

/// Every MPI rank, together (seek::mpi::count): the count of `puzzle`,
/// resumed from and left in `cp` (rank 0's). Only in a tool built with MPI.
search_result ranks_count(seek::sudoku::grid const& puzzle, strategy successors, seek::limits const& lim,
                          checkpoint& cp);

}  // namespace seek_sudoku
