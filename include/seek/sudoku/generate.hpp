// seek/sudoku/generate.hpp: generating: random complete grids and puzzles
// with a unique solution, their options and symmetries, and puzzles that need
// a named technique or have a rating (by_technique.hpp).
#pragma once

#include <seek/sudoku/generate/by_technique.hpp>
#include <seek/sudoku/generate/generate.hpp>
#include <seek/sudoku/generate/generate_options.hpp>
#include <seek/sudoku/generate/random_grid.hpp>
#include <seek/sudoku/generate/symmetry.hpp>
