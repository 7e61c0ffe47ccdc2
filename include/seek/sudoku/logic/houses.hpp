// seek/sudoku/logic/houses.hpp: the rows, columns and boxes of a board of box
// size N, and how a person names them.
//
// A house (a unit) is a row, a column or a box. Houses are numbered rows
// 0..S-1, columns S..2S-1, boxes 2S..3S-1 (S = N², the side); the cells of a
// house are listed left to right, top to bottom, and a box row by row. Every
// table is computed at compile time, once per box size. Names follow the
// usual notation, 1-based: cell "r4c7", "row 4", "column 7", "box 5".
#pragma once

#include <cstdint>
#include <string>

#include <seek/sudoku/logic/cell_set.hpp>

namespace seek::sudoku {

/// What kind of house a unit is.
enum class house_kind : std::uint8_t { row, column, box };

/// The houses of a board of box size N (2..8).
template <int N>
struct houses {
  static_assert(N >= 2 && N <= 8, "seek::sudoku::houses<N>: box size N must be in 2..8");
  static constexpr int box = N;
  static constexpr int side = N * N;
  static constexpr int cells = side * side;
  static constexpr int units = 3 * side;
  using set = cell_set<cells>;

  static constexpr int row_of(int c) noexcept { return c / side; }
  static constexpr int col_of(int c) noexcept { return c % side; }
  static constexpr int box_of(int c) noexcept { return (row_of(c) / N) * N + col_of(c) / N; }
  static constexpr int cell_at(int row, int col) noexcept { return row * side + col; }

  /// The house numbers of the row, column and box of cell `c`.
  static constexpr int row_unit(int c) noexcept { return row_of(c); }
  static constexpr int col_unit(int c) noexcept { return side + col_of(c); }
  static constexpr int box_unit(int c) noexcept { return 2 * side + box_of(c); }
  static constexpr house_kind kind(int u) noexcept {
    return u < side ? house_kind::row : u < 2 * side ? house_kind::column : house_kind::box;
  }

  /// The position (0..S-1) of cell `c` within house `u`, which holds it.
  static constexpr int index_in(int u, int c) noexcept {
    switch (kind(u)) {
      case house_kind::row: return col_of(c);
      case house_kind::column: return row_of(c);
      case house_kind::box: return (row_of(c) % N) * N + col_of(c) % N;
    }
    return 0;
  }

  struct tables {
    std::uint16_t cell[static_cast<std::size_t>(units)][static_cast<std::size_t>(side)];  // each house's cells
    set members[static_cast<std::size_t>(units)];  // the same, as a set
  };
  static constexpr tables table = [] {
    tables t{};
    for (int i = 0; i < side; ++i) {
      int const r0 = (i / N) * N, c0 = (i % N) * N;
      for (int j = 0; j < side; ++j) {
        int const rc = i * side + j, cc = j * side + i, bc = (r0 + j / N) * side + c0 + j % N;
        t.cell[i][j] = static_cast<std::uint16_t>(rc);
        t.cell[side + i][j] = static_cast<std::uint16_t>(cc);
        t.cell[2 * side + i][j] = static_cast<std::uint16_t>(bc);
        t.members[i].set(rc);
        t.members[side + i].set(cc);
        t.members[2 * side + i].set(bc);
      }
    }
    return t;
  }();

  /// The j-th cell (0..S-1) of house `u`.
  static constexpr int cell_of(int u, int j) noexcept { return table.cell[u][j]; }
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
