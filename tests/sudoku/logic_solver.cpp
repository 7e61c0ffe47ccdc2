// Tests of seek/sudoku/logic/solver.hpp: next_step takes the techniques in
// SE's order, and find_technique finds one technique.
#include <doctest/doctest.h>

#include <chrono>
#include <string>

#include <seek/sudoku/logic/solver.hpp>

#include "logic_fixtures.hpp"

namespace sdk = seek::sudoku;
using seek_test::fixture;

TEST_CASE("solver: every fixture's technique is the next step there (SE's order)") {
  for (auto const& f : seek_test::logic_fixtures) {
    CAPTURE(f.technique);
    auto const g = seek_test::state(f);
    auto const s = sdk::next_step(g);
    REQUIRE(s);
    CHECK(to_string(*s) == f.expected);
    auto const t = sdk::technique_from_string(f.technique);
    REQUIRE(t);
    auto const found = sdk::find_technique(g, *t);
    REQUIRE(found);
    CHECK(to_string(*found) == f.expected);
  }
}

TEST_CASE("solver: near misses: without one candidate of the pattern, the technique is gone") {
  struct item {
    char const* name, *elimination;
  };
  for (auto [name, elimination] :
       {item{"Direct pointing", "r1c5<>6"}, item{"Direct hidden pair", "r1c4<>9"},
        item{"Direct hidden triple", "r2c5<>1"}, item{"Claiming", "r2c2<>7"}, item{"Naked pair", "r8c7<>9"},
        item{"Hidden pair", "r1c2<>6"}, item{"Naked triple", "r6c3<>4"}, item{"Hidden triple", "r1c2<>4"},
        item{"XY-Wing", "r9c7<>2"}, item{"XYZ-Wing", "r5c2<>4"}, item{"Unique rectangle", "r1c7<>6"},
        item{"Unique loop", "r3c1<>7"}, item{"Naked quad", "r1c2<>9"}, item{"Hidden quad", "r1c7<>2"},
        item{"BUG", "r6c4<>1"}, item{"Aligned pair exclusion", "r2c8<>4"}, item{"XY-Cycle", "r5c1<>1"},
        item{"Skyscraper", "r4c2<>7"}, item{"2-String Kite", "r9c6<>2"}, item{"Turbot fish", "r6c2<>9"},
        item{"X-Chain", "r8c4<>3"}, item{"W-Wing", "r9c9<>8"}, item{"XY-Chain", "r9c2<>8"},
        item{"Aligned triple exclusion", "r6c8<>1"}}) {
    std::string const technique_name = name;  // CAPTURE cannot take a structured binding (clang 14)
    CAPTURE(technique_name);
    auto const t = sdk::technique_from_string(name);
    REQUIRE(t);
    CHECK_FALSE(sdk::find_technique(seek_test::without(fixture(name), elimination), *t));
  }
}

TEST_CASE("solver: options stop before a technique, or leave out uniqueness") {
  auto const& f = fixture("Unique rectangle");
  auto const g = seek_test::state(f);
  sdk::solver_options no_uniqueness;
  no_uniqueness.uniqueness = false;
  auto const s = sdk::next_step(g, no_uniqueness);
  REQUIRE(s);
  CHECK(s->tech != sdk::technique::unique_rectangle);
  sdk::solver_options easy;
  easy.up_to = sdk::technique::xyz_wing;
  CHECK_FALSE(sdk::next_step(g, easy));
  // Nothing forces anything on an empty board (up to 9.x: the nested forcing
  // chains would search its 729 candidates for hours).
  sdk::solver_options up_to_9;
  up_to_9.up_to = sdk::technique::forcing_chain_plus;
  CHECK_FALSE(sdk::next_step(sdk::candidate_grid<3>{}, up_to_9));
}

TEST_CASE("solver: the default options leave the nested levels out on a board of many solutions") {
  // An empty board: before, the nested forcing chains searched it for hours;
  // the deadline turns that into a stopped path, which must not happen.
  sdk::solver_options defaults;
  defaults.stop.deadline = sdk::stop_check::clock::now() + std::chrono::seconds(20);
  auto const p = sdk::explain(sdk::candidate_grid<3>{}, defaults);
  CHECK_FALSE(p.stopped);
  CHECK_FALSE(p.solved);
  CHECK_FALSE(p.contradiction);
  CHECK(p.steps.empty());
  CHECK_FALSE(sdk::next_step(sdk::candidate_grid<3>{}));
  // Asked for explicitly, the nested levels are tried there: the search
  // runs until the deadline.
  sdk::solver_options nested;
  nested.nested_only_when_unique = false;
  nested.stop.deadline = sdk::stop_check::clock::now() + std::chrono::milliseconds(100);
  CHECK(sdk::explain(sdk::candidate_grid<3>{}, nested).stopped);
}

TEST_CASE("technique_key: the command-line name of every technique, read back") {
  CHECK(sdk::technique_key(sdk::technique::x_wing) == "x-wing");
  CHECK(sdk::technique_key(sdk::technique::two_string_kite) == "2-string-kite");
  CHECK(sdk::technique_key(sdk::technique::forcing_chain_plus) == "forcing-chain");
  CHECK(sdk::technique_key(sdk::technique::xy_wing) == "xy-wing");
  for (int i = 0; i < sdk::technique_count; ++i) {
    auto const t = static_cast<sdk::technique>(i);
    CHECK(sdk::technique_from_string(sdk::technique_key(t)) == t);
    CHECK(sdk::technique_from_string(sdk::name(t)) == t);
  }
  CHECK_FALSE(sdk::technique_from_string("x-wings"));
}
