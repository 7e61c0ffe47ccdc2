// Tests of seek/sudoku/logic/intersections.hpp: pointing and claiming.
#include <doctest/doctest.h>

#include <string>

#include <seek/sudoku/logic/intersections.hpp>

#include "logic_fixtures.hpp"

namespace sdk = seek::sudoku;
using seek_test::fixture;

TEST_CASE("intersections: pointing, claiming and their direct forms where they are the next step") {
  struct item {
    char const* name;
    bool direct;
  };
  for (auto [name, direct] : {item{"Pointing", false}, item{"Claiming", false}, item{"Direct pointing", true}}) {
    std::string const technique_name = name;  // CAPTURE cannot take a structured binding (clang 14)
    CAPTURE(technique_name);
    auto const& f = fixture(name);
    auto const g = seek_test::state(f);
    auto const s = direct ? sdk::find_direct_locked_candidates(g) : sdk::find_locked_candidates(g);
    REQUIRE(s);
    CHECK(to_string(*s) == f.expected);
    seek_test::check_sound(*s, seek_test::solution(f));
  }
}

TEST_CASE("intersections: near misses do not fire") {
  CHECK_FALSE(sdk::find_locked_candidates(sdk::candidate_grid<3>{}));
  // 7 in box 1 on rows 1 and 2: neither points.
  sdk::candidate_grid<3> g;
  for (int c : {18, 19, 20}) g.eliminate(c, 7);
  CHECK_FALSE(sdk::find_locked_candidates(g));
  // Without r1c5<>6 the direct pointing's hidden single is gone (a second place stays).
  auto const s = sdk::find_direct_locked_candidates(seek_test::without(fixture("Direct pointing"), "r1c5<>6"));
  CHECK((!s || s->tech != sdk::technique::direct_pointing));
}

TEST_CASE("intersections: pointing on a 16x16 board") {
  sdk::candidate_grid<4> g;
  // 7 in box 1 only on row 1 (r1c1..r1c4): it leaves the rest of row 1.
  for (int r = 1; r < 4; ++r)
    for (int c = 0; c < 4; ++c) g.eliminate(r * 16 + c, 7);
  auto s = sdk::find_locked_candidates(g);
  REQUIRE(s);
  CHECK(s->tech == sdk::technique::pointing);
  CHECK(s->eliminations.size() == 12);
  CHECK(to_string(s->eliminations.front(), 16, false) == "r1c5<>7");
  // And a 4x4: 2 in box 1 only on column 1.
  sdk::candidate_grid<2> g4;
  g4.eliminate(1, 2);
  g4.eliminate(5, 2);
  s = sdk::find_locked_candidates(g4);
  REQUIRE(s);
  CHECK(to_string(*s) == "Pointing: 2 in box 1 only on column 1 => r3c1<>2, r4c1<>2");
}
