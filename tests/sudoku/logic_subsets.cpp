// Tests of seek/sudoku/logic/subsets.hpp: naked and hidden pairs, triples, quads.
#include <doctest/doctest.h>

#include <string>

#include <seek/sudoku/logic/subsets.hpp>

#include "logic_fixtures.hpp"

namespace sdk = seek::sudoku;
using seek_test::fixture;

TEST_CASE("subsets: each size where it is the next step, and sound") {
  struct item {
    char const* name;
    int k;
    bool hidden, direct;
  };
  for (auto [name, k, hidden, direct] :
       {item{"Naked pair", 2, false, false}, item{"Naked triple", 3, false, false}, item{"Naked quad", 4, false, false},
        item{"Hidden pair", 2, true, false}, item{"Hidden triple", 3, true, false}, item{"Hidden quad", 4, true, false},
        item{"Direct hidden pair", 2, true, true}, item{"Direct hidden triple", 3, true, true}}) {
    std::string const technique_name = name;  // CAPTURE cannot take a structured binding (clang 14)
    CAPTURE(technique_name);
    auto const& f = fixture(name);
    auto const g = seek_test::state(f);
    auto const s = hidden ? sdk::find_hidden_set(g, k, direct) : sdk::find_naked_set(g, k);
    REQUIRE(s);
    CHECK(to_string(*s) == f.expected);
    seek_test::check_sound(*s, seek_test::solution(f));
  }
}

TEST_CASE("subsets: near misses do not fire") {
  for (int k = 2; k <= 4; ++k) {
    CHECK_FALSE(sdk::find_naked_set(sdk::candidate_grid<3>{}, k));
    CHECK_FALSE(sdk::find_hidden_set(sdk::candidate_grid<3>{}, k));
  }
  CHECK_FALSE(sdk::find_naked_set(seek_test::without(fixture("Naked pair"), "r8c7<>9"), 2));
  CHECK_FALSE(sdk::find_hidden_set(seek_test::without(fixture("Hidden pair"), "r1c2<>6"), 2));
  CHECK_FALSE(sdk::find_naked_set(seek_test::without(fixture("Naked triple"), "r6c3<>4"), 3));
  CHECK_FALSE(sdk::find_hidden_set(seek_test::without(fixture("Hidden triple"), "r1c2<>4"), 3));
  CHECK_FALSE(sdk::find_naked_set(seek_test::without(fixture("Naked quad"), "r1c2<>9"), 4));
  CHECK_FALSE(sdk::find_hidden_set(seek_test::without(fixture("Hidden quad"), "r1c7<>2"), 4));
  CHECK_FALSE(sdk::find_hidden_set(seek_test::without(fixture("Direct hidden pair"), "r1c4<>9"), 2, true));
  CHECK_FALSE(sdk::find_hidden_set(seek_test::without(fixture("Direct hidden triple"), "r2c5<>1"), 3, true));
  // Three cells with {1,2} in one row are no naked pair (the board is broken, the rule does not apply).
  sdk::candidate_grid<3> g;
  for (int c = 0; c < 2; ++c)
    for (int d = 3; d <= 9; ++d) g.eliminate(c, d);
  CHECK(sdk::find_naked_set(g, 2));  // r1c1, r1c2 = {1,2}
  for (int d = 1; d <= 9; ++d)
    if (d != 1 && d != 3) g.eliminate(2, d);
  auto s = sdk::find_naked_set(g, 2);
  REQUIRE(s);
  CHECK(to_string(*s).find("{1,2} in r1c1,r1c2 (box 1)") != std::string::npos);
}

TEST_CASE("subsets: a naked pair and a hidden pair on a 16x16 board") {
  sdk::candidate_grid<4> g;
  for (int c : {0, 1})
    for (int d = 3; d <= 16; ++d) g.eliminate(c, d);
  auto s = sdk::find_naked_set(g, 2);
  REQUIRE(s);
  CHECK(s->rating == 30);
  CHECK(s->eliminations.size() == 2 * 14);  // 1 and 2 leave the 14 other cells of box 1
  sdk::candidate_grid<4> h;
  for (int c = 2; c < 16; ++c) {
    h.eliminate(c, 15);
    h.eliminate(c, 16);
  }
  s = sdk::find_hidden_set(h, 2);
  REQUIRE(s);
  CHECK(to_string(*s).rfind("Hidden pair: {15,16} in r1c1,r1c2 (row 1)", 0) == 0);
}
