// seek/sudoku/io.hpp: reading and writing puzzles: the grid (a puzzle as
// plain data), the reader of every format, and the writers.
#pragma once

#include <seek/sudoku/io/format.hpp>
#include <seek/sudoku/io/grid.hpp>
#include <seek/sudoku/io/parse.hpp>
#include <seek/sudoku/io/parse_types.hpp>
