// Tests of seek/sudoku/logic/step.hpp (and technique.hpp): the notation.
#include <doctest/doctest.h>

#include <string>

#include <seek/sudoku/logic/step.hpp>
#include <seek/sudoku/logic/technique.hpp>

namespace sdk = seek::sudoku;

TEST_CASE("step: placements, eliminations and chains in the usual notation") {
  CHECK(sdk::to_string(sdk::candidate_ref{33, 5}, 9, true) == "r4c7=5");
  CHECK(sdk::to_string(sdk::candidate_ref{11, 7}, 9, false) == "r2c3<>7");
  sdk::chain ch;
  ch.nodes = {{1, 5, true, {}}, {6, 5, false, {0}}, {24, 5, true, {1}}};
  CHECK(ch.linear());
  CHECK(sdk::to_string(ch, 9) == "r1c2=5 -> r1c7<>5 -> r3c7=5");
  ch.nodes.push_back({25, 5, false, {0, 2}});
  CHECK_FALSE(ch.linear());
  CHECK(sdk::to_string(ch, 9) ==
        "r1c2=5 -> r1c7<>5 -> r3c7=5; r1c2=5 & r3c7=5 -> r3c8<>5");
  sdk::step s;
  s.tech = sdk::technique::hidden_single;
  s.houses = {3};
  s.placements = {{33, 5}};
  CHECK(sdk::to_string(s) == "Hidden single in row 4: r4c7=5");
  s.tech = sdk::technique::pointing;
  s.placements.clear();
  s.houses = {18, 1};
  s.digits = 1u << 4;
  s.eliminations = {{13, 5}, {16, 5}};
  CHECK(sdk::to_string(s) == "Pointing: 5 in box 1 only on row 2 => r2c5<>5, r2c8<>5");
}

TEST_CASE("technique: names, parsing and SE weights") {
  CHECK(sdk::name(sdk::technique::two_string_kite) == "2-String Kite");
  CHECK(sdk::technique_from_string("x-wing") == sdk::technique::x_wing);
  CHECK(sdk::technique_from_string("X-Wing") == sdk::technique::x_wing);
  CHECK(sdk::technique_from_string("hidden_single") == sdk::technique::hidden_single);
  CHECK(sdk::technique_from_string("2-string-kite") == sdk::technique::two_string_kite);
  CHECK_FALSE(sdk::technique_from_string("x-wingg"));
  CHECK(sdk::se_base(sdk::technique::x_wing) == 32);
  CHECK(sdk::se_base(sdk::technique::naked_single) == 23);
  CHECK(sdk::rating_text(66) == "6.6");
  // Every technique has a name and a weight, and the names are distinct.
  for (int i = 0; i < sdk::technique_count; ++i) {
    auto const t = static_cast<sdk::technique>(i);
    CHECK_FALSE(sdk::name(t).empty());
    CHECK(sdk::se_base(t) >= 10);
    CHECK(sdk::technique_from_string(sdk::name(t)) == t);
  }
}
