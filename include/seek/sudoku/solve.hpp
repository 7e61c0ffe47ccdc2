// seek/sudoku/solve.hpp: solving: solutions of a board as a lazy range,
// solve, count and is_unique, also in one line from text.
#pragma once

#include <seek/sudoku/solve/explained_model.hpp>
#include <seek/sudoku/solve/first_solution.hpp>
#include <seek/sudoku/solve/solve.hpp>
#include <seek/sudoku/solve/solve_options.hpp>
#include <seek/sudoku/solve/solve_any.hpp>
