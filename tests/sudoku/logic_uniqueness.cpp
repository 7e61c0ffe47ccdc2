// Tests of seek/sudoku/logic/uniqueness.hpp: unique rectangles and loops, BUG.
#include <doctest/doctest.h>

#include <seek/sudoku/logic/uniqueness.hpp>

#include "logic_fixtures.hpp"

namespace sdk = seek::sudoku;
using seek_test::fixture;

TEST_CASE("uniqueness: a rectangle, a loop and a BUG where they are the next step, and sound") {
  for (auto const* name : {"Unique rectangle", "Unique loop", "BUG"}) {
    CAPTURE(name);
    auto const& f = fixture(name);
    auto const g = seek_test::state(f);
    auto const s = std::string(name) == "BUG" ? sdk::find_bug(g) : sdk::find_unique_loop(g);
    REQUIRE(s);
    CHECK(to_string(*s) == f.expected);
    seek_test::check_sound(*s, seek_test::solution(f));
  }
}

TEST_CASE("uniqueness: a type 1 rectangle built on a board, its weight, its near miss") {
  sdk::candidate_grid<3> g;
  // r1c1, r1c4, r2c1 = {5,6}; r2c4 = {5,6,7}: the rectangle spans two boxes.
  for (int c : {0, 3, 9, 12})
    for (int d = 1; d <= 9; ++d)
      if (d != 5 && d != 6 && !(c == 12 && d == 7)) g.eliminate(c, d);
  auto s = sdk::find_unique_loop(g);
  REQUIRE(s);
  CHECK(s->tech == sdk::technique::unique_rectangle);
  CHECK(s->variant == 1);
  CHECK(s->rating == 45);
  CHECK(to_string(*s) == "Unique rectangle type 1: {5,6} in r1c1,r2c1,r2c4,r1c4 => r2c4<>5, r2c4<>6");
  // In one row pair and one box pair only (all four in one band of boxes? no: here three boxes
  // would be needed for a deadly pattern). Moving the rectangle into one box's rows and columns
  // is no rectangle: r1c1, r1c2, r2c1, r2c2 all lie in box 1.
  sdk::candidate_grid<3> h;
  for (int c : {0, 1, 9, 10})
    for (int d = 1; d <= 9; ++d)
      if (d != 5 && d != 6 && !(c == 10 && d == 7)) h.eliminate(c, d);
  CHECK_FALSE(sdk::find_unique_loop(h));
}

TEST_CASE("uniqueness: near misses do not fire") {
  CHECK_FALSE(sdk::find_unique_loop(seek_test::without(fixture("Unique rectangle"), "r1c7<>6")));
  CHECK_FALSE(sdk::find_unique_loop(seek_test::without(fixture("Unique loop"), "r3c1<>7")));
  CHECK_FALSE(sdk::find_bug(seek_test::without(fixture("BUG"), "r6c4<>1")));
  CHECK_FALSE(sdk::find_bug(sdk::candidate_grid<3>{}));
  CHECK_FALSE(sdk::find_unique_loop(sdk::candidate_grid<3>{}));
}
