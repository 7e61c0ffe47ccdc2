// seek/sudoku/board/detail/board_digits.hpp: the 9x9 board storage, one bit plane
// per symbol.
//
// For each symbol, the set of cells where it is placed or may still go, as
// three 27-bit words, one per band (three rows of nine cells, row-major, so
// cell c is bit c % 27 of band c / 27). Placing symbol d in a cell is a
// dozen word operations: the cell leaves every other plane, the cell's
// peers leave plane d. Candidates of one cell are gathered from the nine
// planes; the propagator (propagate/digits.hpp) and the choice of a
// branching cell work on whole bands at once, which is why 9x9 boards, the
// common case, use this layout. 124 bytes, so search nodes are cheap to copy
// (a board<3> with its settled flag is 128).
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace seek::sudoku::detail {

// digit_peer_planes[c][k]: the cells of band k in the row, column or box of
// cell c (of 81, row-major), c itself included.
inline constexpr auto digit_peer_planes = [] {
  std::array<std::array<std::uint32_t, 3>, 81> t{};
  for (int c = 0; c < 81; ++c)
    for (int p = 0; p < 81; ++p) {
      int const r = c / 9, col = c % 9, pr = p / 9, pc = p % 9;
      if (r == pr || col == pc || (r / 3 == pr / 3 && col / 3 == pc / 3))
        t[static_cast<std::size_t>(c)][static_cast<std::size_t>(p / 27)] |= std::uint32_t{1} << (p % 27);
    }
  return t;
}();

// bit_count9[x]: the number of bits set in the nine-bit x (a table: the
// default x86-64 target has no popcount instruction, and g++ then calls a
// library function for std::popcount).
inline constexpr auto bit_count9 = [] {
  std::array<std::uint8_t, 512> t{};
  for (unsigned x = 0; x < 512; ++x) t[x] = static_cast<std::uint8_t>(std::popcount(x));
  return t;
}();

// column_of27[i]: the column of bit i of a band word.
inline constexpr auto column_of27 = [] {
  std::array<std::uint8_t, 27> t{};
  for (unsigned x = 0; x < 27; ++x) t[x] = static_cast<std::uint8_t>(x % 9);
  return t;
}();

struct digit_planes {
  static constexpr int side = 9;
  static constexpr int cells = 81;
  using mask_type = std::uint16_t;
  static constexpr mask_type all_symbols = 0x1ff;
  using band_word = std::uint32_t;
  static constexpr band_word band_all = (band_word{1} << 27) - 1;

  static constexpr int band_of(int c) noexcept { return c / 27; }
  static constexpr band_word cell_bit(int c) noexcept { return band_word{1} << (c % 27); }

  void reset() noexcept {
    for (auto& p : plane) p.fill(band_all);
    solved.fill(0);
    open = cells;
  }

  mask_type candidates(int c) const noexcept {
    auto const k = static_cast<std::size_t>(band_of(c));
    int const i = c % 27;
    unsigned m = 0;
    for (unsigned d = 0; d < 9; ++d) m |= ((plane[d][k] >> i) & 1u) << d;
    return static_cast<mask_type>(m);
  }

  // Writes the symbol of every set cell (1..9) to out[c], leaving open
  // cells alone: one pass over the placed bits of each plane, instead of
  // gathering nine planes per cell (to_grid is on every solution's path).
  void write_symbols(int* out) const noexcept {
    for (std::size_t d = 0; d < 9; ++d)
      for (std::size_t k = 0; k < 3; ++k)
        for (band_word w = plane[d][k] & solved[k]; w != 0; w &= w - 1)
          out[27 * k + static_cast<std::size_t>(std::countr_zero(w))] = static_cast<int>(d) + 1;
  }

  bool is_set(int c) const noexcept { return (solved[static_cast<std::size_t>(band_of(c))] & cell_bit(c)) != 0; }

  // Precondition: symbol d (0-based) is a candidate of open cell c.
  void place(int d, int c) noexcept {
    place(d, static_cast<std::size_t>(band_of(c)), c % 27);
  }

  // The same for the cell at bit i of band k.
  void place(int d, std::size_t k, int i) noexcept {
    band_word const b = band_word{1} << i;
    for (auto& p : plane) p[k] &= ~b;
    auto const& peers = digit_peer_planes[27 * k + static_cast<std::size_t>(i)];
    auto& own = plane[static_cast<std::size_t>(d)];
    for (std::size_t j = 0; j < 3; ++j) own[j] &= ~peers[j];
    own[k] |= b;
    solved[k] |= b;
    --open;
  }

  void place_bit(int c, mask_type bit) noexcept { place(std::countr_zero(bit), c); }

  // On an empty board: places the givens of 81 cells (0 open, 1..9 a
  // symbol) all at once, as placing them one by one would: each plane loses
  // the given cells and the peers of its own givens. False, leaving the
  // board to be reset, if a value is outside 0..9 or two givens of a
  // symbol share a unit (one by one, the second would not be a candidate).
  bool place_givens(int const* values) noexcept {
    unsigned bad = 0;
    for (std::size_t k = 0; k < 3; ++k) {
      band_word set = 0;
      for (unsigned i = 0; i < 27; ++i) {
        auto const v = static_cast<unsigned>(values[27 * k + i]);
        bad |= static_cast<unsigned>(v > 9);
        set |= static_cast<band_word>(v != 0) << i;
      }
      solved[k] = set;
    }
    if (bad) return false;
    std::array<std::array<band_word, 3>, 9> given{};  // [symbol][band]
    for (std::size_t k = 0; k < 3; ++k)
      for (band_word w = solved[k]; w != 0; w &= w - 1) {
        int const i = std::countr_zero(w);
        given[static_cast<std::size_t>(values[27 * k + static_cast<std::size_t>(i)] - 1)][k] |= band_word{1} << i;
      }
    for (std::size_t d = 0; d < 9; ++d) {
      // The peers of d's givens (each given its own peer), and those that
      // two of them share: a given there clashes with another.
      std::array<band_word, 3> once{}, twice{};
      for (std::size_t k = 0; k < 3; ++k)
        for (band_word w = given[d][k]; w != 0; w &= w - 1) {
          auto const& peers = digit_peer_planes[27 * k + static_cast<std::size_t>(std::countr_zero(w))];
          for (std::size_t j = 0; j < 3; ++j) {
            twice[j] |= once[j] & peers[j];
            once[j] |= peers[j];
          }
        }
      if ((twice[0] & given[d][0]) | (twice[1] & given[d][1]) | (twice[2] & given[d][2])) return false;
      for (std::size_t k = 0; k < 3; ++k) plane[d][k] = (band_all & ~(once[k] | solved[k])) | given[d][k];
    }
    open = static_cast<std::uint16_t>(cells - std::popcount(solved[0]) - std::popcount(solved[1]) -
                                      std::popcount(solved[2]));
    return true;
  }

  // Open cell `c` can take no symbol at all.
  void kill(int c) noexcept {
    for (auto& p : plane) p[static_cast<std::size_t>(band_of(c))] &= ~cell_bit(c);
  }

  // The first open cell in row-major order, or -1.
  int first_open() const noexcept {
    for (std::size_t k = 0; k < 3; ++k)
      if (band_word const open_cells = ~solved[k] & band_all)
        return static_cast<int>(27 * k) + std::countr_zero(open_cells);
    return -1;
  }

  // The open cell with the fewest candidates (lowest-numbered on ties), or
  // the first with at most `floor`; -1 if none is open. Candidates are
  // counted for a whole band at once: four words hold a 4-bit counter per
  // cell, bit by bit, and each plane is added with a ripple of carries.
  int fewest_cell(int floor) const noexcept {
    if (open == 0) return -1;
    int best = -1;
    unsigned best_count = 16;
    for (std::size_t k = 0; k < 3; ++k) {
      band_word const open_cells = ~solved[k] & band_all;
      if (open_cells == 0) continue;
      std::array<band_word, 4> n{};  // n[i]: bit i of each cell's count
      for (auto const& p : plane) {
        band_word carry = p[k];
        for (auto& bit : n) {
          band_word const next = bit & carry;
          bit ^= carry;
          carry = next;
        }
      }
      // The open cells of least count, by the counter bits from the top.
      band_word least = open_cells;
      unsigned count = 0;
      for (std::size_t i = 4; i-- > 0;) {
        band_word const zero = least & ~n[i];
        if (zero) least = zero;
        else count |= 1u << i;
      }
      if (count < best_count) {
        best_count = count;
        best = static_cast<int>(27 * k) + std::countr_zero(least);
      }
      // A count at or below the floor cannot be beaten: the first such cell
      // wins, as in a scan of the cells in order.
      unsigned const top = floor < 0 ? 0u : floor > 9 ? 9u : static_cast<unsigned>(floor);
      if (best_count <= top) {
        band_word at_floor = 0;
        for (unsigned v = best_count; v <= top; ++v) {
          band_word eq = open_cells;
          for (std::size_t i = 0; i < 4; ++i) eq &= (v >> i & 1u) ? n[i] : ~n[i];
          at_floor |= eq;
        }
        return static_cast<int>(27 * k) + std::countr_zero(at_floor);
      }
    }
    return best;
  }

  // Propagate's branching cell on a settled board (propagate.hpp): among
  // the first `pair_scan` open cells with at most two candidates, in cell
  // order, the one with the most open peers (the first on ties); -1 if no
  // open cell has at most two. Placing a symbol there takes it from the most
  // open cells, so both branches propagate further. The scan limit bounds
  // the cost on boards with many such cells (easy boards, puzzles with many
  // solutions), where the choice gains little. A band's two-candidate cells
  // are found only when the scan reaches it; a cell's open peers are those
  // of its band (row, box and column there, the cell itself included),
  // counted by table nine bits at a time, plus its column in the two other
  // bands (bits col, col + 9 and col + 18, summed at bit 18 by one product).
  static constexpr int pair_scan = 6;
  int busiest_pair_cell() const noexcept {
    std::array<band_word, 5> open_cells;  // bands 0, 1, 2, 0, 1
    for (std::size_t k = 0; k < 3; ++k) open_cells[k] = ~solved[k] & band_all;
    open_cells[3] = open_cells[0];
    open_cells[4] = open_cells[1];
    int best = -1, best_peers = -1, left = pair_scan;
    for (std::size_t k = 0; k < 3; ++k) {
      if (open_cells[k] == 0) continue;
      band_word once = 0, twice = 0, thrice = 0;
      for (auto const& p : plane) {
        thrice |= twice & p[k];
        twice |= once & p[k];
        once |= p[k];
      }
      band_word const a = open_cells[k + 1], b = open_cells[k + 2];
      for (band_word m = ~thrice & open_cells[k]; m != 0; m &= m - 1) {
        int const i = std::countr_zero(m);
        band_word const near = open_cells[k] & digit_peer_planes[27 * k + static_cast<std::size_t>(i)][k];
        unsigned const col = column_of27[static_cast<std::size_t>(i)];
        band_word const far = ((a >> col) & 0x40201u) + ((b >> col) & 0x40201u);
        int const peers = bit_count9[near & 0x1ff] + bit_count9[(near >> 9) & 0x1ff] + bit_count9[near >> 18] +
                          static_cast<int>((far * 0x40201u >> 18) & 7u);
        // Without a branch: which cell wins follows no pattern the processor
        // could predict.
        bool const better = peers > best_peers;
        best_peers = better ? peers : best_peers;
        best = better ? static_cast<int>(27 * k) + i : best;
        if (--left == 0) return best;
      }
    }
    return best;
  }

  friend bool operator==(digit_planes const&, digit_planes const&) = default;

  std::array<std::array<band_word, 3>, 9> plane;  // [symbol][band]
  std::array<band_word, 3> solved;                // cells holding a symbol
  std::uint16_t open;
};

}  // namespace seek::sudoku::detail
