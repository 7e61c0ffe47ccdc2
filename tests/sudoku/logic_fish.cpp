// Tests of seek/sudoku/logic/fish.hpp: X-Wing, Swordfish, Jellyfish.
#include <doctest/doctest.h>

#include <string>

#include <seek/sudoku/logic/fish.hpp>

#include "logic_fixtures.hpp"

namespace sdk = seek::sudoku;
using seek_test::fixture;

TEST_CASE("fish: each size where it is the next step, and sound") {
  struct item {
    char const* name;
    int k;
  };
  for (auto [name, k] : {item{"X-Wing", 2}, item{"Swordfish", 3}, item{"Jellyfish", 4}}) {
    std::string const technique_name = name;  // CAPTURE cannot take a structured binding (clang 14)
    CAPTURE(technique_name);
    auto const& f = fixture(name);
    auto const s = sdk::find_fish(seek_test::state(f), k);
    REQUIRE(s);
    CHECK(to_string(*s) == f.expected);
    seek_test::check_sound(*s, seek_test::solution(f));
  }
}

TEST_CASE("fish: an X-Wing built on an empty board, and its near miss") {
  sdk::candidate_grid<3> g;
  // 4 in rows 2 and 7 only in columns 3 and 8.
  for (int r : {1, 6})
    for (int c = 0; c < 9; ++c)
      if (c != 2 && c != 7) g.eliminate(r * 9 + c, 4);
  auto s = sdk::find_fish(g, 2);
  REQUIRE(s);
  CHECK(s->tech == sdk::technique::x_wing);
  CHECK(s->rating == 32);
  CHECK(s->eliminations.size() == 14);  // the other 7 cells of columns 3 and 8
  // One corner gone: row 7 has a single place (a hidden single, no X-Wing).
  g.eliminate(6 * 9 + 7, 4);
  CHECK_FALSE(sdk::find_fish(g, 2));
  CHECK_FALSE(sdk::find_fish(sdk::candidate_grid<3>{}, 3));
}

TEST_CASE("fish: a Swordfish on a 16x16 board") {
  sdk::candidate_grid<4> g;
  // 9 in rows 1, 6, 11 only in columns 2, 7, 13 (two places each, a 2-2-2 fish).
  int const rows[3] = {0, 5, 10};
  int const keep[3][2] = {{1, 6}, {6, 12}, {1, 12}};
  for (int i = 0; i < 3; ++i)
    for (int c = 0; c < 16; ++c)
      if (c != keep[i][0] && c != keep[i][1]) g.eliminate(rows[i] * 16 + c, 9);
  CHECK_FALSE(sdk::find_fish(g, 2));
  auto s = sdk::find_fish(g, 3);
  REQUIRE(s);
  CHECK(s->tech == sdk::technique::swordfish);
  CHECK(s->eliminations.size() == 3 * 13);
}
