// examples/models/sudoku_rows.hpp: an N²×N² sudoku grid filled cell by cell,
// row by row, kept as what each column, box and the current row still allow.
//
// The state is all a completion depends on: two partial grids with the same
// next cell and the same sets of symbols still allowed in every column, in
// the boxes of the current band and in the current row have the same number
// of completions, whatever symbols made them so. The state is therefore its
// own valid key for seek::count, which then counts completions of a band
// without visiting most of them. Only the first rows may be given.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <stdexcept>
#include <string>

#include <seek/range/inplace_vector.hpp>

namespace sudoku_rows {

/// A partial grid of box size N (2..4): the first `cell` cells are filled.
template <int N>
struct grid {
  static constexpr int side = N * N;
  static constexpr std::uint16_t all = static_cast<std::uint16_t>((1u << side) - 1);
  std::uint16_t cell = 0;                       // next cell to fill, row-major
  std::uint16_t row = all;                      // symbols the current row still allows
  std::array<std::uint16_t, side> column{};     // symbols each column still allows
  std::array<std::uint16_t, N> box{};           // symbols each box of the band still allows

  /// Filled: no cell left.
  [[nodiscard]] bool complete() const noexcept { return cell == side * side; }

  /// The grid with symbol `v` (1..side) in the next cell. Precondition: allowed.
  [[nodiscard]] grid place(int v) const noexcept {
    grid g = *this;
    auto const bit = static_cast<std::uint16_t>(1u << (v - 1));
    int const c = cell % side;
    g.column[static_cast<std::size_t>(c)] &= static_cast<std::uint16_t>(~bit);
    g.box[static_cast<std::size_t>(c / N)] &= static_cast<std::uint16_t>(~bit);
    g.row &= static_cast<std::uint16_t>(~bit);
    ++g.cell;
    if (g.cell % side == 0) {
      g.row = all;  // a new row; at a new band, new boxes
      if (g.cell % (side * N) == 0) g.box.fill(all);
    }
    return g;
  }

  /// Symbols the next cell allows.
  [[nodiscard]] std::uint16_t allowed() const noexcept {
    int const c = cell % side;
    return static_cast<std::uint16_t>(row & column[static_cast<std::size_t>(c)] &
                                      box[static_cast<std::size_t>(c / N)]);
  }
};

/// The empty grid, then the given first rows (digits 1..side, `side` per
/// row, e.g. "1234" "3412" for 4x4). Throws std::invalid_argument naming the
/// position of a symbol that is not allowed there.
template <int N>
grid<N> start(std::string const& first_rows = "") {
  grid<N> g;
  g.column.fill(grid<N>::all);
  g.box.fill(grid<N>::all);
  for (std::size_t i = 0; i < first_rows.size(); ++i) {
    int const v = first_rows[i] - '0';
    if (v < 1 || v > grid<N>::side || ((g.allowed() >> (v - 1)) & 1u) == 0)
      throw std::invalid_argument("sudoku_rows::start: position " + std::to_string(i) + " ('" +
                                  first_rows[i] + "'): not an allowed symbol");
    g = g.place(v);
  }
  return g;
}

/// The successor function: the next cell filled with each allowed symbol. A
/// cell allows at most `side` symbols, so the children fit in an
/// inplace_vector: expanding a grid allocates nothing.
inline constexpr auto next = []<int N>(grid<N> const& g) {
  seek::inplace_vector<grid<N>, grid<N>::side> out;
  if (g.complete()) return out;
  for (std::uint32_t m = g.allowed(); m != 0; m &= m - 1) out.push_back(g.place(std::countr_zero(m) + 1));
  return out;
};

/// A valid memo key: the whole state (it is nothing but what is still allowed).
inline constexpr auto key = []<int N>(grid<N> const& g) { return g; };

}  // namespace sudoku_rows
