// seek/sudoku/board.hpp: boards: board<N>, the search state of every sudoku
// successor function, the dispatch from a run-time size to board<N>, and a
// board's placements as literals (for nogood learning).
#pragma once

#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/board/dispatch.hpp>
#include <seek/sudoku/board/placements.hpp>
