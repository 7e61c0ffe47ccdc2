// seek/sudoku/dispatch.hpp: from a grid's runtime box size to board<N>.
#pragma once

#include <stdexcept>
#include <string>
#include <utility>

#include <seek/sudoku/board.hpp>
#include <seek/sudoku/grid.hpp>

namespace seek::sudoku {

/// Calls `f(board<N>::from_grid(g))` with N = g.box, for box sizes 2..8
/// (4x4 to 64x64), and returns what it returns; `f` must return the same
/// type for every N (a generic lambda usually does). Throws
/// std::invalid_argument naming the size for any other box size.
template <class F>
decltype(auto) with_board(grid const& g, F&& f) {
  switch (g.box) {
    case 2: return std::forward<F>(f)(board<2>::from_grid(g));
    case 3: return std::forward<F>(f)(board<3>::from_grid(g));
    case 4: return std::forward<F>(f)(board<4>::from_grid(g));
    case 5: return std::forward<F>(f)(board<5>::from_grid(g));
    case 6: return std::forward<F>(f)(board<6>::from_grid(g));
    case 7: return std::forward<F>(f)(board<7>::from_grid(g));
    case 8: return std::forward<F>(f)(board<8>::from_grid(g));
    default: break;
  }
  long long const side = static_cast<long long>(g.box) * g.box;
  throw std::invalid_argument("sudoku: box size " + std::to_string(g.box) + " (a " +
                              std::to_string(side) + "x" + std::to_string(side) +
                              " board) is not supported; box sizes 2..8 (4x4 to 64x64) are");
}

}  // namespace seek::sudoku
