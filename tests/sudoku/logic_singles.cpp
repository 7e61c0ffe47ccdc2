// Tests of seek/sudoku/logic/singles.hpp: full house, hidden and naked singles.
#include <doctest/doctest.h>

#include <variant>

#include <seek/sudoku/io/parse.hpp>
#include <seek/sudoku/logic/singles.hpp>

#include "logic_fixtures.hpp"

namespace sdk = seek::sudoku;
using seek_test::fixture;

TEST_CASE("singles: each is found where it is the next step, and is sound") {
  for (auto const* name : {"Full house", "Hidden single", "Naked single"}) {
    CAPTURE(name);
    auto const& f = fixture(name);
    auto const g = seek_test::state(f);
    auto const s = std::string(name) == "Full house"      ? sdk::find_full_house(g)
                   : std::string(name) == "Hidden single" ? sdk::find_hidden_single(g)
                                                          : sdk::find_naked_single(g);
    REQUIRE(s);
    CHECK(to_string(*s) == f.expected);
    seek_test::check_sound(*s, seek_test::solution(f));
  }
}

TEST_CASE("singles: SE's weights: 1.0 full house, 1.2 hidden single in a box, 1.5 in a line, 2.3 naked") {
  sdk::candidate_grid<3> g;
  // Digit 1 in box 1 only at r3c3: a hidden single in the box (and nowhere else).
  for (int c : {0, 1, 2, 9, 10, 11, 18, 19}) g.eliminate(c, 1);
  auto s = sdk::find_hidden_single(g);
  REQUIRE(s);
  CHECK(to_string(*s) == "Hidden single in box 1: r3c3=1");
  CHECK(s->rating == 12);
  // Digit 2 in row 9 only at r9c9: the box scan finds nothing, the column scan nothing, the row 1.5.
  sdk::candidate_grid<3> h;
  for (int c = 72; c < 80; ++c) h.eliminate(c, 2);
  s = sdk::find_hidden_single(h);
  REQUIRE(s);
  CHECK(to_string(*s) == "Hidden single in row 9: r9c9=2");
  CHECK(s->rating == 15);
  // A cell with one candidate.
  for (int d = 1; d <= 8; ++d) h.eliminate(40, d);
  s = sdk::find_naked_single(h);
  REQUIRE(s);
  CHECK(to_string(*s) == "Naked single: r5c5=9");
  CHECK(s->rating == 23);
}

TEST_CASE("singles: near misses do not fire") {
  sdk::candidate_grid<3> empty;
  CHECK_FALSE(sdk::find_full_house(empty));
  CHECK_FALSE(sdk::find_hidden_single(empty));
  CHECK_FALSE(sdk::find_naked_single(empty));
  // Two places left for 1 in box 1, two candidates left in r5c5.
  for (int c : {0, 1, 2, 9, 10, 11, 18}) empty.eliminate(c, 1);
  for (int d = 1; d <= 7; ++d) empty.eliminate(40, d);
  CHECK_FALSE(sdk::find_hidden_single(empty));
  CHECK_FALSE(sdk::find_naked_single(empty));
}

TEST_CASE("singles: on 4x4 and 16x16 boards") {
  auto g4 = sdk::candidate_grid<2>::from_grid(std::get<sdk::grid>(sdk::parse_puzzle("1.........3...1.")));
  auto s = sdk::find_hidden_single(g4);
  REQUIRE(s);
  CHECK(to_string(*s) == "Hidden single in box 2: r2c4=1");
  // A 16x16 row with one open cell: a full house.
  sdk::candidate_grid<4> g16;
  for (int c = 0; c < 15; ++c) REQUIRE(g16.place(c, c + 1));
  s = sdk::find_full_house(g16);
  REQUIRE(s);
  CHECK(to_string(*s) == "Full house in row 1: r1c16=16");
}
