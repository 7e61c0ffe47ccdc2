// scale.cpp: the options that take one puzzle past one core (scale.hpp).
#include "scale.hpp"

#include <cstdlib>
#include <string>

#if SEEK_SUDOKU_MPI
#include "mpi_count.hpp"
#endif

namespace seek_sudoku {

namespace {

// How many processes mpirun started (Open MPI, or a PMI launcher such as
// MPICH's); 0 when the tool was not started by one.
int launched_ranks() {
  for (char const* name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE"})
    if (char const* v = std::getenv(name)) return std::atoi(v);
  return 0;
}

void check_count(options& opt) {
  if (!opt.checkpoint.empty()) {
    if (opt.limit != 0)
      throw CLI::ValidationError("--checkpoint", "cannot go with --limit: a checkpoint carries a whole count");
    if (opt.search_order == order::bfs)
      throw CLI::ValidationError("--checkpoint", "counts depth-first: leave out --order bfs");
  }
  int const ranks = launched_ranks();
  if (ranks < 2) return;
#if SEEK_SUDOKU_MPI
  if (start_ranks() != 0) std::exit(serve_counts(opt));  // ranks 1..: count what rank 0 sends
  opt.on_ranks = true;
  opt.threads = 1;  // rank 0 counts one puzzle at a time, with the other ranks
#else
  throw CLI::ValidationError("mpirun", "this seek-sudoku was built without MPI, so each of the " +
                                           std::to_string(ranks) +
                                           " processes would count everything: rebuild it with MPI "
                                           "(Debian: libopenmpi-dev) or run it without mpirun");
#endif
}

}  // namespace

void add_scale_options(CLI::App& sub, options& opt) {
  std::string const name = sub.get_name();
  if (name == "count") {
    if (CLI::Option* threads = sub.get_option_no_throw("--threads"))
      threads->description(
          "Threads in all; 0 (default): every core. Puzzles run in parallel, and each puzzle's tree is split "
          "over the threads the others leave idle (one puzzle: all of them; --order bfs: one)");
    sub.add_option("--checkpoint", opt.checkpoint,
                   "Count one puzzle resumably: start from FILE if it exists; when a limit or Ctrl-C stops the "
                   "count, save the work left there; remove FILE once the count is complete")
        ->type_name("FILE");
    sub.final_callback([&opt] { check_count(opt); });
    return;
  }
  if (name == "enumerate") {
    sub.add_option("-j,--threads", opt.enumerate_threads,
                   "Threads for each puzzle's search; default 1, in search order; 0: every core. With more "
                   "than one, solutions come in no set order (each line whole); --order bfs uses one")
        ->check(CLI::Range(0u, 4096u))
#if !SEEK_SUDOKU_PARALLEL
        ->check(CLI::Validator(
            [](std::string& s) {
              return s == "1" ? std::string()
                              : "this seek-sudoku was built without oneTBB: a puzzle is searched on one thread";
            },
            ""))
#endif
        ;
  }
  // The other subcommands run whole in every process mpirun starts.
  sub.final_callback([name] {
    if (int const ranks = launched_ranks(); ranks >= 2)
      throw CLI::ValidationError("mpirun", "only 'count' spreads over MPI ranks; run '" + name + "' without mpirun (it would run " +
                                               std::to_string(ranks) + " times)");
  });
}

}  // namespace seek_sudoku
