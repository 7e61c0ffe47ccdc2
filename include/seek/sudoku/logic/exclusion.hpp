// seek/sudoku/logic/exclusion.hpp: aligned pair and triple exclusion.
//
// Take two (three) cells and list every way to fill them with their
// candidates. A way is impossible when two cells that see each other get the
// same digit, or when a cell seeing all of them has only digits of that way
// (it would be left empty). A candidate that appears in no possible way is
// removed. Sudoku Explainer's version: base cells have two candidates or
// more and see no cell with a single candidate; the excluding cells have
// two candidates (two or three for triples) and at least two of them see
// every base cell. Weights 6.2 and 7.5. Every board size.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>
#include <bit>
#include <optional>
#include <vector>

#include <seek/sudoku/logic/candidates.hpp>
#include <seek/sudoku/logic/step.hpp>
#include <seek/sudoku/logic/stop.hpp>
#include <seek/sudoku/logic/subsets.hpp>

namespace seek::sudoku {

namespace detail {
template <int N>
std::optional<step> aligned_exclusion_of(candidate_grid<N> const& g, std::array<int, 3> const& base, int k,
                                         typename houses<N>::set const& excluder_set, int rating, technique tech) {
  using H = houses<N>;
  using mask = typename candidate_grid<N>::mask;
  constexpr int S = N * N;
  mask cand[3] = {}, allowed[3] = {}, rest[3] = {};
  int digit[3] = {};
  bool sees[3][3] = {};
  mask all = 0;
  for (int a = 0; a < k; ++a) {
    cand[a] = g.candidates(base[static_cast<std::size_t>(a)]);
    all = static_cast<mask>(all | cand[a]);
    for (int b = 0; b < k; ++b)
      sees[a][b] = a != b && H::sees(base[static_cast<std::size_t>(a)], base[static_cast<std::size_t>(b)]);
  }
  // Only an excluder whose digits all lie in the base cells can rule a way
  // out (a way uses the base cells' digits): the others are left out.
  mask ex[3 * static_cast<std::size_t>(S)];
  std::size_t n_ex = 0;
  for (int e : excluder_set)
    if ((g.candidates(e) & ~all) == 0) ex[n_ex++] = g.candidates(e);
  bool any_sees = false;
  for (int a = 0; a < k; ++a)
    for (int b = 0; b < k; ++b) any_sees = any_sees || sees[a][b];
  if (n_ex == 0 && !any_sees) return std::nullopt;  // every way is possible
  // Every way to fill the base cells: an odometer over the candidates of
  // all but the last cell, and for each such prefix the last cell's digits
  // that complete it into a possible way, at once (an excluder rules out
  // the last digit z when it holds only the prefix's digits and z). Stops
  // early once every candidate is known to be in some possible way.
  int open = 0;
  for (int a = 0; a < k; ++a) open += bit_count(cand[a]);
  auto allow = [&](int a, mask m) {
    mask const fresh = static_cast<mask>(m & ~allowed[a]);
    allowed[a] = static_cast<mask>(allowed[a] | m);
    open -= bit_count(fresh);
  };
  int const z = k - 1;
  int i = 0;
  rest[0] = cand[0];
  while (i >= 0 && open > 0) {
    if (rest[i] == 0) {
      --i;
      continue;
    }
    digit[i] = std::countr_zero(rest[i]) + 1;
    rest[i] = static_cast<mask>(rest[i] & (rest[i] - 1));
    bool ok = true;
    for (int a = 0; a < i && ok; ++a)
      if (digit[a] == digit[i] && sees[a][i]) ok = false;
    if (!ok) continue;
    if (i + 1 < z) {
      ++i;
      rest[i] = cand[i];
      continue;
    }
    mask prefix = 0, last = cand[z];
    for (int a = 0; a < z; ++a) {
      mask const b = candidate_grid<N>::bit(digit[a] - 1);
      prefix = static_cast<mask>(prefix | b);
      if (sees[a][z]) last = static_cast<mask>(last & ~b);
    }
    for (std::size_t e = 0; e < n_ex && last != 0; ++e) {
      mask const outside = static_cast<mask>(ex[e] & ~prefix);
      if (outside == 0) last = 0;
      else if ((outside & (outside - 1)) == 0) last = static_cast<mask>(last & ~outside);
    }
    if (last == 0) continue;
    allow(z, last);
    for (int a = 0; a < z; ++a) allow(a, candidate_grid<N>::bit(digit[a] - 1));
  }
  if (open == 0) return std::nullopt;
  step s;
  for (int a = 0; a < k; ++a) {
    mask const gone = static_cast<mask>(cand[a] & ~allowed[a]);
    for (int d = 1; d <= S; ++d)
      if ((gone >> (d - 1)) & 1u) s.eliminations.push_back({base[static_cast<std::size_t>(a)], d});
  }
  s.tech = tech;
  s.rating = rating;
  s.side = S;
  s.cells.assign(base.begin(), base.begin() + k);
  for (int e : excluder_set) s.cells.push_back(e);
  s.variant = k;
  return s;
}

// SE's base cells: two candidates or more, no peer with a single candidate;
// with their peers of at most `degree` (and two or more) candidates.
template <int N>
void exclusion_bases(candidate_grid<N> const& g, int degree, std::vector<int>& bases,
                     std::vector<typename houses<N>::set>& excluders) {
  using H = houses<N>;
  typename H::set singles, small;
  for (int c = 0; c < H::cells; ++c) {
    int const n = bit_count(g.candidates(c));
    if (n == 1) singles.set(c);
    else if (n >= 2 && n <= degree) small.set(c);
  }
  for (int c = 0; c < H::cells; ++c) {
    if (bit_count(g.candidates(c)) < 2) continue;
    auto const peers = H::peers(c);
    if (peers.intersects(singles)) continue;
    auto const ex = peers & small;
    if (ex.empty()) continue;
    bases.push_back(c);
    excluders.push_back(ex);
  }
}

}  // namespace detail

/// The first aligned pair exclusion that removes a candidate (SE 6.2).
template <int N>
std::optional<step> find_aligned_pair_exclusion(candidate_grid<N> const& g, stop_check const& stop = {}) {
  std::vector<int> bases;
  std::vector<typename houses<N>::set> ex;
  detail::exclusion_bases(g, 2, bases, ex);
  int const n = static_cast<int>(bases.size());
  for (int j = 1; j < n; ++j) {
    if (stop.requested()) return std::nullopt;
    for (int i = 0; i < j; ++i) {
      auto const common = ex[static_cast<std::size_t>(i)] & ex[static_cast<std::size_t>(j)];
      if (common.count() < 2) continue;
      if (auto s = detail::aligned_exclusion_of(g, {bases[static_cast<std::size_t>(i)], bases[static_cast<std::size_t>(j)], 0}, 2,
                                                common, se_base(technique::aligned_pair_exclusion),
                                                technique::aligned_pair_exclusion))
        return s;
    }
  }
  return std::nullopt;
}

/// The first aligned triple exclusion that removes a candidate (SE 7.5).
template <int N>
std::optional<step> find_aligned_triple_exclusion(candidate_grid<N> const& g, stop_check const& stop = {}) {
  using H = houses<N>;
  std::vector<int> bases;
  std::vector<typename H::set> ex;
  detail::exclusion_bases(g, 3, bases, ex);
  int const n = static_cast<int>(bases.size());
  if (n < 3) return std::nullopt;
  std::vector<int> index(static_cast<std::size_t>(H::cells), -1);
  typename H::set base_set;
  for (int k = 0; k < n; ++k) {
    index[static_cast<std::size_t>(bases[static_cast<std::size_t>(k)])] = k;
    base_set.set(bases[static_cast<std::size_t>(k)]);
  }
  // SE's third cells: the excluders of the first base, then those of the
  // second not seen yet, that are bases themselves.
  // A triple is met once for each of its pairs; one that removed nothing
  // removes nothing the next time (the test is symmetric), so it is tried
  // only where it is first met. For base indices p < q < r the pairs come
  // in the order (p,q), (p,r), (q,r), and pair (x,y) meets z when z is an
  // excluder of x or of y.
  auto meets = [&](int x, int y, int z) {
    auto const cz = bases[static_cast<std::size_t>(z)];
    return ex[static_cast<std::size_t>(x)].test(cz) || ex[static_cast<std::size_t>(y)].test(cz);
  };
  auto try_tail = [&](int i, int j, typename H::set const& e01, int t) -> std::optional<step> {
    int const ti = index[static_cast<std::size_t>(t)];
    bool const first = ti > j || (ti > i ? !meets(i, ti, j) : !meets(ti, i, j) && !meets(ti, j, i));
    if (!first) return std::nullopt;
    auto const common = e01 & ex[static_cast<std::size_t>(ti)];
    if (common.count() < 2) return std::nullopt;
    // A way is ruled out by an excluder holding only digits of the three
    // cells, or by two cells that see each other taking the same digit;
    // with neither possible nothing is ruled out (a quick exit, same result).
    int const c0 = bases[static_cast<std::size_t>(i)], c1 = bases[static_cast<std::size_t>(j)];
    auto const all = static_cast<typename candidate_grid<N>::mask>(g.candidates(c0) | g.candidates(c1) | g.candidates(t));
    bool blocks = H::sees(c0, c1) || H::sees(c0, t) || H::sees(c1, t);
    for (int e : common)
      if (!blocks && (g.candidates(e) & ~all) == 0) blocks = true;
    if (!blocks) return std::nullopt;
    return detail::aligned_exclusion_of(g, {c0, c1, t}, 3, common, se_base(technique::aligned_triple_exclusion),
                                        technique::aligned_triple_exclusion);
  };
  for (int j = 1; j < n; ++j) {
    if (stop.requested()) return std::nullopt;
    for (int i = 0; i < j; ++i) {
      auto const& e0 = ex[static_cast<std::size_t>(i)];
      auto const& e1 = ex[static_cast<std::size_t>(j)];
      // A triple needs two excluders seeing all three: two among e0 & e1.
      auto const e01 = e0 & e1;
      if (e01.count() < 2) continue;
      int const c0 = bases[static_cast<std::size_t>(i)], c1 = bases[static_cast<std::size_t>(j)];
      for (int t : e0 & base_set)
        if (t != c0 && t != c1)
          if (auto s = try_tail(i, j, e01, t)) return s;
      for (int t : (e1 - e0) & base_set)
        if (t != c0 && t != c1)
          if (auto s = try_tail(i, j, e01, t)) return s;
    }
  }
  return std::nullopt;
}

}  // namespace seek::sudoku
