// mpi_count.cpp: count over MPI ranks (see mpi_count.hpp). Built only when
// CMake finds MPI; the count itself is engine.cpp's ranks_count.
#include "mpi_count.hpp"

#include <chrono>
#include <cstdint>
#include <exception>
#include <iostream>
#include <mutex>
#include <vector>

#include <mpi.h>

#include <seek/scale/checkpoint.hpp>

#include "search.hpp"

namespace seek_sudoku {

namespace {

// Rank 0 -> all: what comes next, then (for a puzzle) its cells.
enum : std::int64_t { no_more = 0, puzzle_follows = 1 };

// The head of a job: what comes next; for a puzzle, its box size, its cell
// count, the successor function and the bounds of its count.
struct job_head {
  std::int64_t what = no_more;
  std::int64_t box = 0;
  std::int64_t cells = 0;
  std::int64_t successors = 0;
  std::int64_t max_nodes = 0;
  std::int64_t max_frontier = 0;
  std::int64_t timeout_ns = 0;
};
constexpr int head_words = sizeof(job_head) / sizeof(std::int64_t);

void broadcast(job_head& h) { MPI_Bcast(&h, head_words, MPI_INT64_T, 0, MPI_COMM_WORLD); }

// Rank 0 tells the others that the run is over when the process ends (main
// returned or exit was called), then ends MPI.
struct session {
  bool active = false;
  ~session() {
    if (!active) return;
    job_head head;
    broadcast(head);
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

int serve_counts() {
  int status = 0;
  for (;;) {
    job_head head;
    broadcast(head);
    if (head.what == no_more) break;
    seek::sudoku::grid puzzle(static_cast<int>(head.box));
    puzzle.cells.resize(static_cast<std::size_t>(head.cells));
    MPI_Bcast(puzzle.cells.data(), static_cast<int>(head.cells), MPI_INT, 0, MPI_COMM_WORLD);
    search_bounds bounds;
    bounds.max_nodes = static_cast<std::uint64_t>(head.max_nodes);
    bounds.max_frontier = static_cast<std::uint64_t>(head.max_frontier);
    bounds.timeout = std::chrono::nanoseconds(head.timeout_ns);
    try {
      checkpoint cp;  // rank 0 holds the checkpoint and hands out its open work
      ranks_count(puzzle, static_cast<strategy>(head.successors), limits_for(bounds, puzzle.box), cp);
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
  seek::limits const lim = limits_for(opt.bounds, puzzle.box);
  job_head head{puzzle_follows,
                puzzle.box,
                static_cast<std::int64_t>(puzzle.cells.size()),
                static_cast<std::int64_t>(opt.successors),
                static_cast<std::int64_t>(opt.bounds.max_nodes),
                static_cast<std::int64_t>(opt.bounds.max_frontier),
                static_cast<std::int64_t>(opt.bounds.timeout.count())};
  broadcast(head);
  std::vector<int> cells = puzzle.cells;
  MPI_Bcast(cells.data(), static_cast<int>(cells.size()), MPI_INT, 0, MPI_COMM_WORLD);
  return ranks_count(puzzle, opt.successors, lim, cp);
}

}  // namespace seek_sudoku
