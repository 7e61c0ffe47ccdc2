// seek/sudoku/sudoku.hpp: the whole sudoku model in one include: reading and
// writing, boards, propagation, successor functions, solving (also from text, for a size
// known only at run time), generating and rating, and solving like a person
// (explain, hint, the techniques, the Sudoku Explainer rating).
#pragma once

#include <seek/sudoku/board.hpp>
#include <seek/sudoku/generate.hpp>
#include <seek/sudoku/io.hpp>
#include <seek/sudoku/logic.hpp>
#include <seek/sudoku/propagate.hpp>
#include <seek/sudoku/rate.hpp>
#include <seek/sudoku/solve.hpp>
#include <seek/sudoku/successor.hpp>
