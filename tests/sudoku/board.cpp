// Tests of seek::sudoku::board: construction from grids, placing symbols,
// candidates, and the errors from_grid reports.
#include <doctest/doctest.h>

#include "grids.hpp"

#include <cstdint>
#include <stdexcept>
#include <string>

#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/solve/solve.hpp>

namespace sdk = seek::sudoku;

namespace {
using seek_test::grid9;
}  // namespace

TEST_CASE("board: sizes and the empty board") {
  static_assert(sdk::board<2>::side == 4 && sdk::board<2>::cells == 16);
  static_assert(sdk::board<3>::side == 9 && sdk::board<3>::cells == 81);
  static_assert(sdk::board<8>::side == 64 && sdk::board<8>::cells == 4096);
  // A search copies boards on every step: the 9x9 one must stay small.
  static_assert(sizeof(sdk::board<3>) <= 256);
  sdk::board<3> b;
  CHECK_FALSE(b.complete());
  CHECK(b.open_cells() == 81);
  for (int c = 0; c < 81; ++c) {
    CHECK(b.value(c) == 0);
    CHECK(b.candidates(c) == 0x1ff);
  }
  CHECK(b.to_grid() == sdk::grid(3));
}

TEST_CASE("board: placing a symbol removes it from exactly the peers") {
  sdk::board<3> b;
  REQUIRE(b.place(40, 5));  // row 4, column 4, the centre box
  CHECK(b.value(40) == 5);
  CHECK(b.open_cells() == 80);
  for (int c = 0; c < 81; ++c) {
    if (c == 40) continue;
    int const r = c / 9, col = c % 9;
    bool const peer = r == 4 || col == 4 || (r / 3 == 1 && col / 3 == 1);
    CHECK(((b.candidates(c) >> 4) & 1) == (peer ? 0 : 1));
  }
  CHECK_FALSE(b.place(40, 6));   // already set
  CHECK_FALSE(b.place(41, 5));   // 5 is no longer possible in the row
  CHECK_FALSE(b.place(0, 0));    // not a symbol
  CHECK_FALSE(b.place(0, 10));
  CHECK(b.place(0, 5));
}

TEST_CASE("board: from_grid and to_grid round-trip the givens") {
  std::string const rosetta =
      "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";
  auto const g = grid9(rosetta);
  auto const b = sdk::board<3>::from_grid(g);
  CHECK(b.to_grid() == g);
  CHECK(b.open_cells() == 81 - g.givens());
  CHECK(b.value(0) == 8);
  CHECK(b.value(1) == 5);
  CHECK(b.value(2) == 0);
  // 8 and 5 sit in row 0, so cell 2 can hold neither.
  CHECK((b.candidates(2) & (1u << 7)) == 0);
  CHECK((b.candidates(2) & (1u << 4)) == 0);
}

TEST_CASE("board: from_grid rejects malformed grids with a message") {
  sdk::grid wrong_box(2);
  CHECK_THROWS_WITH_AS(sdk::board<3>::from_grid(wrong_box), doctest::Contains("box size 2"),
                       std::invalid_argument);
  sdk::grid short_grid(3);
  short_grid.cells.resize(80);
  CHECK_THROWS_WITH_AS(sdk::board<3>::from_grid(short_grid), doctest::Contains("80 cells"),
                       std::invalid_argument);
  sdk::grid bad_value(3);
  bad_value.cells[7] = 10;
  CHECK_THROWS_WITH_AS(sdk::board<3>::from_grid(bad_value), doctest::Contains("cell 7 holds 10"),
                       std::invalid_argument);
  bad_value.cells[7] = -1;
  CHECK_THROWS_AS(sdk::board<3>::from_grid(bad_value), std::invalid_argument);
}

TEST_CASE("board: repeated givens make a board with no solution, not an error") {
  sdk::grid g(3);
  g.at(0, 0) = 4;
  g.at(0, 8) = 4;  // same row
  auto const b = sdk::board<3>::from_grid(g);
  CHECK_FALSE(b.complete());
  CHECK(sdk::count(b) == 0);
  CHECK_FALSE(sdk::solve(b).has_value());
  for (int box = 0; box < 3; ++box) {
    sdk::grid h(2);
    h.at(box, 0) = 1;
    h.at(box + 1, 1) = 1;  // rows box, box+1 share a box for box = 0 and 2; columns differ
    auto const hb = sdk::board<2>::from_grid(h);
    bool const clash = box != 1;
    CHECK((sdk::count(hb) == 0) == clash);
  }
}

TEST_CASE("board: a 9x9 board from a grid is the one its givens make placed one by one") {
  // from_grid places a 9x9 grid's givens all at once; clashing givens take
  // the one-by-one path, where a given that is no longer a candidate leaves
  // its cell dead. Both must give the same board.
  auto one_by_one = [](sdk::grid const& g) {
    sdk::board<3> b;
    for (int c = 0; c < 81; ++c)
      if (int const v = g.cells[static_cast<std::size_t>(c)]; v != 0 && !b.place(c, v))
        sdk::detail::board_access<3>::store(b).kill(c);
    return b;
  };
  std::uint64_t x = 2026;
  auto draw = [&x](int n) {  // splitmix64
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return static_cast<int>((z ^ (z >> 31)) % static_cast<std::uint64_t>(n));
  };
  int clashing = 0;
  for (int t = 0; t < 2000; ++t) {
    sdk::grid g(3);
    for (int k = draw(40); k > 0; --k) g.cells[static_cast<std::size_t>(draw(81))] = 1 + draw(9);
    auto const b = sdk::board<3>::from_grid(g), expected = one_by_one(g);
    CHECK(b == expected);
    CHECK(b.open_cells() == expected.open_cells());
    CHECK(b.settled() == expected.settled());
    clashing += sdk::count(expected, 1) == 0;
  }
  CHECK(clashing > 100);  // both paths were taken
  auto const g = grid9("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
  CHECK(sdk::board<3>::from_grid(g) == one_by_one(g));
  CHECK(sdk::count(sdk::board<3>::from_grid(g), 2) == 1);
}

TEST_CASE("board: a full valid grid is complete and is its own only solution") {
  sdk::grid g(2);
  int const rows[4][4] = {{1, 2, 3, 4}, {3, 4, 1, 2}, {2, 1, 4, 3}, {4, 3, 2, 1}};
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c) g.at(r, c) = rows[r][c];
  auto const b = sdk::board<2>::from_grid(g);
  CHECK(b.complete());
  CHECK(sdk::count(b) == 1);
  REQUIRE(sdk::solve(b).has_value());
  CHECK(sdk::solve(b)->to_grid() == g);
}
