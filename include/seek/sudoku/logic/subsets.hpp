// seek/sudoku/logic/subsets.hpp: naked and hidden pairs, triples and quads.
//
// k cells of a house whose candidates together are k digits hold those
// digits: the digits leave the house's other cells (naked set). k digits of
// a house whose places together are k cells fill those cells: their other
// candidates go (hidden set). As SE: houses boxes, columns, rows; tuples in
// increasing bit order; every member has two candidates (places) at least; a
// naked set needs 2k open cells in the house and a hidden one more than 2k
// (else its complement, a smaller naked set, is the simpler step). The
// "direct" hidden pair and triple (SE 2.0, 2.5) are those that leave a
// hidden single in the house, and place it; they remove nothing else (the
// removals are the step's reason), as in SE. Every board size.
#pragma once

#include <bit>
#include <optional>

#include <seek/sudoku/logic/candidates.hpp>
#include <seek/sudoku/logic/singles.hpp>
#include <seek/sudoku/logic/step.hpp>

namespace seek::sudoku {

namespace detail {
// Calls f(combo) for every k-subset of {0..n-1} (n <= 64) as a bit mask, in
// increasing numeric order (Gosper's hack), until f returns true.
template <class F>
bool for_each_combination(int n, int k, F&& f) {
  if (k < 1 || k > n) return false;
  std::uint64_t combo = (std::uint64_t{1} << k) - 1;
  std::uint64_t const top = combo << (n - k);
  while (true) {
    if (f(combo)) return true;
    if (combo == top) return false;
    std::uint64_t const t = combo | (combo - 1);
    combo = (t + 1) | (((~t & (t + 1)) - 1) >> (std::countr_zero(combo) + 1));
  }
}

inline technique naked_tech(int k) {
  return k == 2 ? technique::naked_pair : k == 3 ? technique::naked_triple : technique::naked_quad;
}
inline technique hidden_tech(int k) {
  return k == 2 ? technique::hidden_pair : k == 3 ? technique::hidden_triple : technique::hidden_quad;
}
}  // namespace detail

/// Calls f(step) for each naked set of `k` cells (2..4) that removes a
/// candidate, in SE's order, until f returns true (then returns true).
template <int N, class F>
bool for_each_naked_set(candidate_grid<N> const& g, int k, F&& f) {
  using H = houses<N>;
  using mask = typename candidate_grid<N>::mask;
  constexpr int S = N * N;
  for (int i = 0; i < 3 * S; ++i) {
    int const u = detail::se_house<N>(i);
    if (g.open_in(u) < 2 * k) continue;
    // Only cells with 2..k candidates can be in the set; the tuples of those,
    // in the same order as the tuples of all the house's cells.
    int fit[64], n = 0;
    for (int j = 0; j < S; ++j) {
      int const cnt = bit_count(g.candidates(H::cell_of(u, j)));
      if (cnt >= 2 && cnt <= k) fit[n++] = j;
    }
    if (n < k) continue;
    bool stop = false;
    detail::for_each_combination(n, k, [&](std::uint64_t pick) {
      std::uint64_t combo = 0;
      for (std::uint64_t m = pick; m; m &= m - 1) combo |= std::uint64_t{1} << fit[std::countr_zero(m)];
      mask values = 0;
      for (std::uint64_t m = combo; m; m &= m - 1) values = static_cast<mask>(values | g.candidates(H::cell_of(u, std::countr_zero(m))));
      if (bit_count(values) != k) return false;
      step s;
      for (int j = 0; j < S; ++j) {
        int const c = H::cell_of(u, j);
        if ((combo >> j) & 1u) {
          s.cells.push_back(c);
          continue;
        }
        auto const hit = static_cast<mask>(g.candidates(c) & values);
        for (int d = 1; d <= S; ++d)
          if ((hit >> (d - 1)) & 1u) s.eliminations.push_back({c, d});
      }
      if (s.eliminations.empty()) return false;
      s.tech = detail::naked_tech(k);
      s.rating = se_base(detail::naked_tech(k));
      s.side = S;
      s.houses = {u};
      s.digits = values;
      s.variant = k;
      stop = f(std::move(s));
      return stop;
    });
    if (stop) return true;
  }
  return false;
}

/// The first naked set of `k` cells (2..4) that removes a candidate
/// (SE 3.0, 3.6, 5.0).
template <int N>
std::optional<step> find_naked_set(candidate_grid<N> const& g, int k) {
  std::optional<step> out;
  for_each_naked_set(g, k, [&](step s) {
    out = std::move(s);
    return true;
  });
  return out;
}

/// Calls f(step) for each hidden set of `k` digits (2..4) that removes a
/// candidate (with `direct`: that leaves a hidden single, placed by the
/// step), in SE's order, until f returns true (then returns true).
template <int N, class F>
bool for_each_hidden_set(candidate_grid<N> const& g, int k, bool direct, F&& f) {
  using H = houses<N>;
  using mask = typename candidate_grid<N>::mask;
  constexpr int S = N * N;
  for (int i = 0; i < 3 * S; ++i) {
    int const u = detail::se_house<N>(i);
    int const open = g.open_in(u);
    if (!(open > 2 * k || (direct && open > k))) continue;
    // Only digits with 2..k places can be in the set (as for naked sets).
    int fit[64], n = 0;
    for (int d = 1; d <= S; ++d) {
      int const cnt = bit_count(g.positions(u, d));
      if (cnt >= 2 && cnt <= k) fit[n++] = d - 1;
    }
    if (n < k) continue;
    bool stop = false;
    detail::for_each_combination(n, k, [&](std::uint64_t pick) {
      std::uint64_t combo = 0;
      for (std::uint64_t m = pick; m; m &= m - 1) combo |= std::uint64_t{1} << fit[std::countr_zero(m)];
      mask where = 0;
      for (std::uint64_t m = combo; m; m &= m - 1) where = static_cast<mask>(where | g.positions(u, std::countr_zero(m) + 1));
      if (bit_count(where) != k) return false;
      step s;
      s.side = S;
      s.houses = {u};
      s.digits = combo;
      s.variant = k;
      for (int j = 0; j < S; ++j) {
        if (!((where >> j) & 1u)) continue;
        int const c = H::cell_of(u, j);
        s.cells.push_back(c);
        auto const other = static_cast<mask>(g.candidates(c) & ~static_cast<mask>(combo));
        for (int d = 1; d <= S; ++d)
          if ((other >> (d - 1)) & 1u) s.eliminations.push_back({c, d});
      }
      if (s.eliminations.empty()) return false;
      if (!direct) {
        s.tech = detail::hidden_tech(k);
        s.rating = se_base(s.tech);
        stop = f(std::move(s));
        return stop;
      }
      for (int d = 1; d <= S; ++d) {
        if ((combo >> (d - 1)) & 1u) continue;
        auto const p = g.positions(u, d);
        if (bit_count(p) < 2) continue;
        auto const rest = static_cast<mask>(p & ~where);
        if (bit_count(rest) == 1) {
          s.tech = k == 2 ? technique::direct_hidden_pair : technique::direct_hidden_triple;
          s.rating = se_base(s.tech);
          s.placements = {{H::cell_of(u, std::countr_zero(rest)), d}};
          s.excluded = std::move(s.eliminations);
          s.eliminations.clear();
          stop = f(std::move(s));
          return stop;
        }
      }
      return false;
    });
    if (stop) return true;
  }
  return false;
}

/// The first hidden set of `k` digits (2..4) that removes a candidate
/// (SE 3.4, 4.0, 5.4); with `direct`, the first hidden pair or triple that
/// leaves a hidden single in its house, placed by the step (SE 2.0, 2.5).
template <int N>
std::optional<step> find_hidden_set(candidate_grid<N> const& g, int k, bool direct = false) {
  std::optional<step> out;
  for_each_hidden_set(g, k, direct, [&](step s) {
    out = std::move(s);
    return true;
  });
  return out;
}

}  // namespace seek::sudoku
