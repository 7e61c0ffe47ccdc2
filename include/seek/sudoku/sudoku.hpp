// seek/sudoku/sudoku.hpp: the whole sudoku model in one include: reading and
// writing, boards, successor functions, solving (also from text, for a size
// known only at run time), generating and rating.
#pragma once

#include <seek/sudoku/board.hpp>
#include <seek/sudoku/generate.hpp>
#include <seek/sudoku/io.hpp>
#include <seek/sudoku/rate.hpp>
#include <seek/sudoku/solve.hpp>
#include <seek/sudoku/successor.hpp>
