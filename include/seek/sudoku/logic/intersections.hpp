// seek/sudoku/logic/intersections.hpp: locked candidates, pointing and
// claiming.
//
// When the places of a digit in a box all lie on one line, the digit leaves
// the rest of the line (pointing, SE 2.6); when its places in a line all lie
// in one box, it leaves the rest of the box (claiming, 2.8). The "direct"
// forms (1.7 and 1.9) are those that leave a hidden single in another house
// of the first kind, and place it (the step only places: the removals are
// its reason, as in SE). Scan order as SE: box on column, box on row,
// column on box, row on box. Every board size.
#pragma once

#include <optional>

#include <seek/sudoku/logic/candidates.hpp>
#include <seek/sudoku/logic/step.hpp>

namespace seek::sudoku {

namespace detail {
// Calls f(step) for each locked candidates step in SE's order until f
// returns true; true when it did.
template <int N, class F>
bool for_each_locked(candidate_grid<N> const& g, bool direct, F&& f) {
  using H = houses<N>;
  constexpr int S = N * N;
  // (kind of region1, kind of region2): box->column, box->row, column->box, row->box.
  constexpr int first[4] = {2 * S, 2 * S, S, 0};
  constexpr int second[4] = {S, 0, 2 * S, 2 * S};
  for (int pass = 0; pass < 4; ++pass) {
    for (int i1 = 0; i1 < S; ++i1) {
      int const r1 = first[pass] + i1;
      for (int i2 = 0; i2 < S; ++i2) {
        int const r2 = second[pass] + i2;
        auto const common = H::members(r1) & H::members(r2);
        if (common.empty()) continue;
        for (int d = 1; d <= S; ++d) {
          auto const p = g.positions(r1, d);
          if (p == 0 || (p & (p - 1)) == 0) continue;  // none, or a hidden single
          auto const in1 = g.cells_with(d) & H::members(r1);
          if (!in1.subset_of(common)) continue;
          auto const removable = (g.cells_with(d) & H::members(r2)) - H::members(r1);
          if (removable.empty()) continue;
          bool const pointing = H::kind(r1) == house_kind::box;
          step s;
          s.side = S;
          s.houses = {r1, r2};
          s.digits = std::uint64_t{1} << (d - 1);
          for (int c : in1) s.cells.push_back(c);
          for (int c : removable) s.eliminations.push_back({c, d});
          if (!direct) {
            s.tech = pointing ? technique::pointing : technique::claiming;
            s.rating = se_base(s.tech);
            if (f(std::move(s))) return true;
            continue;
          }
          // Direct: another house of r1's kind crossing r2 left with one place.
          for (int i3 = 0; i3 < S; ++i3) {
            int const r3 = first[pass] + i3;
            if (r3 == r1 || !H::members(r3).intersects(H::members(r2))) continue;
            auto const p3 = g.positions(r3, d);
            if (p3 == 0 || (p3 & (p3 - 1)) == 0) continue;
            auto const left = (g.cells_with(d) & H::members(r3)) - H::members(r2);
            if (left.count() == 1) {
              s.tech = pointing ? technique::direct_pointing : technique::direct_claiming;
              s.rating = se_base(s.tech);
              step t = s;
              t.placements = {{left.first(), d}};
              t.excluded = std::move(t.eliminations);
              t.eliminations.clear();
              t.houses.push_back(r3);
              if (f(std::move(t))) return true;
            }
          }
        }
      }
    }
  }
  return false;
}

template <int N>
std::optional<step> locked_candidates(candidate_grid<N> const& g, bool direct) {
  std::optional<step> out;
  for_each_locked(g, direct, [&](step s) {
    out = std::move(s);
    return true;
  });
  return out;
}
}  // namespace detail

/// The first pointing or claiming that removes a candidate (SE 2.6, 2.8).
template <int N>
std::optional<step> find_locked_candidates(candidate_grid<N> const& g) {
  return detail::locked_candidates(g, false);
}

/// The first pointing or claiming that leaves a hidden single in another
/// house of the same kind; the step also places it (SE 1.7, 1.9).
template <int N>
std::optional<step> find_direct_locked_candidates(candidate_grid<N> const& g) {
  return detail::locked_candidates(g, true);
}

}  // namespace seek::sudoku
