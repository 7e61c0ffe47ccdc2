// seek/sudoku/board/detail/board_cells.hpp: the general board storage, one
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

#include <seek/sudoku/board/detail/bits_mask.hpp>
#include <seek/sudoku/board/geometry.hpp>

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

  // Places: the (unit, symbol) pair with the fewest cells left for the
  // symbol, when that is 2..max_places cells and fewer than `below`.
  // Returns its unit (-1 if none; lowest unit, then lowest symbol, on ties)
  // and sets `sym` to the symbol's bit and `where` to the unit's cells that
  // can take it (bit i: unit_cells[unit][i]). Meant for settled boards,
  // where no open symbol has fewer than 2 places.
  static constexpr int max_places = 4;
  int fewest_place(int below, mask_type& sym, mask_type& where) const noexcept {
    int best_unit = -1, best = below < max_places + 1 ? below : max_places + 1;
    for (int u = 0; u < geo::units && best > 2; ++u) {
      std::array<mask_type, max_places + 1> more_than{};  // [k]: symbols seen in more than k cells
      for (auto p : geo::unit_cells[static_cast<std::size_t>(u)]) {
        mask_type const m = cand[p];
        for (int k = max_places; k > 0; --k)
          more_than[static_cast<std::size_t>(k)] |= static_cast<mask_type>(more_than[static_cast<std::size_t>(k - 1)] & m);
        more_than[0] |= m;
      }
      mask_type const open_symbols = static_cast<mask_type>(~placed[static_cast<std::size_t>(u)]);
      for (int k = 2; k < best; ++k) {
        auto const exact = static_cast<mask_type>(more_than[static_cast<std::size_t>(k - 1)] &
                                                  ~more_than[static_cast<std::size_t>(k)] & open_symbols);
        if (exact != 0) {
          best = k;
          best_unit = u;
          sym = static_cast<mask_type>(exact & (0 - exact));
          break;
        }
      }
    }
    if (best_unit >= 0) {
      where = 0;
      auto const& uc = geo::unit_cells[static_cast<std::size_t>(best_unit)];
      for (int i = 0; i < side; ++i)
        if (cand[uc[static_cast<std::size_t>(i)]] & sym) where |= bit<mask_type>(i);
    }
    return best_unit;
  }

  // Open cell `c` can take no symbol at all.
  void kill(int c) noexcept { cand[static_cast<std::size_t>(c)] = 0; }

  friend bool operator==(cell_masks const&, cell_masks const&) = default;

  std::array<mask_type, std::size_t{cells}> cand;
  std::array<mask_type, std::size_t{geo::units}> placed;  // symbols set in each unit
  std::uint16_t open;
};

}  // namespace seek::sudoku::detail
