// Tests of seek/sudoku/logic/candidates.hpp: the pencil marks of a board.
#include <doctest/doctest.h>

#include <stdexcept>
#include <string>
#include <variant>

#include <seek/sudoku/io/parse.hpp>
#include <seek/sudoku/logic/candidates.hpp>

namespace sdk = seek::sudoku;

namespace {
sdk::grid lc_parse(std::string const& s) {
  auto p = sdk::parse_puzzle(s);
  REQUIRE(std::holds_alternative<sdk::grid>(p));
  return std::get<sdk::grid>(p);
}
}  // namespace

TEST_CASE("candidates: givens remove their digit from their peers, and only there") {
  auto g = sdk::candidate_grid<3>::from_grid(lc_parse(
      "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."));
  CHECK(g.value(0) == 8);
  CHECK(g.candidates(0) == 0);
  CHECK_FALSE(g.has(1, 8));   // r1c2 shares row 1 with the 8
  CHECK_FALSE(g.has(9, 8));   // r2c1, column 1
  CHECK_FALSE(g.has(10, 8));  // r2c2, box 1
  CHECK(g.has(13, 8));        // r2c5 sees no 8
  CHECK(g.candidates(13) == 0b11010011);  // r2c5 = {1,2,5,7,8}
  CHECK(g.open_count() == 81 - 21);
  CHECK(g.placed_count(8) == 3);
  CHECK(g.consistent());
  // positions(u, d): the places of a digit in a house, bit j for its j-th cell.
  int const row1 = 0;
  CHECK(g.positions(row1, 8) == 0);
  CHECK(g.positions(row1, 1) == 0b101110010);  // c2, c5, c6, c7, c9
  CHECK(g.open_in(row1) == 8);
}

TEST_CASE("candidates: place and eliminate keep the three views in step") {
  sdk::candidate_grid<3> g;
  CHECK(g.candidate_count() == 729);
  CHECK(g.place(40, 5));  // r5c5=5
  CHECK_FALSE(g.place(40, 6));
  CHECK_FALSE(g.has(4, 5));    // r1c5, column
  CHECK_FALSE(g.has(36, 5));   // r5c1, row
  CHECK_FALSE(g.has(30, 5));   // r4c4, box
  CHECK(g.cells_with(5).count() == 81 - 1 - 20);
  CHECK(g.eliminate(0, 1));
  CHECK_FALSE(g.eliminate(0, 1));
  CHECK_FALSE(g.has(0, 1));
  CHECK_FALSE(g.cells_with(1).test(0));
  CHECK((g.positions(0, 1) & 1u) == 0);              // row 1, first cell
  CHECK((g.positions(9, 1) & 1u) == 0);              // column 1, first cell
  CHECK((g.positions(18, 1) & 1u) == 0);             // box 1, first cell
  CHECK_FALSE(g.eliminate(0, 10));                   // no digit 10 on 9x9
  CHECK(g.open_in(4) == 8);                          // row 5 lost r5c5
  // Removing every candidate of a cell breaks the board.
  for (int d = 1; d <= 9; ++d) g.eliminate(80, d);
  CHECK_FALSE(g.consistent());
  CHECK(g.broken_at(80, 9));
}

TEST_CASE("candidates: 4x4 and 16x16 boards") {
  auto g4 = sdk::candidate_grid<2>::from_grid(lc_parse("1...........4..2"));
  CHECK(g4.value(0) == 1);
  CHECK_FALSE(g4.has(1, 1));
  CHECK(g4.has(5, 1) == false);  // r2c2: box 1
  CHECK(g4.to_grid() == lc_parse("1...........4..2"));
  sdk::candidate_grid<4> g16;
  CHECK(g16.place(0, 16));
  CHECK_FALSE(g16.has(15, 16));
  CHECK(g16.cells_with(16).count() == 256 - 1 - 15 - 15 - 9);
  CHECK(g16.consistent());
}

TEST_CASE("candidates: a grid of another size or with a bad digit is refused, naming it") {
  sdk::grid g4(2);
  CHECK_THROWS_WITH_AS(sdk::candidate_grid<3>::from_grid(g4), doctest::Contains("box size 2, expected 3"),
                       std::invalid_argument);
  sdk::grid bad(3);
  bad.cells[10] = 12;
  CHECK_THROWS_WITH_AS(sdk::candidate_grid<3>::from_grid(bad), doctest::Contains("r2c2 holds 12"),
                       std::invalid_argument);
  // Repeated givens: consistent() says so.
  sdk::grid twice(3);
  twice.cells[0] = twice.cells[1] = 4;
  CHECK_FALSE(sdk::candidate_grid<3>::from_grid(twice).consistent());
}
