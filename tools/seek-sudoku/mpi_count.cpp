// mpi_count.cpp: count over MPI ranks (see mpi_count.hpp). Built only when
// CMake finds MPI; the board type is known here, as in search.cpp.
#include "mpi_count.hpp"

#include <cstdint>
#include <exception>
#include <iostream>
#include <mutex>
#include <type_traits>
#include <vector>

#include <mpi.h>

#include <seek/scale/mpi.hpp>
#include <seek/sudoku/sudoku.hpp>

#include "dispatch.hpp"

namespace seek_sudoku {

namespace {

using seek::checkpoint;

// Rank 0 -> all: what comes next, then (for a puzzle) its cells.
enum : std::int64_t { no_more = 0, puzzle_follows = 1 };

struct is_complete {
  template <class Board>
  bool operator()(Board const& b) const noexcept {
    return b.complete();
  }
};

// Every rank, together: the count of `puzzle` on all of them.
search_result count_together(seek::sudoku::grid const& puzzle, options const& opt, checkpoint& cp) {
  return seek::sudoku::with_board(puzzle, [&](auto const& root) {
    using board_t = std::remove_cvref_t<decltype(root)>;
    search_result r;
    seek::limits const lim = to_limits(opt.bounds, sizeof(board_t));
    with_successors(opt.successors,
                    [&](auto next) { seek::mpi::count(root, next, is_complete{}, cp, r.stats, lim); });
    r.solutions = cp.count;
    return r;
  });
}

// Rank 0 tells the others that the run is over when the process ends (main
// returned or exit was called), then ends MPI.
struct session {
  bool active = false;
  ~session() {
    if (!active) return;
    std::int64_t head[3] = {no_more, 0, 0};
    MPI_Bcast(head, 3, MPI_INT64_T, 0, MPI_COMM_WORLD);
    MPI_Finalize();
  }
};
session& rank0_session() {
  static session s;
  return s;
}

}  // namespace

int start_ranks() {
  int provided = 0;
  // Rank 0 may count from any of its threads (one puzzle at a time), and
  // seek::mpi::count may use threads of its own.
  MPI_Init_thread(nullptr, nullptr, MPI_THREAD_MULTIPLE, &provided);
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) rank0_session().active = true;
  return rank;
}

int serve_counts(options const& opt) {
  int status = 0;
  for (;;) {
    std::int64_t head[3] = {};
    MPI_Bcast(head, 3, MPI_INT64_T, 0, MPI_COMM_WORLD);
    if (head[0] == no_more) break;
    seek::sudoku::grid puzzle(static_cast<int>(head[1]));
    puzzle.cells.resize(static_cast<std::size_t>(head[2]));
    MPI_Bcast(puzzle.cells.data(), static_cast<int>(head[2]), MPI_INT, 0, MPI_COMM_WORLD);
    try {
      checkpoint cp;  // rank 0 holds the checkpoint and hands out its open work
      count_together(puzzle, opt, cp);
    } catch (std::exception const& e) {
      // The ranks cannot go on without this one: end them all.
      std::cerr << "seek-sudoku: MPI rank: " << e.what() << std::endl;
      MPI_Abort(MPI_COMM_WORLD, 2);
      status = 2;
    }
  }
  MPI_Finalize();
  return status;
}

search_result count_on_ranks(seek::sudoku::grid const& puzzle, options const& opt, checkpoint& cp) {
  static std::mutex one_at_a_time;
  std::lock_guard lock(one_at_a_time);
  // A puzzle that makes no board fails here, on rank 0 alone, before the
  // others hear of it.
  seek::sudoku::with_board(puzzle, [](auto const&) { return 0; });
  std::int64_t head[3] = {puzzle_follows, puzzle.box, static_cast<std::int64_t>(puzzle.cells.size())};
  MPI_Bcast(head, 3, MPI_INT64_T, 0, MPI_COMM_WORLD);
  std::vector<int> cells = puzzle.cells;
  MPI_Bcast(cells.data(), static_cast<int>(cells.size()), MPI_INT, 0, MPI_COMM_WORLD);
  return count_together(puzzle, opt, cp);
}

}  // namespace seek_sudoku
