// seek/sudoku/sudoku.hpp: the whole sudoku model in one include: boards,
// successor functions, reading and writing, solving (also from text, for a
// size known only at run time) and the generator.
#pragma once

#include <seek/sudoku/board.hpp>
#include <seek/sudoku/difficulty.hpp>
#include <seek/sudoku/dispatch.hpp>
#include <seek/sudoku/fewest_candidates.hpp>
#include <seek/sudoku/first_empty.hpp>
#include <seek/sudoku/format.hpp>
#include <seek/sudoku/generate.hpp>
#include <seek/sudoku/generate_options.hpp>
#include <seek/sudoku/grid.hpp>
#include <seek/sudoku/parse.hpp>
#include <seek/sudoku/probing.hpp>
#include <seek/sudoku/propagate.hpp>
#include <seek/sudoku/random_branching.hpp>
#include <seek/sudoku/random_grid.hpp>
#include <seek/sudoku/random_order.hpp>
#include <seek/sudoku/solve.hpp>
#include <seek/sudoku/solve_any.hpp>
#include <seek/sudoku/symmetry.hpp>
