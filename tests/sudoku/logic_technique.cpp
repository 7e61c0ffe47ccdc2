// Tests of seek/sudoku/logic/technique.hpp: the one table of techniques,
// whose order, finders and trials drive next_step and find_technique
// (solver.hpp), and whose names and weights are the techniques' own.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include <seek/sudoku/logic/solver.hpp>
#include <seek/sudoku/logic/technique.hpp>

#include "logic_fixtures.hpp"

namespace sdk = seek::sudoku;

TEST_CASE("technique table: names and command-line keys name one technique each") {
  std::set<std::string> names, keys;
  for (sdk::technique_info const& row : sdk::technique_table) {
    CAPTURE(row.name);
    CHECK_FALSE(row.name.empty());
    CHECK(names.insert(std::string(row.name)).second);
    CHECK(keys.insert(sdk::technique_key(row.name)).second);
    CHECK(sdk::technique_from_string(row.name) == row.id);
    CHECK(sdk::se_base(row.id) == row.se_base);
  }
  CHECK(static_cast<int>(names.size()) == sdk::technique_count);
}

TEST_CASE("technique table: the solver's order is SE's, by weight, one search per finder") {
  // The techniques the solver tries, in its order, never get easier: SE's
  // order is by weight, and a rating is the hardest step's.
  int last_weight = 0;
  bool past_always = false;
  for (sdk::technique_info const& row : sdk::technique_table) {
    CAPTURE(row.name);
    if (row.when == sdk::technique_trial::not_tried) {
      CHECK(row.how == sdk::technique_finder::none);
      continue;
    }
    CHECK(row.how != sdk::technique_finder::none);
    CHECK(row.se_base >= last_weight);
    last_weight = row.se_base;
    // The singles tried whatever up_to come first.
    if (row.when != sdk::technique_trial::always) past_always = true;
    else CHECK_FALSE(past_always);
  }
  // Techniques found by one search are adjacent rows, so next_step runs
  // each finder once.
  for (int i = 0; i < sdk::technique_count; ++i)
    for (int j = i + 2; j < sdk::technique_count; ++j) {
      auto const& a = sdk::technique_table[i];
      auto const& b = sdk::technique_table[j];
      if (a.how == sdk::technique_finder::none || a.how != b.how || a.size != b.size) continue;
      CAPTURE(a.name);
      CAPTURE(b.name);
      for (int k = i + 1; k < j; ++k) CHECK((sdk::technique_table[k].how == a.how && sdk::technique_table[k].size == a.size));
    }
}

TEST_CASE("technique table: the singles are tried whatever up_to, the rest only up to it") {
  sdk::solver_options only_full_house;
  only_full_house.up_to = sdk::technique::full_house;
  // A hidden single is found even when up_to stops at full houses...
  auto const hidden = seek_test::state(seek_test::fixture("Hidden single"));
  auto const s = sdk::next_step(hidden, only_full_house);
  REQUIRE(s);
  CHECK(s->tech == sdk::technique::hidden_single);
  // ...but a naked single is not, nor pointing with up_to before it.
  CHECK_FALSE(sdk::next_step(seek_test::state(seek_test::fixture("Naked single")), only_full_house));
  sdk::solver_options before_pointing;
  before_pointing.up_to = sdk::technique::direct_hidden_triple;
  CHECK_FALSE(sdk::next_step(seek_test::state(seek_test::fixture("Pointing")), before_pointing));
  before_pointing.up_to = sdk::technique::pointing;
  auto const p = sdk::next_step(seek_test::state(seek_test::fixture("Pointing")), before_pointing);
  REQUIRE(p);
  CHECK(p->tech == sdk::technique::pointing);
}
