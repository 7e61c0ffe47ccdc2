// seek-sudoku: solve, count, enumerate and compare sudoku searches, and
// generate puzzles, from the command line. See docs/cli.md.
#include <csignal>
#include <exception>
#include <iostream>
#include <new>

#include "commands/cli.hpp"
#include "commands/commands.hpp"
#include "lib/output.hpp"
#include "lib/signals.hpp"
#if SEEK_SUDOKU_MPI
#include "lib/mpi_count.hpp"
#endif

int main(int argc, char** argv) {
  using namespace seek_sudoku;
  // A closed pipe shows up as EPIPE on write, which ends the run quietly.
  std::signal(SIGPIPE, SIG_IGN);
  watch_signals();
  std::ios::sync_with_stdio(false);
  try {
#if SEEK_SUDOKU_MPI
    // Under mpirun, ranks 1.. serve rank 0's counts and never read the
    // command line (mpi_count.hpp).
    if (launched_ranks() >= 2 && start_ranks() != 0) return serve_counts();
#endif
    options opt;
    if (auto const status = read_command_line(argc, argv, opt)) return *status;
    return subcommand_of(opt.cmd).run(opt);
  } catch (std::bad_alloc const&) {
    stderr_reporter{}.error("out of memory");
  } catch (std::exception const& e) {
    stderr_reporter{}.error(e.what());
  }
  return exit_status::usage_or_io;
}
