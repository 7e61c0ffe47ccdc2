// Tests of seek/sudoku/logic/wings.hpp: XY-Wing and XYZ-Wing.
#include <doctest/doctest.h>

#include <seek/sudoku/logic/wings.hpp>

#include "logic_fixtures.hpp"

namespace sdk = seek::sudoku;
using seek_test::fixture;

TEST_CASE("wings: XY-Wing and XYZ-Wing where they are the next step, and sound") {
  for (bool xyz : {false, true}) {
    auto const& f = fixture(xyz ? "XYZ-Wing" : "XY-Wing");
    auto const s = sdk::find_xy_wing(seek_test::state(f), xyz);
    REQUIRE(s);
    CHECK(to_string(*s) == f.expected);
    CHECK(s->rating == (xyz ? 44 : 42));
    seek_test::check_sound(*s, seek_test::solution(f));
  }
}

TEST_CASE("wings: near misses do not fire") {
  CHECK_FALSE(sdk::find_xy_wing(seek_test::without(fixture("XY-Wing"), "r9c7<>2"), false));
  CHECK_FALSE(sdk::find_xy_wing(seek_test::without(fixture("XYZ-Wing"), "r5c2<>4"), true));
  // Three bivalue cells {1,2} {1,3} {2,3} in a row see each other: a naked triple, no XY-Wing
  // eliminations outside (the pincers' common peers are the row's other cells... which the
  // XY-Wing does clear of 3). On an empty board nothing else.
  CHECK_FALSE(sdk::find_xy_wing(sdk::candidate_grid<3>{}, false));
  CHECK_FALSE(sdk::find_xy_wing(sdk::candidate_grid<3>{}, true));
}
