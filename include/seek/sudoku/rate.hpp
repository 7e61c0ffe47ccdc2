// seek/sudoku/rate.hpp: rating: how hard a puzzle is, as the guesses of the
// propagating solver (difficulty.hpp) and on the Sudoku Explainer scale of
// the logical solver (se_rating.hpp).
#pragma once

#include <seek/sudoku/rate/difficulty.hpp>
#include <seek/sudoku/rate/se_rating.hpp>
