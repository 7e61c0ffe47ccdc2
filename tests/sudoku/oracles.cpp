// Property tests of the sudoku solvers against oracles that share no code
// with seek: a brute force over all 4x4 sudokus, 9x9 and 16x16 solutions
// built by permuting a pattern grid, and a unit-by-unit validity check.
// Puzzles come from a seeded splitmix64, so every run checks the same ones.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <set>
#include <string>
#include <vector>

#include <seek/sudoku/sudoku.hpp>

namespace sdk = seek::sudoku;

namespace {

using cells_t = std::vector<int>;

// splitmix64 (Steele, Lea, Flood 2014): tiny, seedable, good enough here.
struct splitmix64 {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[static_cast<std::size_t>(below(static_cast<int>(i)))]);
  }
};

// Our own validity check: box^4 cells, each unit holds each symbol once,
// and every given of `puzzle` is kept.
bool valid_solution(int box, cells_t const& puzzle, cells_t const& s) {
  int const side = box * box;
  if (s.size() != static_cast<std::size_t>(side * side)) return false;
  for (std::size_t c = 0; c < s.size(); ++c)
    if (s[c] < 1 || s[c] > side || (puzzle[c] != 0 && puzzle[c] != s[c])) return false;
  for (int u = 0; u < side; ++u) {
    std::set<int> row, col, blk;
    for (int i = 0; i < side; ++i) {
      row.insert(s[static_cast<std::size_t>(u * side + i)]);
      col.insert(s[static_cast<std::size_t>(i * side + u)]);
      int const r = (u / box) * box + i / box, c = (u % box) * box + i % box;
      blk.insert(s[static_cast<std::size_t>(r * side + c)]);
    }
    if (static_cast<int>(row.size() + col.size() + blk.size()) != 3 * side) return false;
  }
  return true;
}

// All 4x4 sudokus, by trying every symbol in every cell in turn.
std::vector<cells_t> all_4x4_grids() {
  std::vector<cells_t> out;
  cells_t g(16, 0);
  auto fits = [&](int c, int v) {
    int const r = c / 4, k = c % 4;
    for (int i = 0; i < 4; ++i) {
      int const br = r / 2 * 2 + i / 2, bc = k / 2 * 2 + i % 2;
      if (g[static_cast<std::size_t>(r * 4 + i)] == v || g[static_cast<std::size_t>(i * 4 + k)] == v ||
          g[static_cast<std::size_t>(br * 4 + bc)] == v)
        return false;
    }
    return true;
  };
  auto fill = [&](auto& self, int c) -> void {
    if (c == 16) {
      out.push_back(g);
      return;
    }
    for (int v = 1; v <= 4; ++v) {
      if (!fits(c, v)) continue;
      g[static_cast<std::size_t>(c)] = v;
      self(self, c + 1);
      g[static_cast<std::size_t>(c)] = 0;
    }
  };
  fill(fill, 0);
  return out;
}

// A random full grid of box size n, without any solver: the pattern
// grid (n*(r%n) + r/n + c) % n² + 1 is a sudoku, and so is any relabelling
// of symbols, permutation of bands, of rows within a band, and likewise
// of stacks and columns.
cells_t random_solution(int n, splitmix64& rng) {
  int const side = n * n;
  auto perm_lines = [&] {  // a permutation of 0..side-1 that keeps bands together
    std::vector<int> bands(static_cast<std::size_t>(n)), out;
    std::iota(bands.begin(), bands.end(), 0);
    rng.shuffle(bands);
    for (int b : bands) {
      std::vector<int> in(static_cast<std::size_t>(n));
      std::iota(in.begin(), in.end(), 0);
      rng.shuffle(in);
      for (int i : in) out.push_back(b * n + i);
    }
    return out;
  };
  auto const rows = perm_lines(), cols = perm_lines();
  std::vector<int> symbols(static_cast<std::size_t>(side));
  std::iota(symbols.begin(), symbols.end(), 1);
  rng.shuffle(symbols);
  cells_t g(static_cast<std::size_t>(side * side));
  for (int r = 0; r < side; ++r)
    for (int c = 0; c < side; ++c) {
      int const pr = rows[static_cast<std::size_t>(r)], pc = cols[static_cast<std::size_t>(c)];
      g[static_cast<std::size_t>(r * side + c)] = symbols[static_cast<std::size_t>((n * (pr % n) + pr / n + pc) % side)];
    }
  return g;
}

