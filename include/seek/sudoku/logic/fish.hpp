// seek/sudoku/logic/fish.hpp: X-Wing, Swordfish and Jellyfish.
//
// When the places of a digit in k lines (the base) lie in k crossing lines
// (the cover), the digit fills the crossings and leaves the rest of the
// cover lines. As SE: bases are columns first, then rows; base tuples in
// increasing bit order, digits ascending inside; every base line holds the
// digit in two places at least, and the digit has 2k places unfilled on the
// board. Weights 3.2, 3.8, 5.2. Every board size.
#pragma once

#include <bit>
#include <optional>

#include <seek/sudoku/logic/candidates.hpp>
#include <seek/sudoku/logic/step.hpp>
#include <seek/sudoku/logic/subsets.hpp>

namespace seek::sudoku {

namespace detail {
inline technique fish_tech(int k) {
  return k == 2 ? technique::x_wing : k == 3 ? technique::swordfish : technique::jellyfish;
}
}  // namespace detail

/// Calls f(step) for each fish of size `k` (2: X-Wing, 3: Swordfish, 4:
/// Jellyfish) that removes a candidate, in SE's order, until f returns true
/// (then returns true). The step's houses are the k base lines, then the k
/// cover lines; its cells are the digit's places in the base.
template <int N, class F>
bool for_each_fish(candidate_grid<N> const& g, int k, F&& f) {
  using H = houses<N>;
  using mask = typename candidate_grid<N>::mask;
  constexpr int S = N * N;
  for (int pass = 0; pass < 2; ++pass) {
    int const base0 = pass == 0 ? S : 0;   // columns, then rows
    int const cover0 = pass == 0 ? 0 : S;  // rows, then columns
    bool stop = false;
    // Per digit, the base lines with 2..k places: only those can be in a fish.
    std::uint64_t fit[64] = {};
    for (int d = 1; d <= S; ++d)
      for (int i = 0; i < S; ++i) {
        int const cnt = bit_count(g.positions(base0 + i, d));
        if (cnt >= 2 && cnt <= k) fit[d - 1] |= std::uint64_t{1} << i;
      }
    detail::for_each_combination(S, k, [&](std::uint64_t lines) {
      for (int d = 1; d <= S; ++d) {
        if ((fit[d - 1] & lines) != lines) continue;
        if (g.placed_count(d) + 2 * k > S) continue;
        mask cover = 0;
        for (std::uint64_t m = lines; m; m &= m - 1) cover = static_cast<mask>(cover | g.positions(base0 + std::countr_zero(m), d));
        if (bit_count(cover) != k) continue;
        typename H::set base_cells, cover_cells;
        for (std::uint64_t m = lines; m; m &= m - 1) base_cells |= H::members(base0 + std::countr_zero(m));
        for (mask m = cover; m; m = static_cast<mask>(m & (m - 1))) cover_cells |= H::members(cover0 + std::countr_zero(m));
        auto const removable = (g.cells_with(d) & cover_cells) - base_cells;
        if (removable.empty()) continue;
        step s;
        s.tech = detail::fish_tech(k);
        s.rating = se_base(detail::fish_tech(k));
        s.side = S;
        s.variant = k;
        s.digits = std::uint64_t{1} << (d - 1);
        for (std::uint64_t m = lines; m; m &= m - 1) s.houses.push_back(base0 + std::countr_zero(m));
        for (mask m = cover; m; m = static_cast<mask>(m & (m - 1))) s.houses.push_back(cover0 + std::countr_zero(m));
        for (int c : g.cells_with(d) & base_cells) s.cells.push_back(c);
        for (int c : removable) s.eliminations.push_back({c, d});
        if (f(std::move(s))) {
          stop = true;
          return true;
        }
      }
      return false;
    });
    if (stop) return true;
  }
  return false;
}

/// The first fish of size `k` that removes a candidate (SE 3.2, 3.8, 5.2).
template <int N>
std::optional<step> find_fish(candidate_grid<N> const& g, int k) {
  std::optional<step> out;
  for_each_fish(g, k, [&](step s) {
    out = std::move(s);
    return true;
  });
  return out;
}

}  // namespace seek::sudoku
