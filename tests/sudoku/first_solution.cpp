// Tests of seek::sudoku::first_solution and its options (solve_options.hpp):
// plain search below 25x25, plain search then restarts from 25x25 up, the
// restarts alone, the same walk as seek::restarts after the plain run, one
// set of limits for the whole search, "no solution" only after a complete
// search, and solve() on boards, grids and text going through it.
#include <doctest/doctest.h>

#include <cstdint>
#include <optional>
#include <string>

#include <seek/strategy/dfs.hpp>
#include <seek/sudoku/sudoku.hpp>

#include "grids.hpp"

namespace sdk = seek::sudoku;

namespace {

sdk::grid hard25(std::size_t i) {
  auto const puzzles = seek_test::read_puzzles(std::string(SEEK_TEST_DATA) + "/sudoku_25x25_qwh_hard.txt");
  REQUIRE(puzzles.size() > i);
  return puzzles[i];
}

// The dfs engine (on 25x25 the automatic engine is cdcl: explained_model.cpp).
sdk::solve_options mode(sdk::restart_mode m, std::uint64_t seed = 1) {
  sdk::solve_options o;
  o.engine = sdk::solve_engine::dfs;
  o.restarts = m;
  o.seed = seed;
  return o;
}

}  // namespace

TEST_CASE("solve_options: the defaults and the names of the modes") {
  sdk::solve_options const o;
  CHECK(o.restarts == sdk::restart_mode::automatic);
  CHECK(o.seed == 1);
  CHECK(o.plain_nodes == 5'000);
  CHECK(o.restart_scale == 100);
  CHECK(o.restarts_from_box == 5);
  CHECK(o.learn);
  CHECK(o.decay == 0.95);
  CHECK(std::string(sdk::to_string(sdk::restart_mode::automatic)) == "auto");
  CHECK(std::string(sdk::to_string(sdk::restart_mode::never)) == "never");
  CHECK(std::string(sdk::to_string(sdk::restart_mode::always)) == "always");
}

TEST_CASE("first_solution below 25x25 under automatic: plain depth-first search, its statistics") {
  auto const b = seek_test::many_solutions();
  seek::statistics plain;
  std::optional<sdk::board<3>> first;
  for (auto const& s : seek::dfs(b, sdk::propagate, plain))
    if (s.complete()) {
      first = s;
      break;
    }
  REQUIRE(first);
  seek::statistics stats;
  auto const found = sdk::first_solution(b, sdk::propagate, {}, stats);
  REQUIRE(found);
  CHECK(*found == *first);
  CHECK(stats.nodes == plain.nodes);
  CHECK(stats.failures == plain.failures);
  CHECK(stats.passes == 1);  // one walk: no restart run
  CHECK(stats.passes == plain.passes);
  CHECK(sdk::solve(b) == found);
}

TEST_CASE("first_solution on a hard 25x25 board: plain search for 5,000 states, then restarts") {
  auto const g = hard25(1);  // plain search needs more than 20,000 states
  auto const b = sdk::board<5>::from_grid(g);
  seek::statistics autos, always, never;
  auto const a = sdk::first_solution(b, sdk::propagate, mode(sdk::restart_mode::automatic), autos);
  REQUIRE(a);
  CHECK(sdk::is_solution(g, a->to_grid()));
  CHECK(autos.nodes < 20'000);
  CHECK(autos.passes > 1);
  CHECK(autos.stopped == seek::stop_reason::none);
  // After the plain run, the same runs as restarts alone with the same seed.
  auto const r = sdk::first_solution(b, sdk::propagate, mode(sdk::restart_mode::always), always);
  REQUIRE(r);
  CHECK(*r == *a);
  CHECK(autos.nodes == 5'000 + always.nodes);
  CHECK(autos.passes == always.passes + 1);
  // never: plain search, cut here by a limit.
  auto const n = sdk::first_solution(b, sdk::propagate, mode(sdk::restart_mode::never), never,
                                     seek::limits{.nodes = 20'000});
  CHECK_FALSE(n);
  CHECK(never.stopped == seek::stop_reason::node_limit);
  CHECK(never.nodes == 20'000);
  // The board overload and the runtime entry points run the same policy.
  sdk::solve_options const dfs = mode(sdk::restart_mode::automatic);
  CHECK(sdk::solve(b, dfs) == a);
  CHECK(sdk::solve(g, dfs) == a->to_grid());
  CHECK(sdk::solve(sdk::to_line(g), dfs) == a->to_grid());
  // Another seed: another walk, a solution all the same.
  auto const s7 = sdk::solve(g, mode(sdk::restart_mode::automatic, 7));
  CHECK(sdk::is_solution(g, s7));
}

TEST_CASE("first_solution: one set of limits for the plain search and the restarts together") {
  auto const b = sdk::board<5>::from_grid(hard25(10));  // restarts take tens of thousands of states
  sdk::solve_options const dfs = mode(sdk::restart_mode::automatic);
  seek::statistics stats;
  CHECK_FALSE(sdk::first_solution(b, sdk::propagate, dfs, stats, seek::limits{.nodes = 5'100}));
  CHECK(stats.stopped == seek::stop_reason::node_limit);
  CHECK(stats.nodes == 5'100);
  CHECK(stats.passes == 2);  // the plain run and one restart run
  seek::statistics in_plain;
  CHECK_FALSE(sdk::first_solution(b, sdk::propagate, dfs, in_plain, seek::limits{.nodes = 300}));
  CHECK(in_plain.nodes == 300);
  CHECK(in_plain.passes == 1);
  seek::statistics timed;
  CHECK_FALSE(sdk::first_solution(b, sdk::propagate, mode(sdk::restart_mode::always), timed,
                                  seek::limits{.time = std::chrono::microseconds(1)}));
  CHECK(timed.stopped == seek::stop_reason::time_limit);
}

TEST_CASE("first_solution: no solution only after a complete search, restarts included") {
  // Rows 1-2 of a 4x4: the top right box holds a 3, so row 1 cannot place both 3 and 4 there.
  auto const none = std::get<sdk::grid>(sdk::parse_puzzle("12....3........."));
  auto const b = sdk::board<2>::from_grid(none);
  for (auto m : {sdk::restart_mode::automatic, sdk::restart_mode::never, sdk::restart_mode::always}) {
    CAPTURE(sdk::to_string(m));
    seek::statistics stats;
    CHECK_FALSE(sdk::first_solution(b, sdk::propagate, mode(m), stats));
    CHECK(stats.stopped == seek::stop_reason::exhausted);
  }
  CHECK_THROWS_AS(sdk::solve(none, mode(sdk::restart_mode::always)), sdk::solve_error);
}

TEST_CASE("first_solution: restarts from a smaller box size, and over other successor functions") {
  sdk::solve_options o;
  o.restarts_from_box = 3;
  o.plain_nodes = 10;
  auto const b = seek_test::many_solutions();
  for (auto kind : {sdk::successor_kind::first_empty, sdk::successor_kind::fewest_candidates,
                    sdk::successor_kind::propagate}) {
    CAPTURE(sdk::to_string(kind));
    seek::statistics stats;
    auto const found = sdk::first_solution(b, sdk::chosen(kind), o, stats);
    REQUIRE(found);
    CHECK(found->complete());
    CHECK(sdk::is_solution(b.to_grid(), found->to_grid()));
  }
  // Propagate chosen at run time follows propagate's policy exactly.
  auto const g = hard25(1);
  auto const b25 = sdk::board<5>::from_grid(g);
  for (auto engine : {sdk::solve_engine::dfs, sdk::solve_engine::automatic}) {
    CAPTURE(sdk::to_string(engine));
    sdk::solve_options o25;
    o25.engine = engine;
    seek::statistics named, chosen;
    auto const x = sdk::first_solution(b25, sdk::propagate, o25, named);
    auto const y = sdk::first_solution(b25, sdk::chosen(sdk::successor_kind::propagate), o25, chosen);
    REQUIRE(x);
    CHECK(x == y);
    CHECK(named.nodes == chosen.nodes);
  }
}
