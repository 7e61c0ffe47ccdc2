// seek/sudoku/logic/singles.hpp: full houses, hidden singles and naked
// singles, the techniques that place a digit.
//
// Each finder returns the first single in Sudoku Explainer's scan order
// (houses: boxes, then columns, then rows, each in order; digits ascending;
// cells row by row), so a path matches SE's step for step where it can. The
// weights are SE's: full house 1.0, hidden single 1.2 in a box and 1.5 in a
// row or column, naked single 2.3. They hold on every board size.
#pragma once

#include <bit>
#include <optional>

#include <seek/sudoku/logic/candidates.hpp>
#include <seek/sudoku/logic/step.hpp>

namespace seek::sudoku {

namespace detail {
// SE's order of houses: boxes, columns, rows.
template <int N>
constexpr int se_house(int i) noexcept {
  constexpr int s = N * N;
  return i < s ? 2 * s + i : i < 2 * s ? i : i - 2 * s;
}

template <int N>
step single_step(technique t, int rating, int house, int cell, int digit) {
  step s;
  s.tech = t;
  s.rating = rating;
  s.side = N * N;
  s.houses = {house};
  s.cells = {cell};
  s.digits = std::uint64_t{1} << (digit - 1);
  s.placements = {{cell, digit}};
  return s;
}

// The first digit with one place in house `u`, when `alone` says whether u
// must have exactly one open cell (a full house) or more (a hidden single).
template <int N>
std::optional<step> single_in(candidate_grid<N> const& g, int u, bool alone) {
  using H = houses<N>;
  if ((g.open_in(u) == 1) != alone || g.open_in(u) == 0) return std::nullopt;
  for (int d = 1; d <= H::side; ++d) {
    auto const p = g.positions(u, d);
    if (p != 0 && (p & (p - 1)) == 0) {
      int const c = H::cell_of(u, std::countr_zero(p));
      if (alone) return single_step<N>(technique::full_house, se_base(technique::full_house), u, c, d);
      return single_step<N>(technique::hidden_single,
                            se_base(technique::hidden_single) + (H::kind(u) == house_kind::box ? 0 : 3), u, c, d);
    }
  }
  return std::nullopt;
}
}  // namespace detail

/// The first full house: a house with one open cell, whose digit is the
/// one the house misses (SE 1.0).
template <int N>
std::optional<step> find_full_house(candidate_grid<N> const& g) {
  for (int i = 0; i < 3 * N * N; ++i)
    if (auto s = detail::single_in(g, detail::se_house<N>(i), true)) return s;
  return std::nullopt;
}

/// The first hidden single in a house with two open cells or more: a digit
/// with one place left in the house (SE 1.2 in a box, 1.5 in a line).
template <int N>
std::optional<step> find_hidden_single(candidate_grid<N> const& g) {
  for (int i = 0; i < 3 * N * N; ++i)
    if (auto s = detail::single_in(g, detail::se_house<N>(i), false)) return s;
  return std::nullopt;
}

/// The first naked single: an open cell with one candidate (SE 2.3).
template <int N>
std::optional<step> find_naked_single(candidate_grid<N> const& g) {
  using H = houses<N>;
  for (int c = 0; c < H::cells; ++c) {
    auto const m = g.candidates(c);
    if (g.value(c) == 0 && m != 0 && (m & (m - 1)) == 0) {
      step s = detail::single_step<N>(technique::naked_single, se_base(technique::naked_single), -1, c, std::countr_zero(m) + 1);
      s.houses.clear();
      return s;
    }
  }
  return std::nullopt;
}

}  // namespace seek::sudoku
