// seek/sudoku/board/geometry.hpp: which cells make up which unit (row,
// column, box) of a board of box size N: the model's one geometry.
//
// A unit (a "house" to the logical solver) is a row, a column or a box; a
// side-S board has 3S of them, numbered rows 0..S-1, columns S..2S-1, boxes
// 2S..3S-1; the cells of a unit are listed left to right, top to bottom, and
// a box row by row. The tables are computed at compile time, once per box
// size. The boards, the propagator and the successor functions read them;
// the logical solver's houses (logic/houses.hpp) add cell sets and names on
// top.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace seek::sudoku {

/// What kind of unit (house) a unit number is.
enum class house_kind : std::uint8_t { row, column, box };


/// The units of a board of box size N (2..8).
template <int N>
struct geometry {
  static_assert(N >= 2 && N <= 8, "seek::sudoku::geometry<N>: box size N must be in 2..8");
  static constexpr int box = N;
  static constexpr int side = N * N;
  static constexpr int cells = side * side;
  static constexpr int units = 3 * side;

  using cell_index = std::uint16_t;  // 64x64 has 4096 cells
  using unit_index = std::uint8_t;   // 64x64 has 192 units

  static constexpr int row_of(int cell) noexcept { return cell / side; }
  static constexpr int col_of(int cell) noexcept { return cell % side; }
  static constexpr int box_of(int cell) noexcept {
    return (row_of(cell) / N) * N + col_of(cell) / N;
  }
  static constexpr int cell_at(int row, int col) noexcept { return row * side + col; }

  /// The unit numbers of the row, column and box of cell `c`.
  static constexpr int row_unit(int c) noexcept { return row_of(c); }
  static constexpr int col_unit(int c) noexcept { return side + col_of(c); }
  static constexpr int box_unit(int c) noexcept { return 2 * side + box_of(c); }
  static constexpr house_kind kind(int u) noexcept {
    return u < side ? house_kind::row : u < 2 * side ? house_kind::column : house_kind::box;
  }

  /// The position (0..S-1) of cell `c` within unit `u`, which holds it.
  static constexpr int index_in(int u, int c) noexcept {
    switch (kind(u)) {
      case house_kind::row: return col_of(c);
      case house_kind::column: return row_of(c);
      case house_kind::box: return (row_of(c) % N) * N + col_of(c) % N;
    }
    return 0;
  }

  // The tables below are plain arrays in a struct rather than nested
  // std::array: the compiler evaluates them once per box size, and for
  // 64x64 (24,000 entries) element access through std::array::operator[]
  // made that evaluation three times slower (docs/design.md, compile cost).
  template <class T, std::size_t Rows, std::size_t Cols>
  struct table {
    T row[Rows][Cols];
    constexpr auto& operator[](std::size_t r) noexcept { return row[r]; }
    constexpr auto const& operator[](std::size_t r) const noexcept { return row[r]; }
  };

  // unit_cells[u]: the side cells of unit u, in row-major order.
  static constexpr table<cell_index, std::size_t{units}, std::size_t{side}> unit_cells = [] {
    table<cell_index, std::size_t{units}, std::size_t{side}> t{};
    for (int i = 0; i < side; ++i) {
      cell_index* row = t.row[i];
      cell_index* col = t.row[side + i];
      cell_index* box = t.row[2 * side + i];
      int const r0 = (i / N) * N, c0 = (i % N) * N;
      for (int j = 0; j < side; ++j) {
        row[j] = static_cast<cell_index>(i * side + j);
        col[j] = static_cast<cell_index>(j * side + i);
        box[j] = static_cast<cell_index>((r0 + j / N) * side + c0 + j % N);
      }
    }
    return t;
  }();

  // cell_units[c]: the row, column and box of cell c, as unit numbers.
  static constexpr table<unit_index, std::size_t{cells}, 3> cell_units = [] {
    table<unit_index, std::size_t{cells}, 3> t{};
    for (int c = 0; c < cells; ++c) {
      unit_index* us = t.row[c];
      us[0] = static_cast<unit_index>(row_of(c));
      us[1] = static_cast<unit_index>(side + col_of(c));
      us[2] = static_cast<unit_index>(2 * side + box_of(c));
    }
    return t;
  }();

  // Boards up to 16x16 also get a flat list of each cell's peers (20 for
  // 9x9), which is faster to walk than three units with repeats. Larger
  // boards walk their units: a 64x64 peer table would cost 1.4 MB.
  static constexpr bool has_peer_table = N <= 4;
  static constexpr int peer_count = 2 * (side - 1) + (N - 1) * (N - 1);
  static constexpr auto peers = [] {
    constexpr int rows = has_peer_table ? cells : 1;
    table<cell_index, std::size_t{rows}, std::size_t{peer_count}> t{};
    if constexpr (has_peer_table) {
      // Row, then column outside the row, then box outside both: each peer
      // once, built directly (a scan of all cell pairs exceeds clang's
      // constexpr step limit for 16x16).
      for (int c = 0; c < cells; ++c) {
        cell_index* out = t.row[c];
        int k = 0;
        int const r = row_of(c), col = col_of(c), r0 = r / N * N, c0 = col / N * N;
        for (int j = 0; j < side; ++j)
          if (j != col) out[k++] = static_cast<cell_index>(r * side + j);
        for (int i = 0; i < side; ++i)
          if (i != r) out[k++] = static_cast<cell_index>(i * side + col);
        for (int i = r0; i < r0 + N; ++i)
          for (int j = c0; j < c0 + N; ++j)
            if (i != r && j != col) out[k++] = static_cast<cell_index>(i * side + j);
      }
    }
    return t;
  }();

  // Units as bits of a word, when they fit one (boards up to 16x16): the
  // three units of each cell as one mask.
  static constexpr bool units_fit_word = units <= 64;
  static constexpr auto cell_unit_bits = [] {
    constexpr int rows = units_fit_word ? cells : 1;
    std::array<std::uint64_t, std::size_t{rows}> t{};
    if constexpr (units_fit_word) {
      for (int c = 0; c < cells; ++c)
        t[static_cast<std::size_t>(c)] = (std::uint64_t{1} << row_of(c)) |
                                         (std::uint64_t{1} << (side + col_of(c))) |
                                         (std::uint64_t{1} << (2 * side + box_of(c)));
    }
    return t;
  }();
};

}  // namespace seek::sudoku
