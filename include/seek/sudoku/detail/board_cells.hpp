// seek/sudoku/detail/board_cells.hpp: the general board storage, one
// candidate mask per cell.
//
// Each cell keeps the set of symbols that may still go there; placing a
// symbol removes it from every peer at once (row, column, box), so an open
// cell's set never holds a symbol already placed in one of its units. Used
// for every box size but 3 (see board_digits.hpp for 9x9).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include <seek/sudoku/detail/bits_mask.hpp>
#include <seek/sudoku/detail/board_geometry.hpp>

namespace seek::sudoku::detail {

template <int N>
struct cell_masks {
  using geo = geometry<N>;
  static constexpr int side = N * N;
  static constexpr int cells = side * side;
  using mask_type = mask_for<side>;
  static constexpr mask_type all_symbols = full_mask<mask_type, side>;

  void reset() noexcept {
    cand.fill(all_symbols);
    placed.fill(0);
    open = cells;
  }

  mask_type candidates(int c) const noexcept { return cand[static_cast<std::size_t>(c)]; }

  bool is_set(int c) const noexcept {
    return (cand[static_cast<std::size_t>(c)] & placed[static_cast<std::size_t>(geo::row_of(c))]) != 0;
  }

  // Precondition: `bit` is a candidate of open cell `c`.
  void place_bit(int c, mask_type bit) noexcept {
    cand[static_cast<std::size_t>(c)] = bit;
    auto const& us = geo::cell_units[static_cast<std::size_t>(c)];
    for (auto u : us) placed[u] |= bit;
    --open;
    mask_type const keep = static_cast<mask_type>(~bit);
    for (auto u : us)
      for (auto p : geo::unit_cells[u])
        if (p != c) cand[p] &= keep;
  }

  // The first open cell in row-major order; -1 if none is open.
  int first_open() const noexcept {
    if (open == 0) return -1;
    for (int c = 0; c < cells; ++c)
      if (!is_set(c)) return c;
    return -1;
  }

  // The open cell with the fewest candidates (lowest-numbered on ties), or
  // the first with at most `floor`; -1 if none is open.
  int fewest_cell(int floor) const noexcept {
    if (open == 0) return -1;
    int best = -1, best_count = side + 1;
    for (int c = 0; c < cells; ++c) {
      if (is_set(c)) continue;
      int const k = count_bits<side>(candidates(c));
      if (k < best_count) {
        best = c;
        best_count = k;
        if (k <= floor) break;
      }
    }
    return best;
  }

  // Open cell `c` can take no symbol at all.
  void kill(int c) noexcept { cand[static_cast<std::size_t>(c)] = 0; }

  friend bool operator==(cell_masks const&, cell_masks const&) = default;

  std::array<mask_type, std::size_t{cells}> cand;
  std::array<mask_type, std::size_t{geo::units}> placed;  // symbols set in each unit
  std::uint16_t open;
};

}  // namespace seek::sudoku::detail