cells_t blank_some(cells_t g, int blanks, splitmix64& rng) {
  std::vector<int> order(g.size());
  std::iota(order.begin(), order.end(), 0);
  rng.shuffle(order);
  for (int i = 0; i < blanks; ++i) g[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])] = 0;
  return g;
}

sdk::grid make_grid(int box, cells_t const& cells) {
  sdk::grid g(box);
  g.cells = cells;
  return g;
}

// The solution set one successor and order find, every search bounded.
template <int N, class Successor, class Order>
std::set<cells_t> solution_set(sdk::board<N> const& b, Successor s, Order o, bool& complete) {
  seek::statistics stats;
  seek::limits lim;
  lim.nodes = 200000;
  std::set<cells_t> out;
  for (auto const& sol : sdk::solutions(b, s, o, stats, lim)) out.insert(sol.to_grid().cells);
  complete = stats.stopped == seek::stop_reason::exhausted;
  return out;
}

// The sets found by the 3 successors x 2 orders, all of which must finish.
template <int N>
std::vector<std::set<cells_t>> every_way(sdk::board<N> const& b) {
  std::vector<std::set<cells_t>> out;
  bool complete = false;
  auto both = [&](auto s) {
    out.push_back(solution_set(b, s, seek::dfs, complete));
    CHECK(complete);
    out.push_back(solution_set(b, s, seek::bfs, complete));
    CHECK(complete);
  };
  both(sdk::first_empty);
  both(sdk::fewest_candidates);
  both(sdk::propagate);
  return out;
}

}  // namespace

TEST_CASE("oracles: the brute force finds 288 distinct valid 4x4 grids") {
  auto const all = all_4x4_grids();
  CHECK(all.size() == 288);
  CHECK(std::set<cells_t>(all.begin(), all.end()).size() == all.size());
  cells_t const none(16, 0);
  for (auto const& g : all) CHECK(valid_solution(2, none, g));
}

TEST_CASE("oracles: on random 4x4 puzzles every successor and order finds exactly the brute-force set") {
  auto const all = all_4x4_grids();
  splitmix64 rng{20240601};
  int with_solutions = 0, without = 0;
  for (int trial = 0; trial < 150; ++trial) {
    // Half the puzzles are blanked solutions; the rest are random givens
    // that never repeat in a unit but may have no completion at all.
    cells_t puzzle;
    if (trial % 2 == 0) {
      puzzle = blank_some(all[static_cast<std::size_t>(rng.below(288))], 4 + rng.below(13), rng);
    } else {
      puzzle.assign(16, 0);
      for (int k = rng.below(8); k > 0; --k) {
        int const c = rng.below(16), v = 1 + rng.below(4);
        cells_t trial_cells = puzzle;
        trial_cells[static_cast<std::size_t>(c)] = v;
        // keep the given only if no unit repeats a symbol (checked by brute force below)
        bool clash = false;
        for (int o = 0; o < 16; ++o) {
          if (o == c || trial_cells[static_cast<std::size_t>(o)] != v) continue;
          clash = clash || o / 4 == c / 4 || o % 4 == c % 4 || (o / 8 == c / 8 && o % 4 / 2 == c % 4 / 2);
        }
        if (!clash) puzzle = trial_cells;
      }
    }
    std::set<cells_t> expected;
    for (auto const& g : all) {
      bool keeps = true;
      for (std::size_t c = 0; c < 16; ++c) keeps = keeps && (puzzle[c] == 0 || puzzle[c] == g[c]);
      if (keeps) expected.insert(g);
    }
    (expected.empty() ? without : with_solutions)++;
    auto const b = sdk::board<2>::from_grid(make_grid(2, puzzle));
    for (auto const& set : every_way(b)) CHECK(set == expected);
    CHECK(sdk::count(b) == expected.size());
    std::uint64_t const limit = static_cast<std::uint64_t>(rng.below(5));
    CHECK(sdk::count(b, limit) == std::min<std::uint64_t>(limit, expected.size()));
    CHECK(sdk::is_unique(b) == (expected.size() == 1));
    auto const first = sdk::solve(b);
    REQUIRE(first.has_value() == !expected.empty());
    if (first) CHECK(expected.count(first->to_grid().cells) == 1);
  }
  // The generator really exercised both kinds of puzzle.
  CHECK(with_solutions > 20);
  CHECK(without > 5);
}

