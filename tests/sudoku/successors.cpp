// Tests of the three successor functions under seek::dfs and seek::bfs: the
// states they produce, the solutions they lead to, and agreement among them.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <set>
#include <vector>

#include <range/v3/range/conversion.hpp>
#include <range/v3/view/take.hpp>

#include <seek/sudoku/sudoku.hpp>

namespace sdk = seek::sudoku;

namespace {

// Every solution reached by `order` with successor `s`, as grids; checks that
// each is a valid completion of `puzzle` on the way.
template <int N, class S, class O>
std::vector<sdk::grid> all_solutions(sdk::board<N> const& b, S s, O order) {
  std::vector<sdk::grid> out;
  auto const puzzle = b.to_grid();
  for (auto const& x : sdk::solutions(b, s, order)) {
    auto g = x.to_grid();
    CHECK(sdk::is_solution(puzzle, g));
    out.push_back(std::move(g));
  }
  return out;
}

std::set<std::vector<int>> as_set(std::vector<sdk::grid> const& v) {
  std::set<std::vector<int>> s;
  for (auto const& g : v) s.insert(g.cells);
  return s;
}

// A random valid 4x4 or 9x9 solution: the pattern grid with symbols,
// bands, stacks, rows in bands and columns in stacks shuffled.
template <int N>
sdk::grid random_full(std::mt19937_64& rng) {
  constexpr int side = N * N;
  auto perm = [&](int n) {
    std::vector<int> p(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) p[static_cast<std::size_t>(i)] = i;
    std::shuffle(p.begin(), p.end(), rng);
    return p;
  };
  auto lines = [&] {
    std::vector<int> out;
    for (int b : perm(N))
      for (int i : perm(N)) out.push_back(b * N + i);
    return out;
  };
  auto const sym = perm(side), rows = lines(), cols = lines();
  sdk::grid g(N);
  for (int r = 0; r < side; ++r)
    for (int c = 0; c < side; ++c) {
      int const pr = rows[static_cast<std::size_t>(r)], pc = cols[static_cast<std::size_t>(c)];
      g.at(r, c) = sym[static_cast<std::size_t>((N * (pr % N) + pr / N + pc) % side)] + 1;
    }
  return g;
}

}  // namespace

TEST_CASE_TEMPLATE("successors: the 288 4x4 grids from the empty board", S,
                   decltype(sdk::first_empty), decltype(sdk::fewest_candidates),
                   decltype(sdk::propagate)) {
  sdk::board<2> const empty;
  for (bool depth_first : {true, false}) {
    CAPTURE(depth_first);
    auto const sols = depth_first ? all_solutions(empty, S{}, seek::dfs)
                                  : all_solutions(empty, S{}, seek::bfs);
    CHECK(sols.size() == 288);
    CHECK(as_set(sols).size() == 288);  // each once
  }
}

TEST_CASE_TEMPLATE("successors: a complete board has no children", S, decltype(sdk::first_empty),
                   decltype(sdk::fewest_candidates), decltype(sdk::propagate)) {
  std::mt19937_64 rng(7);
  auto const b = sdk::board<3>::from_grid(random_full<3>(rng));
  REQUIRE(b.complete());
  auto children = S{}(b);
  CHECK(children.begin() == children.end());
}

TEST_CASE("successors: first_empty branches on the first open cell, symbols ascending") {
  sdk::grid g(2);
  g.at(0, 0) = 2;
  auto const b = sdk::board<2>::from_grid(g);
  std::vector<int> seen;
  for (auto const& child : sdk::first_empty(b)) {
    CHECK(child.open_cells() == b.open_cells() - 1);
    seen.push_back(child.value(1));
  }
  CHECK(seen == std::vector<int>{1, 3, 4});
}

TEST_CASE("successors: fewest_candidates picks the most constrained cell, lowest first") {
  sdk::grid g(2);
  g.at(0, 0) = 1;
  g.at(0, 1) = 2;
  g.at(1, 2) = 3;
  auto const b = sdk::board<2>::from_grid(g);
  // Cells 2 and 3 of row 0 can only take 4 (1, 2 in the row, 3 in the box);
  // the lower one is chosen.
  int n = 0;
  for (auto const& child : sdk::fewest_candidates(b)) {
    CHECK(child.value(2) == 4);
    ++n;
  }
  CHECK(n == 1);
}

