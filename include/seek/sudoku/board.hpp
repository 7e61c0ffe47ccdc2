// seek/sudoku/board.hpp: boards: board<N>, the search state of every sudoku
// successor function, and the dispatch from a run-time size to board<N>.
#pragma once

#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/board/dispatch.hpp>
