// seek/sudoku/detail/board_digits.hpp: the 9x9 board storage, one bit plane
// per symbol.
//
// For each symbol, the set of cells where it is placed or may still go, as
// three 27-bit words, one per band (three rows of nine cells, row-major, so
// cell c is bit c % 27 of band c / 27). Placing symbol d in a cell is a
// dozen word operations: the cell leaves every other plane, the cell's
// peers leave plane d. Candidates of one cell are gathered from the nine
// planes; the propagator (propagate_digits.hpp) and the choice of a
// branching cell work on whole bands at once, which is why 9x9 boards, the
// common case, use this layout. 124 bytes, so search nodes are cheap to copy.
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

  // Open cell `c` can take no symbol at all.
  void kill(int c) noexcept {
    for (auto& p : plane) p[static_cast<std::size_t>(band_of(c))] &= ~cell_bit(c);
  }

  // The open cell with the fewest candidates (lowest-numbered on ties), or
  // the first with at most `floor`; -1 if none is open. Counts come from
  // bit-sliced tallies over the planes, a band at a time.
  int fewest_cell(int floor) const noexcept {
    if (open == 0) return -1;
    if (floor == 2) {  // settled boards: a two-candidate cell is the usual answer
      for (std::size_t k = 0; k < 3; ++k) {
        band_word once = 0, twice = 0, thrice = 0;
        for (auto const& p : plane) {
          band_word const x = p[k];
          thrice |= twice & x;
          twice |= once & x;
          once |= x;
        }
        band_word const low = ~thrice & ~solved[k] & band_all;  // open, at most two
        if (low) return static_cast<int>(27 * k) + std::countr_zero(low);
      }
    }
    // at_least[k][j]: cells of band k with at least j candidates.
    std::array<std::array<band_word, 11>, 3> at_least{};
    for (std::size_t k = 0; k < 3; ++k) {
      auto& ge = at_least[k];
      ge[0] = band_all;
      for (std::size_t d = 0; d < 9; ++d) {
        band_word const x = plane[d][k];
        for (std::size_t j = d + 1; j >= 1; --j) ge[j] |= ge[j - 1] & x;
      }
    }
    auto first_open = [&](std::size_t lo, std::size_t hi) {  // count in lo..hi-1
      for (std::size_t k = 0; k < 3; ++k) {
        band_word const m = at_least[k][lo] & ~at_least[k][hi] & ~solved[k];
        if (m) return static_cast<int>(27 * k) + std::countr_zero(m);
      }
      return -1;
    };
    std::size_t const f = static_cast<std::size_t>(floor < 0 ? 0 : floor > 9 ? 9 : floor);
    if (int const c = first_open(0, f + 1); c >= 0) return c;
    for (std::size_t j = f + 1; j <= 9; ++j)
      if (int const c = first_open(j, j + 1); c >= 0) return c;
    return -1;
  }

  friend bool operator==(digit_planes const&, digit_planes const&) = default;

  std::array<std::array<band_word, 3>, 9> plane;  // [symbol][band]
  std::array<band_word, 3> solved;                // cells holding a symbol
  std::uint16_t open;
};

}  // namespace seek::sudoku::detail
