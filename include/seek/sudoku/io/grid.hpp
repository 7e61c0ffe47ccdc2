// seek/sudoku/io/grid.hpp: a sudoku puzzle or solution of any size, as plain data.
//
// The grid is what the parser produces and the printer consumes; it knows
// nothing of search. It may carry a person's pencil marks (the candidates of
// its open cells), read from a candidate grid or a HoDoKu library line. Solvers work on seek::sudoku::board<N>,
// whose box size is a compile-time constant, and convert from and to grids.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace seek::sudoku {

/// A board of box size `box` (so `side() = box²` rows, columns and symbols,
/// and `box⁴` cells), stored row-major. A cell holds 0 when empty, else a
/// symbol 1..side().
struct grid {
  int box = 0;             ///< box size n: the board is n²×n²
  std::vector<int> cells;  ///< n⁴ cells, row-major; 0 = empty, else 1..n²
  /// Whatever followed the cells on the puzzle's line (a tdoku count, a
  /// Kaggle solution column), without the separator; empty when nothing did.
  std::string metadata;
  /// Pencil marks: empty when none were given (every candidate the givens
  /// allow), else one mask a cell, bit d-1 for candidate d of an open cell
  /// (0 for a filled cell).
  std::vector<std::uint64_t> marks;

  grid() = default;
  /// An empty board of box size `n`.
  explicit grid(int n) : box(n), cells(static_cast<std::size_t>(n * n * n * n), 0) {}

  /// Rows (= columns = symbols) of the board: box².
  [[nodiscard]] int side() const noexcept { return box * box; }
  /// Cells of the board: box⁴.
  [[nodiscard]] int cell_count() const noexcept { return side() * side(); }
  /// The cell at 0-based `row` and `col`.
  [[nodiscard]] int& at(int row, int col) { return cells[static_cast<std::size_t>(row * side() + col)]; }
  /// The cell at 0-based `row` and `col`.
  [[nodiscard]] int at(int row, int col) const { return cells[static_cast<std::size_t>(row * side() + col)]; }
  /// Number of filled cells.
  [[nodiscard]] int givens() const noexcept {
    int n = 0;
    for (int v : cells) n += v != 0;
    return n;
  }

  /// Same size and same cells; metadata and marks are not compared.
  friend bool operator==(grid const& a, grid const& b) noexcept {
    return a.box == b.box && a.cells == b.cells;
  }
};

}  // namespace seek::sudoku
