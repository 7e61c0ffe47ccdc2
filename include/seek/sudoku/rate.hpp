// seek/sudoku/rate.hpp: rating: how hard a puzzle is.
#pragma once

#include <seek/sudoku/rate/difficulty.hpp>