TEST_CASE("oracles: 9x9 solutions with clues removed are found again, by every successor and order") {
  splitmix64 rng{77};
  for (int trial = 0; trial < 12; ++trial) {
    cells_t const known = random_solution(3, rng);
    REQUIRE(valid_solution(3, cells_t(81, 0), known));
    cells_t const puzzle = blank_some(known, 20 + rng.below(26), rng);  // 36..61 givens
    auto const b = sdk::board<3>::from_grid(make_grid(3, puzzle));
    auto const sets = every_way(b);
    for (auto const& set : sets) {
      CHECK(set == sets.front());
      CHECK(set.count(known) == 1);
      for (auto const& s : set) CHECK(valid_solution(3, puzzle, s));
    }
    // count() agrees with the number of solutions enumerated.
    CHECK(sdk::count(b) == sets.front().size());
  }
}

TEST_CASE("oracles: 16x16 and 25x25 solutions with clues removed are found again by propagation") {
  splitmix64 rng{1616};
  for (int n : {4, 5}) {
    cells_t const known = random_solution(n, rng);
    int const cells = n * n * n * n;
    REQUIRE(valid_solution(n, cells_t(static_cast<std::size_t>(cells), 0), known));
    cells_t const puzzle = blank_some(known, cells / 3, rng);
    sdk::grid const g = make_grid(n, puzzle);
    bool found = sdk::with_board(g, [&](auto const& b) {
      seek::statistics stats;
      seek::limits lim;
      lim.nodes = 100000;
      for (auto const& s : sdk::solutions(b, sdk::propagate, seek::dfs, stats, lim)) {
        CHECK(valid_solution(n, puzzle, s.to_grid().cells));
        if (s.to_grid().cells == known) return true;
      }
      return false;
    });
    CHECK(found);
  }
}

TEST_CASE("oracles: is_solution agrees with an independent check on solutions and near misses") {
  splitmix64 rng{4242};
  for (int trial = 0; trial < 60; ++trial) {
    int const n = 2 + trial % 3;
    int const side = n * n;
    cells_t const sol = random_solution(n, rng);
    cells_t const puzzle = blank_some(sol, static_cast<int>(sol.size()) / 2, rng);
    cells_t bad = sol;
    int const c = rng.below(static_cast<int>(sol.size()));
    bad[static_cast<std::size_t>(c)] = bad[static_cast<std::size_t>(c)] % side + 1;  // one symbol changed
    for (cells_t const* cand : {&sol, static_cast<cells_t const*>(&bad)}) {
      bool const ours = valid_solution(n, puzzle, *cand);
      CHECK(sdk::is_solution(make_grid(n, puzzle), make_grid(n, *cand)) == ours);
    }
    CHECK(valid_solution(n, puzzle, sol));
    CHECK_FALSE(valid_solution(n, puzzle, bad));
  }
}
