// Tests of seek/sudoku/successor/first_empty.hpp: the children of a board fill
// its first open cell in row-major order (not the most constrained one) with
// each symbol still possible there, ascending, and change nothing else; a
// complete board, and a board whose first open cell has no candidate, have
// none. Candidates are worked out here from the grid, house by house.
#include <seek/sudoku/successor/first_empty.hpp>

#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include <seek/sudoku/generate/random_grid.hpp>
#include <seek/sudoku/io/parse.hpp>

namespace sdk = seek::sudoku;

namespace first_empty_test {

// The symbols no given of row, column or box of cell `c` rules out, ascending.
std::vector<int> symbols_open_at(sdk::grid const& g, int c) {
  int const n = g.box, side = g.side(), r = c / side, k = c % side;
  std::vector<int> out;
  for (int v = 1; v <= side; ++v) {
    bool used = false;
    for (int j = 0; j < side; ++j)
      used = used || g.at(r, j) == v || g.at(j, k) == v || g.at(r / n * n + j / n, k / n * n + j % n) == v;
    if (!used) out.push_back(v);
  }
  return out;
}

// Checks that the children of `g` under first_empty are exactly `cell`
// filled with each symbol open there, ascending, nothing else changed.
template <int N>
void children_fill(sdk::grid const& g, int cell) {
  auto const b = sdk::board<N>::from_grid(g);
  std::vector<int> symbols;
  for (auto const& child : sdk::first_empty(b)) {
    auto expected = g;
    expected.cells[static_cast<std::size_t>(cell)] = child.value(cell);
    CHECK(child.to_grid() == expected);
    symbols.push_back(child.value(cell));
  }
  CHECK(symbols == symbols_open_at(g, cell));
}

}  // namespace first_empty_test

TEST_CASE("first_empty: the first open cell, every open symbol ascending, nothing else changed") {
  auto const g = std::get<sdk::grid>(
      sdk::parse_puzzle("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."));
  first_empty_test::children_fill<3>(g, 1);  // cell 0 holds the 8
  sdk::grid four(2);
  four.at(0, 1) = 3;
  four.at(2, 0) = 1;
  first_empty_test::children_fill<2>(four, 0);
}

TEST_CASE("first_empty: row-major order wins over a more constrained later cell") {
  sdk::grid g(2);
  // Cell 0 (r1c1) is open with 1 ruled out; r4c4 has only 4 left.
  g.at(3, 0) = 1;
  g.at(3, 1) = 2;
  g.at(3, 2) = 3;
  auto const b = sdk::board<2>::from_grid(g);
  REQUIRE(first_empty_test::symbols_open_at(g, 15) == std::vector<int>{4});
  int n = 0;
  for (auto const& child : sdk::first_empty(b)) {
    CHECK(child.value(0) != 0);
    CHECK(child.value(15) == 0);
    ++n;
  }
  CHECK(n == 3);  // 2, 3, 4
}

TEST_CASE("first_empty: no children for a complete board, nor when the first open cell has no candidate") {
  auto const full = sdk::board<3>::from_grid(sdk::random_grid<3>(std::uint64_t{2}));
  auto none = sdk::first_empty(full);
  CHECK(none.begin() == none.end());

  sdk::grid g(2);
  g.at(0, 1) = 1;
  g.at(0, 2) = 2;
  g.at(0, 3) = 3;
  g.at(2, 0) = 4;  // r1c1: 1, 2, 3 in its row, 4 in its column
  REQUIRE(first_empty_test::symbols_open_at(g, 0).empty());
  REQUIRE(!first_empty_test::symbols_open_at(g, 15).empty());  // later cells still have some
  auto const b = sdk::board<2>::from_grid(g);
  auto dead = sdk::first_empty(b);
  CHECK(dead.begin() == dead.end());
}
