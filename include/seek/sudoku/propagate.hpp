// seek/sudoku/propagate.hpp: propagation, the model's central idea, in one
// include: a board run to the fixpoint of its rules (singles, locked
// candidates, all-different filtering on big boards), whatever its storage.
// What the successor functions call; an internal API (namespace detail).
#pragma once

#include <seek/sudoku/propagate/cells.hpp>
#include <seek/sudoku/propagate/digits.hpp>
#include <seek/sudoku/propagate/locked_candidates.hpp>
#include <seek/sudoku/propagate/propagate.hpp>
#include <seek/sudoku/propagate/unit_matching.hpp>
