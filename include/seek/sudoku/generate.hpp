// seek/sudoku/generate.hpp: generating: random complete grids and puzzles
// with a unique solution, their options and symmetries.
#pragma once

#include <seek/sudoku/generate/generate.hpp>
#include <seek/sudoku/generate/generate_options.hpp>
#include <seek/sudoku/generate/random_grid.hpp>
#include <seek/sudoku/generate/symmetry.hpp>
