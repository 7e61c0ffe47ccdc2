// render.hpp: a solution as text, in the alphabet the puzzles were read in.
#pragma once

#include <string>

#include <seek/sudoku/io/grid.hpp>
#include <seek/sudoku/io/parse.hpp>

#include "options.hpp"

namespace seek_sudoku {

/// to_line, to_text_grid or to_tokens (without its last newline); with
/// --alphabet hex a 16x16 solution is written in 0-F, as it was read,
/// instead of 1-9A-G (tokens are decimal numbers at every size).
std::string render(seek::sudoku::grid const& g, format f, seek::sudoku::alphabet symbols);

}  // namespace seek_sudoku
