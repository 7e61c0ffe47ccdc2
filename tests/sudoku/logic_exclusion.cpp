// Tests of seek/sudoku/logic/exclusion.hpp: aligned pair and triple exclusion.
#include <doctest/doctest.h>

#include <seek/sudoku/logic/exclusion.hpp>

#include "logic_fixtures.hpp"

namespace sdk = seek::sudoku;
using seek_test::fixture;

TEST_CASE("exclusion: pair and triple where they are the next step, and sound") {
  for (bool triple : {false, true}) {
    auto const& f = fixture(triple ? "Aligned triple exclusion" : "Aligned pair exclusion");
    auto const g = seek_test::state(f);
    auto const s = triple ? sdk::find_aligned_triple_exclusion(g) : sdk::find_aligned_pair_exclusion(g);
    REQUIRE(s);
    CHECK(to_string(*s) == f.expected);
    CHECK(s->rating == (triple ? 75 : 62));
    seek_test::check_sound(*s, seek_test::solution(f));
  }
}

TEST_CASE("exclusion: near misses do not fire") {
  CHECK_FALSE(sdk::find_aligned_pair_exclusion(seek_test::without(fixture("Aligned pair exclusion"), "r2c8<>4")));
  CHECK_FALSE(sdk::find_aligned_triple_exclusion(seek_test::without(fixture("Aligned triple exclusion"), "r6c8<>1")));
  CHECK_FALSE(sdk::find_aligned_pair_exclusion(sdk::candidate_grid<3>{}));
}
