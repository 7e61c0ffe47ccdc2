// seek/sudoku/logic/links.hpp: the implication graph of a candidate grid.
//
// A node is a candidate with a truth value ("r1c2=5" on, "r1c2<>5" off). A
// true candidate turns off the other candidates of its cell (a link inside a
// cell, SE's "Y" link) and the same digit in the cell's peers (a link in a
// house, SE's "X" link); a false candidate turns on the other candidate of a
// two-candidate cell (Y) and the other place of a digit with two places in a
// house (X, a conjugate pair). Chains are searches over this graph. The
// links come out in Sudoku Explainer's order (cell, then box, row, column;
// each node once), so a search finds the chain SE finds.
#pragma once

#include <bit>
#include <cstdint>

#include <seek/sudoku/logic/candidates.hpp>

namespace seek::sudoku {

/// Numbering of the nodes of the implication graph of a board of box size
/// N: ((cell * S) + digit - 1) * 2 + on, for S = N² digits.
template <int N>
struct node_index {
  static constexpr int S = N * N;
  static constexpr int count = S * S * S * 2;
  static constexpr int make(int cell, int digit, bool on) noexcept { return ((cell * S) + digit - 1) * 2 + (on ? 1 : 0); }
  static constexpr int cell(int p) noexcept { return p / 2 / S; }
  static constexpr int digit(int p) noexcept { return (p / 2) % S + 1; }
  static constexpr bool on(int p) noexcept { return (p & 1) != 0; }
  /// The same candidate with the other truth value.
  static constexpr int flip(int p) noexcept { return p ^ 1; }
};

/// Calls `emit(q)` for every node q that node `p` (on) turns off, in SE's
/// order: with `cell_links`, the other candidates of p's cell, ascending;
/// then p's digit in the cells of its box, row and column (each cell once).
template <int N, class Emit>
void on_to_off(candidate_grid<N> const& g, int p, bool cell_links, Emit&& emit) {
  using I = node_index<N>;
  using H = houses<N>;
  int const c = I::cell(p), d = I::digit(p);
  if (cell_links) {
    auto m = g.candidates(c);
    while (m) {
      int const e = std::countr_zero(m) + 1;
      m = static_cast<decltype(m)>(m & (m - 1));
      if (e != d) emit(I::make(c, e, false));
    }
  }
  int const b = H::box_unit(c);
  auto const box = H::members(b);
  auto const with = g.cells_with(d);
  for (int x : box & with)
    if (x != c) emit(I::make(x, d, false));
  for (int x : (H::members(H::row_unit(c)) & with) - box) emit(I::make(x, d, false));
  for (int x : (H::members(H::col_unit(c)) & with) - box) emit(I::make(x, d, false));
}

/// Calls `emit(q, house)` for every node q that node `p` (off) turns on, in
/// SE's order: with `cell_links`, the other candidate of a two-candidate
/// cell (house -1); with `house_links`, the other place of p's digit in its
/// box, row and column when it has two places there (each node once, with
/// the first house that gives it).
template <int N, class Emit>
void off_to_on(candidate_grid<N> const& g, int p, bool cell_links, bool house_links, Emit&& emit) {
  using I = node_index<N>;
  using H = houses<N>;
  int const c = I::cell(p), d = I::digit(p);
  if (cell_links) {
    auto const m = g.candidates(c);
    if (bit_count(m) == 2) {
      auto const other = static_cast<decltype(m)>(m & ~candidate_grid<N>::bit(d - 1));
      emit(I::make(c, std::countr_zero(other) + 1, true), -1);
    }
  }
  if (!house_links) return;
  int done[3] = {-1, -1, -1};
  int const units[3] = {H::box_unit(c), H::row_unit(c), H::col_unit(c)};
  for (int k = 0; k < 3; ++k) {
    auto const pos = g.positions(units[k], d);
    if (bit_count(pos) != 2) continue;
    auto const rest = static_cast<decltype(pos)>(pos & ~candidate_grid<N>::bit(H::index_in(units[k], c)));
    int const other = H::cell_of(units[k], std::countr_zero(rest));
    if (other == done[0] || other == done[1]) continue;
    done[k] = other;
    emit(I::make(other, d, true), units[k]);
  }
}

}  // namespace seek::sudoku
