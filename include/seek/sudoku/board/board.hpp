// seek/sudoku/board/board.hpp: a sudoku board of box size N, the search state of
// every sudoku successor function.
//
// The board knows, for every cell, the symbols that may still go there;
// placing a symbol removes it from every peer at once (row, column, box), so
// an open cell's set never holds a symbol already placed in one of its units.
// The storage behind the API depends on the size: one candidate mask per cell
// in general (board/detail/board_cells.hpp), one bit plane per symbol for 9x9
// (board/detail/board_digits.hpp), where propagation works on whole bands at once.
// A board<3> is 128 bytes, cheap to copy on every search step.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <type_traits>

#include <seek/sudoku/board/detail/bits_mask.hpp>
#include <seek/sudoku/board/detail/board_cells.hpp>
#include <seek/sudoku/board/detail/board_digits.hpp>
#include <seek/sudoku/io/grid.hpp>

namespace seek::sudoku {

namespace detail {
template <int N>
struct board_access;
struct no_init_t {};
template <int N>
using board_store = std::conditional_t<N == 3, digit_planes, cell_masks<N>>;
}

/// A board of box size N (side N², N⁴ cells), 2 <= N <= 8.
template <int N>
class board {
  // Box sizes outside 2..8 have no board type: a 1x1 sudoku is trivial and
  // 81x81 needs masks wider than 64 bits. Use with_board() for a runtime size.
  static_assert(N >= 2 && N <= 8, "seek::sudoku::board<N>: box size N must be in 2..8");

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
  board() noexcept { s_.reset(); }

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
    if constexpr (requires { b.s_.place_givens(g.cells.data()); }) {  // 9x9: all givens at once
      if (b.s_.place_givens(g.cells.data())) return b;
      b.s_.reset();  // a bad value or clashing givens: one by one below says which
    }
    for (int c = 0; c < cells; ++c) {
      int const v = g.cells[static_cast<std::size_t>(c)];
      if (v < 0 || v > side)
        throw std::invalid_argument("sudoku board: cell " + std::to_string(c) + " holds " +
                                    std::to_string(v) + ", outside 0.." + std::to_string(side));
      if (v == 0) continue;
      if (!b.place(c, v)) b.s_.kill(c);  // dead: no completion
    }
    return b;
  }

  /// The symbols placed so far (open cells are 0).
  [[nodiscard]] grid to_grid() const {
    grid g(N);
    if constexpr (requires { s_.write_symbols(g.cells.data()); })
      s_.write_symbols(g.cells.data());
    else
      for (int c = 0; c < cells; ++c) g.cells[static_cast<std::size_t>(c)] = value(c);
    return g;
  }

  /// Every cell holds a symbol. With givens that never repeat, a complete
  /// board is a solution: only symbols still possible are ever placed.
  [[nodiscard]] bool complete() const noexcept { return s_.open == 0; }

  /// Number of cells without a symbol.
  [[nodiscard]] int open_cells() const noexcept { return s_.open; }

  /// True when cell `c` holds a symbol.
  [[nodiscard]] bool is_set(int c) const noexcept { return s_.is_set(c); }

  /// The symbol in cell `c` (1..side), or 0 when it is open.
  [[nodiscard]] int value(int c) const noexcept {
    return is_set(c) ? detail::lowest(s_.candidates(c)) + 1 : 0;
  }

  /// The symbols cell `c` may still take, bit v-1 for symbol v (for a set
  /// cell, just its own symbol).
  [[nodiscard]] mask_type candidates(int c) const noexcept { return s_.candidates(c); }

  /// Puts symbol `v` in open cell `c` and removes it from the cell's peers.
  /// Returns false, changing nothing, if `v` is not a candidate of `c` or the
  /// cell is already set.
  bool place(int c, int v) noexcept {
    if (v < 1 || v > side || is_set(c)) return false;
    auto const bit = detail::bit<mask_type>(v - 1);
    if ((s_.candidates(c) & bit) == 0) return false;
    s_.place_bit(c, bit);
    settled_ = false;
    return true;
  }

  /// True when propagation has run to its fixpoint on this board (set by the
  /// propagate successor; placing a symbol clears it).
  [[nodiscard]] bool settled() const noexcept { return settled_; }

  /// Same symbols placed and same candidates in every cell.
  friend bool operator==(board const& a, board const& b) noexcept {
    return a.s_ == b.s_;
  }

 private:
  friend struct detail::board_access<N>;

  // Storage to be overwritten before it is read: skips filling the masks.
  explicit board(detail::no_init_t) noexcept {}

  using store_type = detail::board_store<N>;
  static_assert(std::is_same_v<typename store_type::mask_type, mask_type>);

  store_type s_;
  bool settled_ = false;
};

namespace detail {
// The successor functions' way in to a board's representation.
template <int N>
struct board_access {
  using B = board<N>;
  using mask = typename B::mask_type;
  static board_store<N>& store(B& b) noexcept { return b.s_; }
  static board_store<N> const& store(B const& b) noexcept { return b.s_; }
  static void set_settled(B& b) noexcept { b.settled_ = true; }
  static B blank() noexcept { return B(no_init_t{}); }
  // Precondition: `bit` is a candidate of open cell `c`.
  static void place_bit(B& b, int c, mask bit) noexcept {
    b.s_.place_bit(c, bit);
    b.settled_ = false;
  }
};

// The goal of a count or a filter over boards of any size: a full board.
struct is_complete {
  template <int N>
  bool operator()(board<N> const& b) const noexcept {
    return b.complete();
  }
};
}  // namespace detail

}  // namespace seek::sudoku
