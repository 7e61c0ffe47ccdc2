// seek/sudoku/sudoku.hpp: the whole sudoku model in one include.
#pragma once

#include <seek/sudoku/board.hpp>
#include <seek/sudoku/dispatch.hpp>
#include <seek/sudoku/fewest_candidates.hpp>
#include <seek/sudoku/first_empty.hpp>
#include <seek/sudoku/format.hpp>
#include <seek/sudoku/grid.hpp>
#include <seek/sudoku/parse.hpp>
#include <seek/sudoku/propagate.hpp>
#include <seek/sudoku/solve.hpp>
