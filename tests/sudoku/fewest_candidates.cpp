// Tests of seek/sudoku/successor/fewest_candidates.hpp: the children of a
// board fill the open cell with the fewest candidates (the lowest-numbered on
// ties) with each of them, ascending, and make no other move; a complete
// board has none. Candidate counts are worked out here from the grid.
#include <seek/sudoku/successor/fewest_candidates.hpp>

#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include <seek/sudoku/generate/random_grid.hpp>
#include <seek/sudoku/io/parse.hpp>

namespace sdk = seek::sudoku;

namespace fewest_test {

// How many symbols no given of row, column or box of cell `c` rules out.
int open_symbols(sdk::grid const& g, int c) {
  int const n = g.box, side = g.side(), r = c / side, k = c % side;
  int count = 0;
  for (int v = 1; v <= side; ++v) {
    bool used = false;
    for (int j = 0; j < side; ++j)
      used = used || g.at(r, j) == v || g.at(j, k) == v || g.at(r / n * n + j / n, k / n * n + j % n) == v;
    count += !used;
  }
  return count;
}

// The open cell of `g` with the fewest open symbols, the lowest on ties.
int most_constrained(sdk::grid const& g) {
  int best = -1;
  for (int c = 0; c < g.cell_count(); ++c)
    if (g.cells[static_cast<std::size_t>(c)] == 0 && (best < 0 || open_symbols(g, c) < open_symbols(g, best)))
      best = c;
  return best;
}

// The children of `g`: `most_constrained(g)` filled with each of its
// symbols, ascending, nothing else changed.
template <int N>
void branches_on_most_constrained(sdk::grid const& g) {
  int const cell = most_constrained(g);
  REQUIRE(cell >= 0);
  CAPTURE(cell);
  int n = 0, last = 0;
  auto const b = sdk::board<N>::from_grid(g);
  for (auto const& child : sdk::fewest_candidates(b)) {
    int const v = child.value(cell);
    CHECK(v > last);
    last = v;
    auto expected = g;
    expected.cells[static_cast<std::size_t>(cell)] = v;
    CHECK(child.to_grid() == expected);
    ++n;
  }
  CHECK(n == open_symbols(g, cell));
}

}  // namespace fewest_test

TEST_CASE("fewest_candidates: branches on the most constrained cell, symbols ascending, no other move") {
  auto const inkala = std::get<sdk::grid>(
      sdk::parse_puzzle("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."));
  fewest_test::branches_on_most_constrained<3>(inkala);
  // Random grids with holes punched: cells with one to several candidates.
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    auto g = sdk::random_grid<3>(seed);
    for (int c = 0; c < 81; c += 2 + static_cast<int>(seed)) g.cells[static_cast<std::size_t>(c)] = 0;
    fewest_test::branches_on_most_constrained<3>(g);
    auto h = sdk::random_grid<4>(seed);
    for (int c = 0; c < 256; c += 3) h.cells[static_cast<std::size_t>(c)] = 0;
    fewest_test::branches_on_most_constrained<4>(h);
  }
}

TEST_CASE("fewest_candidates: on ties, the lowest-numbered cell") {
  // Every cell of the empty board has nine candidates: cell 0 is taken.
  sdk::grid const empty(3);
  int n = 0;
  auto const b = sdk::board<3>::from_grid(empty);
  for (auto const& child : sdk::fewest_candidates(b)) {
    CHECK(child.value(0) == ++n);
    CHECK(child.open_cells() == 80);
  }
  CHECK(n == 9);
}

TEST_CASE("fewest_candidates: a cell without candidates ends the search only when no single comes first") {
  // r3c1 (cell 8) has no candidate: 1, 2, 3 in its row, 4 in its box. The
  // scan stops at the first cell with one candidate, r1c2 (cell 1): it is
  // branched on, as the header says, and the dead cell stays for later.
  auto const g = std::get<sdk::grid>(sdk::parse_puzzle("1000004002310400"));
  REQUIRE(fewest_test::open_symbols(g, 8) == 0);
  for (int c = 0; c < 8; ++c)
    if (g.cells[static_cast<std::size_t>(c)] == 0) REQUIRE(fewest_test::open_symbols(g, c) >= 1);
  REQUIRE(fewest_test::open_symbols(g, 1) == 1);
  auto const b = sdk::board<2>::from_grid(g);
  int n = 0;
  for (auto const& child : sdk::fewest_candidates(b)) {
    CHECK(child.value(1) != 0);
    ++n;
  }
  CHECK(n == 1);
  // With the dead cell first, there is nothing to branch on.
  auto const dead_first = std::get<sdk::grid>(sdk::parse_puzzle("0231400000000000"));
  REQUIRE(fewest_test::open_symbols(dead_first, 0) == 0);
  auto const d = sdk::board<2>::from_grid(dead_first);
  auto none = sdk::fewest_candidates(d);
  CHECK(none.begin() == none.end());
}

TEST_CASE("fewest_candidates: a complete board has no children") {
  for (std::uint64_t seed : {0u, 9u}) {
    auto const full = sdk::board<3>::from_grid(sdk::random_grid<3>(seed));
    auto none = sdk::fewest_candidates(full);
    CHECK(none.begin() == none.end());
  }
}
