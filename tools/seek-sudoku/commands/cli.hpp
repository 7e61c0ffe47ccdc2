// cli.hpp: the command line (cli.cpp, the one file that knows CLI11).
#pragma once

#include <optional>

#include "lib/options.hpp"

namespace seek_sudoku {

/// Reads the command line into `opt` (opt.cmd: the subcommand). Returns the
/// exit status when the run ends here: --help, --version, or a usage error
/// (already reported on stderr).
std::optional<int> read_command_line(int argc, char** argv, options& opt);

/// How many processes mpirun started (Open MPI, or a PMI launcher such as
/// MPICH's); 0 when the tool was not started by one.
int launched_ranks();

}  // namespace seek_sudoku
