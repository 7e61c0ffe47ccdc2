// seek/sudoku/detail/board_geometry.hpp: which cells make up which unit.
//
// A unit is a row, a column or a box; a side-S board has 3S of them, numbered
// rows 0..S-1, columns S..2S-1, boxes 2S..3S-1. The tables are computed at
// compile time, once per box size.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace seek::sudoku::detail {

template <int N>
struct geometry {
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

  // unit_cells[u]: the side cells of unit u, in row-major order.
  static constexpr std::array<std::array<cell_index, std::size_t{side}>, std::size_t{units}> unit_cells = [] {
    std::array<std::array<cell_index, std::size_t{side}>, std::size_t{units}> t{};
    for (int i = 0; i < side; ++i) {
      for (int j = 0; j < side; ++j) {
        t[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] =
            static_cast<cell_index>(i * side + j);
        t[static_cast<std::size_t>(side + i)][static_cast<std::size_t>(j)] =
            static_cast<cell_index>(j * side + i);
        int const r = (i / N) * N + j / N, c = (i % N) * N + j % N;
        t[static_cast<std::size_t>(2 * side + i)][static_cast<std::size_t>(j)] =
            static_cast<cell_index>(r * side + c);
      }
    }
    return t;
  }();

  // cell_units[c]: the row, column and box of cell c, as unit numbers.
  static constexpr std::array<std::array<unit_index, 3>, std::size_t{cells}> cell_units = [] {
    std::array<std::array<unit_index, 3>, std::size_t{cells}> t{};
    for (int c = 0; c < cells; ++c) {
      t[static_cast<std::size_t>(c)] = {static_cast<unit_index>(row_of(c)),
                                        static_cast<unit_index>(side + col_of(c)),
                                        static_cast<unit_index>(2 * side + box_of(c))};
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
    std::array<std::array<cell_index, std::size_t{peer_count}>, std::size_t{rows}> t{};
    if constexpr (has_peer_table) {
      // Row, then column outside the row, then box outside both: each peer
      // once, built directly (a scan of all cell pairs exceeds clang's
      // constexpr step limit for 16x16).
      for (int c = 0; c < cells; ++c) {
        auto& out = t[static_cast<std::size_t>(c)];
        std::size_t k = 0;
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

}  // namespace seek::sudoku::detail
