// seek/sudoku/successor.hpp: the sudoku successor functions, from the
// simplest (first_empty) to the strongest (probing), and their randomized
// forms for restarts.
#pragma once

#include <seek/sudoku/successor/chosen.hpp>
#include <seek/sudoku/successor/fewest_candidates.hpp>
#include <seek/sudoku/successor/first_empty.hpp>
#include <seek/sudoku/successor/probing.hpp>
#include <seek/sudoku/successor/propagate.hpp>
#include <seek/sudoku/successor/random.hpp>
#include <seek/sudoku/successor/weighted.hpp>
