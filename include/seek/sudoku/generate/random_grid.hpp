// seek/sudoku/generate/random_grid.hpp: random complete grids.
//
// A random grid is the first complete board of a depth-first search from the
// empty board whose successor function is propagate with its children
// shuffled: seek::dfs(board<N>{}, seek::shuffled(propagate, gen)). Nothing
// but the engine and the solver's own successor function is involved; the
// generator only decides the order in which symbols are tried.
//
// The grids are random but not exactly uniform over all grids: the cell to
// branch on is the solver's choice (fewest candidates), only the symbol order
// is random, and a grid's chance depends on the shape of the search tree.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

#include <seek/strategy/dfs.hpp>
#include <seek/core/random.hpp>
#include <seek/successor/shuffled.hpp>
#include <seek/core/statistics.hpp>
#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/io/grid.hpp>
#include <seek/sudoku/successor/propagate.hpp>

namespace seek::sudoku {

/// A random complete board of box size N, drawn from `gen` (which advances).
/// With propagation the search rarely backtracks (measured: under 500 states
/// for 25x25), but a search that wanders past a node budget is abandoned and
/// started again from the same generator, so the time stays bounded in
/// practice and the result stays a function of the generator's state.
template <int N>
board<N> random_board(xoshiro256ss& gen) {
  std::uint64_t const budget = 20 * static_cast<std::uint64_t>(board<N>::cells) + 1000;
  for (int restart = 0; restart < 1000; ++restart) {
    seek::statistics stats;
    seek::limits lim;
    lim.nodes = budget;
    for (board<N> const& b : seek::dfs(board<N>{}, seek::shuffled(propagate, gen), stats, lim))
      if (b.complete()) return b;
  }
  // Not reached in any measurement; reported rather than looping forever.
  throw std::runtime_error("sudoku random_grid: no " + std::to_string(board<N>::side) + "x" +
                           std::to_string(board<N>::side) + " grid found in 1000 searches");
}

/// `random_grid<N>(gen)`: a random complete grid of box size N (4x4: N = 2,
/// 9x9: N = 3, ...), drawn from `gen`.
template <int N>
grid random_grid(xoshiro256ss& gen) {
  return random_board<N>(gen).to_grid();
}

/// `random_grid<N>(seed)`: the grid drawn from seek::xoshiro256ss(seed); the
/// same seed gives the same grid on every platform.
template <int N>
grid random_grid(std::uint64_t seed) {
  xoshiro256ss gen(seed);
  return random_grid<N>(gen);
}

}  // namespace seek::sudoku
