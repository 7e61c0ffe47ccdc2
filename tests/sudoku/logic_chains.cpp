// Tests of seek/sudoku/logic/chains.hpp (and links.hpp): loops and chains.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include <seek/sudoku/logic/chains.hpp>

#include "logic_fixtures.hpp"

namespace sdk = seek::sudoku;
using seek_test::fixture;

TEST_CASE("chains: each named chain where it is the next step, and sound") {
  for (auto const* name : {"X-Cycle", "XY-Cycle", "Skyscraper", "2-String Kite", "Turbot fish", "X-Chain",
                           "Nice loop", "W-Wing", "XY-Chain", "AIC"}) {
    CAPTURE(name);
    auto const& f = fixture(name);
    auto const g = seek_test::state(f);
    auto const s = sdk::find_chain(g);  // SE's "forcing chains and cycles": the easiest
    REQUIRE(s);
    CHECK(to_string(*s) == f.expected);
    CHECK(name == sdk::name(s->tech));
    seek_test::check_sound(*s, seek_test::solution(f));
  }
}

TEST_CASE("chains: weights are SE's, base plus length") {
  auto const s = sdk::find_chain(seek_test::state(fixture("Skyscraper")));
  REQUIRE(s);
  CHECK(s->variant == 6);  // nodes
  CHECK(s->rating == 66);
  auto const w = sdk::find_chain(seek_test::state(fixture("W-Wing")));
  REQUIRE(w);
  CHECK(w->variant == 8);
  CHECK(w->rating == 71);  // 7.0 + one tenth past 6 nodes
  CHECK(sdk::se_length_penalty(6) == 0);
  CHECK(sdk::se_length_penalty(7) == 1);
  CHECK(sdk::se_length_penalty(8) == 1);
  CHECK(sdk::se_length_penalty(10) == 2);
  CHECK(sdk::se_length_penalty(11) == 3);
  CHECK(sdk::se_length_penalty(14) == 3);
  CHECK(sdk::se_length_penalty(15) == 4);
  CHECK(sdk::se_length_penalty(18) == 4);
  CHECK(sdk::se_length_penalty(19) == 5);
}

TEST_CASE("chains: near misses do not fire") {
  struct item {
    char const* name, *elimination;
  };
  for (auto [name, elimination] : {item{"Skyscraper", "r4c2<>7"}, item{"2-String Kite", "r9c6<>2"},
                                   item{"Turbot fish", "r6c2<>9"}, item{"X-Chain", "r8c4<>3"},
                                   item{"W-Wing", "r9c9<>8"}, item{"XY-Chain", "r9c2<>8"},
                                   item{"XY-Cycle", "r5c1<>1"}}) {
    std::string const technique_name = name;  // CAPTURE cannot take a structured binding (clang 14)
    CAPTURE(technique_name);
    auto const t = sdk::technique_from_string(name);
    REQUIRE(t);
    CHECK_FALSE(sdk::find_chain(seek_test::without(fixture(name), elimination), *t));
  }
  CHECK_FALSE(sdk::find_chain(sdk::candidate_grid<3>{}));
}

TEST_CASE("chains: the implication graph's links, in SE's order") {
  using I = sdk::node_index<3>;
  sdk::candidate_grid<3> g;
  for (int d = 3; d <= 9; ++d) g.eliminate(0, d);  // r1c1 = {1,2}
  std::vector<int> off;
  sdk::on_to_off(g, I::make(0, 1, true), true, [&](int q) { off.push_back(q); });
  REQUIRE(off.size() == 1 + 8 + 6 + 6);
  CHECK(off[0] == I::make(0, 2, false));   // the other candidate first
  CHECK(off[1] == I::make(1, 1, false));   // then the box, row by row
  CHECK(off[9] == I::make(3, 1, false));   // then the row outside the box
  CHECK(off[15] == I::make(27, 1, false)); // then the column outside the box
  std::vector<int> on;
  sdk::off_to_on(g, I::make(0, 1, false), true, true, [&](int q, int) { on.push_back(q); });
  CHECK(on == std::vector<int>{I::make(0, 2, true)});  // a bivalue cell; no conjugate pair on an empty board
}

TEST_CASE("chains: a Skyscraper on a 16x16 board and on a 4x4 board") {
  // 5 in column 1 only at r1 and r9, in column 6 only at r1 and r10: the roofs r9c1 and
  // r10c6 share a band of boxes, so 5 leaves the cells of r9 in r10c6's box and of r10 in
  // r9c1's box.
  sdk::candidate_grid<4> g;
  for (int r = 0; r < 16; ++r) {
    if (r != 0 && r != 8) g.eliminate(r * 16, 5);
    if (r != 0 && r != 9) g.eliminate(r * 16 + 5, 5);
  }
  auto s = sdk::find_chain(g);
  REQUIRE(s);
  CHECK(s->tech == sdk::technique::skyscraper);
  CHECK(s->rating == 66);
  for (auto const& e : s->eliminations) CHECK(e.digit == 5);
  // The same on a 4x4 board: 1 in column 1 at r1, r3; in column 3 at r1, r4.
  sdk::candidate_grid<2> g4;
  for (int r : {1, 3}) g4.eliminate(r * 4, 1);
  for (int r : {1, 2}) g4.eliminate(r * 4 + 2, 1);
  auto t = sdk::find_chain(g4, sdk::technique::skyscraper);
  REQUIRE(t);
  for (auto const& e : t->eliminations) CHECK(e.digit == 1);
  CHECK_FALSE(t->eliminations.empty());
}