TEST_CASE("successors: propagate settles the root first, then branches on settled boards") {
  sdk::board<3> const empty;
  int n = 0;
  for (auto const& child : sdk::propagate(empty)) {
    CHECK(child.settled());
    CHECK(child.open_cells() == 81);  // nothing is forced on the empty board
    ++n;
  }
  CHECK(n == 1);
  // A settled board branches on its fewest-candidates cell: each child
  // places one more symbol (at least), and is itself settled.
  auto settled_range = sdk::propagate(empty);  // begin() only on a named range (issue 14)
  auto settled = *settled_range.begin();
  int children = 0;
  for (auto const& child : sdk::propagate(settled)) {
    CHECK(child.settled());
    CHECK(child.value(0) == children + 1);  // cell 0, symbols ascending
    ++children;
  }
  CHECK(children == 9);
}

TEST_CASE("successors: propagate yields nothing on a contradiction") {
  sdk::grid g(3);
  // Row 0 misses only 9, and column 8 already holds 9 lower down.
  for (int c = 0; c < 8; ++c) g.at(0, c) = c + 1;
  g.at(5, 8) = 9;
  auto const b = sdk::board<3>::from_grid(g);
  auto children = sdk::propagate(b);
  CHECK(children.begin() == children.end());
  CHECK(sdk::count(b) == 0);
}

TEST_CASE("successors: all three give the same solutions on random puzzles") {
  std::mt19937_64 rng(2024);
  for (int round = 0; round < 12; ++round) {
    CAPTURE(round);
    if (round < 6) {
      auto g = random_full<2>(rng);
      for (int c = 0; c < 16; ++c)
        if (rng() % 3 != 0) g.cells[static_cast<std::size_t>(c)] = 0;
      auto const b = sdk::board<2>::from_grid(g);
      auto const ref = as_set(all_solutions(b, sdk::propagate, seek::dfs));
      CHECK(!ref.empty());
      CHECK(as_set(all_solutions(b, sdk::fewest_candidates, seek::dfs)) == ref);
      CHECK(as_set(all_solutions(b, sdk::first_empty, seek::dfs)) == ref);
      CHECK(as_set(all_solutions(b, sdk::first_empty, seek::bfs)) == ref);
    } else {
      // 9x9 with about 30 givens: several to a few hundred solutions.
      auto g = random_full<3>(rng);
      for (int c = 0; c < 81; ++c)
        if (rng() % 100 < 63) g.cells[static_cast<std::size_t>(c)] = 0;
      auto const b = sdk::board<3>::from_grid(g);
#ifdef NDEBUG
      constexpr std::uint64_t cap = 3000;
#else
      constexpr std::uint64_t cap = 300;  // sanitizer builds are slow
#endif
      std::uint64_t const k = sdk::count(b, cap);
      CAPTURE(k);
      if (k == cap) continue;  // too many to compare quickly
      auto const ref = as_set(all_solutions(b, sdk::propagate, seek::dfs));
      CHECK(ref.size() == k);
      CHECK(as_set(all_solutions(b, sdk::fewest_candidates, seek::dfs)) == ref);
      CHECK(as_set(all_solutions(b, sdk::first_empty, seek::dfs)) == ref);
      CHECK(as_set(all_solutions(b, sdk::propagate, seek::bfs)) == ref);
    }
  }
}

TEST_CASE("successors: enumerating the empty 9x9 board is lazy and runs in constant memory") {
  sdk::board<3> const empty;
  // The first solution comes at once: only a path to it is explored.
  seek::statistics stats;
  auto first = sdk::solutions(empty, sdk::propagate, seek::dfs, stats) | ranges::views::take(1);
  int n = 0;
  for (auto const& s : first) {
    CHECK(sdk::is_solution(sdk::grid(3), s.to_grid()));
    ++n;
  }
  CHECK(n == 1);
  CHECK(stats.nodes < 200);
#ifdef NDEBUG
  constexpr std::uint64_t many = 100000;
#else
  constexpr std::uint64_t many = 5000;  // sanitizer builds are slow
#endif
  for (bool propagating : {false, true}) {
    CAPTURE(propagating);
    std::uint64_t k = 0;
    auto count_many = [&](auto s) {
      for (auto const& x : seek::dfs(empty, s, stats)) {
        if (x.complete() && ++k == many) break;
      }
    };
    if (propagating) count_many(sdk::propagate); else count_many(sdk::fewest_candidates);
    CHECK(k == many);
    CHECK(stats.frontier <= 82);  // one frame per level: 81 cells (+ propagate's settling step)
  }
}
