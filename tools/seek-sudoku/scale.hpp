// scale.hpp: the options that take one puzzle past one core: enumerate
// --threads, count --checkpoint, and count under mpirun (docs/cli.md).
#pragma once

#include <CLI/CLI.hpp>

#include "options.hpp"

namespace seek_sudoku {

/// Adds the scale options of subcommand `sub` (by its name) and, once it is
/// parsed, checks them and starts MPI when mpirun started the tool.
void add_scale_options(CLI::App& sub, options& opt);

}  // namespace seek_sudoku
