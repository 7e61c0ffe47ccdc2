// seek/sudoku/board.hpp: a sudoku board of box size N as candidate bit masks,
// the search state of every sudoku successor function.
//
// Each cell keeps the set of symbols that may still go there; placing a
// symbol removes it from every peer at once (row, column, box), so an open
// cell's set never holds a symbol already placed in one of its units. A
// board<3> is about 220 bytes, cheap to copy on every search step.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

#include <seek/sudoku/detail/bits_mask.hpp>
#include <seek/sudoku/detail/board_geometry.hpp>
#include <seek/sudoku/grid.hpp>

namespace seek::sudoku {

namespace detail {
template <int N>
struct board_access;
struct no_init_t {};
}

/// A board of box size N (side N², N⁴ cells), 2 <= N <= 8.
template <int N>
class board {
  // Box sizes outside 2..8 have no board type: a 1x1 sudoku is trivial and
  // 81x81 needs masks wider than 64 bits. Use with_board() for a runtime size.
  static_assert(N >= 2 && N <= 8, "seek::sudoku::board<N>: box size N must be in 2..8");

  using geo = detail::geometry<N>;

 public:
  /// Box size N: a box is N x N cells.
  static constexpr int box = N;
  /// Cells per row, column and box, and number of symbols: N².
  static constexpr int side = N * N;
  /// Cells on the board: N⁴, numbered row by row from 0.
  static constexpr int cells = side * side;
  /// Unsigned integer type holding one bit per symbol.
  using mask_type = detail::mask_for<side>;
  /// The mask with every symbol's bit set.
  static constexpr mask_type all_symbols = detail::full_mask<mask_type, side>;

  /// The empty board: every symbol possible everywhere.
  board() noexcept {
    cand_.fill(all_symbols);
    placed_.fill(0);
  }

  /// The board holding the givens of `g`. Throws std::invalid_argument if
  /// `g` is not a well-formed grid of box size N. Givens that repeat a symbol
  /// in a unit (the parser rejects those) make a board with no solution.
  static board from_grid(grid const& g) {
    if (g.box != N)
      throw std::invalid_argument("sudoku board: grid has box size " + std::to_string(g.box) +
                                  ", expected " + std::to_string(N));
    if (g.cells.size() != static_cast<std::size_t>(cells))
      throw std::invalid_argument("sudoku board: grid has " + std::to_string(g.cells.size()) +
                                  " cells, expected " + std::to_string(cells));
    board b;
    for (int c = 0; c < cells; ++c) {
      int const v = g.cells[static_cast<std::size_t>(c)];
      if (v < 0 || v > side)
        throw std::invalid_argument("sudoku board: cell " + std::to_string(c) + " holds " +
                                    std::to_string(v) + ", outside 0.." + std::to_string(side));
      if (v == 0) continue;
      if (!b.place(c, v)) b.cand_[static_cast<std::size_t>(c)] = 0;  // dead: no completion
    }
    return b;
  }

  /// The symbols placed so far (open cells are 0).
  [[nodiscard]] grid to_grid() const {
    grid g(N);
    for (int c = 0; c < cells; ++c) g.cells[static_cast<std::size_t>(c)] = value(c);
    return g;
  }

  /// Every cell holds a symbol. With givens that never repeat, a complete
  /// board is a solution: only symbols still possible are ever placed.
  [[nodiscard]] bool complete() const noexcept { return open_ == 0; }

  /// Number of cells without a symbol.
  [[nodiscard]] int open_cells() const noexcept { return open_; }

  /// True when cell `c` holds a symbol.
  [[nodiscard]] bool is_set(int c) const noexcept {
    return (cand_[static_cast<std::size_t>(c)] & placed_[geo::row_of(c)]) != 0;
  }

  /// The symbol in cell `c` (1..side), or 0 when it is open.
  [[nodiscard]] int value(int c) const noexcept {
    return is_set(c) ? detail::lowest(cand_[static_cast<std::size_t>(c)]) + 1 : 0;
  }

  /// The symbols cell `c` may still take, bit v-1 for symbol v (for a set
  /// cell, just its own symbol).
  [[nodiscard]] mask_type candidates(int c) const noexcept {
    return cand_[static_cast<std::size_t>(c)];
  }

  /// Puts symbol `v` in open cell `c` and removes it from the cell's peers.
  /// Returns false, changing nothing, if `v` is not a candidate of `c` or the
  /// cell is already set.
  bool place(int c, int v) noexcept {
    if (v < 1 || v > side || is_set(c)) return false;
    auto const bit = detail::bit<mask_type>(v - 1);
    if ((cand_[static_cast<std::size_t>(c)] & bit) == 0) return false;
    place_bit(c, bit);
    return true;
  }

  /// True when propagation has run to its fixpoint on this board (set by the
  /// propagate successor; placing a symbol clears it).
  [[nodiscard]] bool settled() const noexcept { return settled_; }

  /// Same symbols placed and same candidates in every cell.
  friend bool operator==(board const& a, board const& b) noexcept {
    return a.open_ == b.open_ && a.cand_ == b.cand_ && a.placed_ == b.placed_;
  }

 private:
  friend struct detail::board_access<N>;

  // Storage to be overwritten before it is read: skips filling the masks.
  explicit board(detail::no_init_t) noexcept {}

  // Precondition: `bit` is a candidate of open cell `c`.
  void place_bit(int c, mask_type bit) noexcept {
    cand_[static_cast<std::size_t>(c)] = bit;
    auto const& us = geo::cell_units[static_cast<std::size_t>(c)];
    for (auto u : us) placed_[u] |= bit;
    --open_;
    settled_ = false;
    mask_type const keep = static_cast<mask_type>(~bit);
    for (auto u : us)
      for (auto p : geo::unit_cells[u])
        if (p != c) cand_[p] &= keep;
  }

  std::array<mask_type, cells> cand_;
  std::array<mask_type, geo::units> placed_;  // symbols set in each unit
  std::uint16_t open_ = cells;
  bool settled_ = false;
};

namespace detail {
// The successor functions' way in to a board's representation.
template <int N>
struct board_access {
  using B = board<N>;
  using mask = typename B::mask_type;
  static std::array<mask, B::cells>& cand(B& b) noexcept { return b.cand_; }
  static std::array<mask, 3 * B::side>& placed(B& b) noexcept { return b.placed_; }
  static std::uint16_t& open(B& b) noexcept { return b.open_; }
  static void set_settled(B& b) noexcept { b.settled_ = true; }
  static B blank() noexcept { return B(no_init_t{}); }
  static void place_bit(B& b, int c, mask bit) noexcept { b.place_bit(c, bit); }
};
}  // namespace detail

}  // namespace seek::sudoku
