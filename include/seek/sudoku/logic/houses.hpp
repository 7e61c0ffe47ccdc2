// seek/sudoku/logic/houses.hpp: the rows, columns and boxes of a board of box
// size N as the logical solver asks about them (cell sets), and how a person
// names them.
//
// The numbering, the cells of each house and their order are the board's
// geometry (board/geometry.hpp: rows 0..S-1, columns S..2S-1, boxes
// 2S..3S-1, S = N² the side); this adds each house's cells as a cell_set,
// computed at compile time once per box size. Names follow the usual
// notation, 1-based: cell "r4c7", "row 4", "column 7", "box 5".
#pragma once

#include <cstdint>
#include <string>

#include <seek/sudoku/board/geometry.hpp>
#include <seek/sudoku/logic/cell_set.hpp>

namespace seek::sudoku {

/// The houses of a board of box size N (2..8).
template <int N>
struct houses {
  static_assert(N >= 2 && N <= 8, "seek::sudoku::houses<N>: box size N must be in 2..8");
  using geo = geometry<N>;
  static constexpr int box = N;
  static constexpr int side = geo::side;
  static constexpr int cells = geo::cells;
  static constexpr int units = geo::units;
  using set = cell_set<cells>;

  static constexpr int row_of(int c) noexcept { return geo::row_of(c); }
  static constexpr int col_of(int c) noexcept { return geo::col_of(c); }
  static constexpr int box_of(int c) noexcept { return geo::box_of(c); }
  static constexpr int cell_at(int row, int col) noexcept { return geo::cell_at(row, col); }

  /// The house numbers of the row, column and box of cell `c`.
  static constexpr int row_unit(int c) noexcept { return geo::row_unit(c); }
  static constexpr int col_unit(int c) noexcept { return geo::col_unit(c); }
  static constexpr int box_unit(int c) noexcept { return geo::box_unit(c); }
  static constexpr house_kind kind(int u) noexcept { return geo::kind(u); }

  /// The position (0..S-1) of cell `c` within house `u`, which holds it.
  static constexpr int index_in(int u, int c) noexcept { return geo::index_in(u, c); }

  struct tables {
    set members[static_cast<std::size_t>(units)];  // each house's cells, as a set
  };
  static constexpr tables table = [] {
    tables t{};
    for (int u = 0; u < units; ++u)
      for (int j = 0; j < side; ++j)
        t.members[u].set(geo::unit_cells[static_cast<std::size_t>(u)][static_cast<std::size_t>(j)]);
    return t;
  }();

  /// The j-th cell (0..S-1) of house `u`.
  static constexpr int cell_of(int u, int j) noexcept {
    return geo::unit_cells[static_cast<std::size_t>(u)][static_cast<std::size_t>(j)];
  }
  /// The cells of house `u`.
  static constexpr set const& members(int u) noexcept { return table.members[u]; }
  /// The cells that share a house with `c`, `c` excluded.
  static constexpr set peers(int c) noexcept {
    set s = table.members[row_unit(c)] | table.members[col_unit(c)] | table.members[box_unit(c)];
    s.reset(c);
    return s;
  }
  /// True when cells `a` and `b` (different) share a house.
  static constexpr bool sees(int a, int b) noexcept {
    return a != b && (row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b));
  }
  /// The cells seen by every cell of `s` (cells of `s` excluded).
  static constexpr set common_peers(set const& s) noexcept {
    set out = set::all();
    for (int c : s) out &= peers(c);
    return out - s;
  }
  /// The house holding every cell of `s` of the given kind, or -1.
  static constexpr int common_unit(set const& s, house_kind k) noexcept {
    int u = -1;
    for (int c : s) {
      int const v = k == house_kind::row ? row_unit(c) : k == house_kind::column ? col_unit(c) : box_unit(c);
      if (u == -1) u = v;
      else if (u != v) return -1;
    }
    return u;
  }
};

/// "r4c7": 1-based row and column of a cell of a side-`side` board.
inline std::string cell_name(int side, int c) {
  // Appended piece by piece: "r" + std::string trips g++ 12's -Wrestrict at -O3.
  std::string s(1, 'r');
  s += std::to_string(c / side + 1);
  s += 'c';
  s += std::to_string(c % side + 1);
  return s;
}

/// "row 4", "column 7", "box 5": a house of a side-`side` board.
inline std::string house_name(int side, int u) {
  std::string s = u < side ? "row " : u < 2 * side ? "column " : "box ";
  s += std::to_string(u % side + 1);
  return s;
}

}  // namespace seek::sudoku
