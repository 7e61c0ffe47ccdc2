// Tests of seek/sudoku/generate/by_technique.hpp: puzzles generated for a technique
// or a rating on the SE scale.
#include <doctest/doctest.h>

#include <stdexcept>

#include <seek/sudoku/generate/by_technique.hpp>
#include <seek/sudoku/solve/solve.hpp>

namespace sdk = seek::sudoku;

namespace {
void check_unique(sdk::rated_puzzle const& p) {
  CHECK(sdk::count(sdk::board<3>::from_grid(p.puzzle), 2) == 1);
  auto const s = sdk::solve(sdk::board<3>::from_grid(p.puzzle));
  REQUIRE(s);
  CHECK(s->to_grid() == p.solution);
}
}  // namespace

TEST_CASE("generate_rated: a puzzle that needs an XY-Wing and nothing harder, the same from the same seed") {
  sdk::rated_generate_options o;
  o.needs = sdk::technique::xy_wing;
  auto const p = sdk::generate_rated(3, o, 7);
  check_unique(p);
  CHECK(p.rating.solved);
  CHECK(p.rating.rating == 42);
  CHECK(p.rating.histogram[static_cast<std::size_t>(sdk::technique::xy_wing)] >= 1);
  auto const again = sdk::generate_rated(3, o, 7);
  CHECK(again.puzzle == p.puzzle);
  CHECK(again.attempts == p.attempts);
  auto const other = sdk::generate_rated(3, o, 8);
  CHECK_FALSE(other.puzzle == p.puzzle);
}

TEST_CASE("generate_rated: from a stream, the seed's puzzle first, then others, repeatably") {
  sdk::rated_generate_options o;
  o.needs = sdk::technique::x_wing;
  seek::xoshiro256ss gen(11);
  auto const first = sdk::generate_rated(3, o, gen);
  auto const second = sdk::generate_rated(3, o, gen);
  CHECK(first.puzzle == sdk::generate_rated(3, o, 11).puzzle);
  CHECK_FALSE(second.puzzle == first.puzzle);
  CHECK(second.rating.rating == 32);
  CHECK(second.rating.histogram[static_cast<std::size_t>(sdk::technique::x_wing)] >= 1);
  seek::xoshiro256ss again(11);
  (void)sdk::generate_rated(3, o, again);
  CHECK(sdk::generate_rated(3, o, again).puzzle == second.puzzle);
}

TEST_CASE("generate_rated: a rating range, a band, a minimal puzzle") {
  sdk::rated_generate_options o;
  o.min_rating = 40;
  o.max_rating = 60;
  auto const p = sdk::generate_rated(3, o, 1);
  check_unique(p);
  CHECK(p.rating.rating >= 40);
  CHECK(p.rating.rating <= 60);
  sdk::rated_generate_options e;
  e.band = sdk::difficulty::easy;
  e.puzzle.minimal = true;
  auto const q = sdk::generate_rated(3, e, 3);
  check_unique(q);
  CHECK(q.minimal);
  CHECK(sdk::se_band(q.rating.rating) == sdk::difficulty::easy);
  CHECK(sdk::se_band(23) == sdk::difficulty::easy);
  CHECK(sdk::se_band(26) == sdk::difficulty::medium);
  CHECK(sdk::se_band(42) == sdk::difficulty::hard);
  CHECK(sdk::se_band(66) == sdk::difficulty::fiendish);
}

TEST_CASE("generate_rated: a 4x4 puzzle, and what cannot be done") {
  sdk::rated_generate_options o;
  o.max_rating = 15;
  auto const p = sdk::generate_rated(2, o, 5);
  CHECK(p.rating.solved);
  CHECK(p.rating.rating <= 15);
  sdk::rated_generate_options rare;
  rare.needs = sdk::technique::jellyfish;
  rare.puzzle.max_attempts = 2;
  CHECK_THROWS_WITH_AS(sdk::generate_rated(3, rare, 1), doctest::Contains("needing Jellyfish found in 2 attempts"),
                       sdk::generate_error);
  sdk::rated_generate_options empty;
  empty.min_rating = 50;
  empty.max_rating = 40;
  CHECK_THROWS_WITH_AS(sdk::generate_rated(3, empty, 1), doctest::Contains("5.0..4.0 is empty"), std::invalid_argument);
  sdk::rated_generate_options bad;
  bad.needs = sdk::technique::bug;
  bad.solver.uniqueness = false;
  CHECK_THROWS_AS(sdk::generate_rated(3, bad, 1), std::invalid_argument);
  CHECK_THROWS_AS(sdk::generate_rated(6, sdk::rated_generate_options{}, 1), std::invalid_argument);
}
