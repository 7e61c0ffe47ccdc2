// Tests of seek/sudoku/successor/weighted.hpp: weighted_branching yields the
// solutions propagate yields, each once, for any seed and whatever it has
// learnt on the way; a walk is
// fixed by the seed; weights of the wrong size are refused; restarts that
// share one store solve hard 25x25 boards, and solve(…, learn) does too.
#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include <seek/learn/failure_weights.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/sudoku/sudoku.hpp>

#include "grids.hpp"

namespace sdk = seek::sudoku;

namespace {

// The first puzzle of tests/data/sudoku_16x16_hard.txt (many dead ends on
// the way to its one solution) with its first given blanked: 1,195 solutions.
sdk::board<4> board_16() {
  auto const puzzles = seek_test::read_puzzles(SEEK_TEST_DATA "/sudoku_16x16_hard.txt");
  REQUIRE(!puzzles.empty());
  sdk::grid g = puzzles.front();
  int blanked = 0;
  for (std::size_t c = 0; c < g.cells.size() && blanked < 1; ++c)
    if (g.cells[c] != 0) {
      g.cells[c] = 0;
      ++blanked;
    }
  return sdk::board<4>::from_grid(g);
}

}  // namespace

TEST_CASE("weighted_branching yields the solutions propagate yields, each once, whatever it learnt") {
  auto const empty4 = sdk::board<2>::from_grid(sdk::grid(2));
  auto const expected4 = seek_test::solution_lines(empty4, sdk::propagate);
  REQUIRE(expected4.size() == 288);
  for (std::uint64_t seed : {1u, 2u, 99u}) {
    CAPTURE(seed);
    seek::failure_weights w4(3 * 4);
    auto const got4 = seek_test::solution_lines(empty4, sdk::weighted_branching(w4, seed));
    CHECK(got4.size() == 288);
    CHECK(std::set<std::string>(got4.begin(), got4.end()) == std::set<std::string>(expected4.begin(), expected4.end()));
  }
  // A complete walk of a 16x16 board with failures to learn from: learning
  // reorders the search and every solution is still there, once.
  auto const board16 = board_16();
  auto const all16 = seek_test::solution_lines(board16, sdk::propagate);
  REQUIRE(all16.size() == 1195);
  seek::failure_weights w16(3 * 16);
  auto const got16 = seek_test::solution_lines(board16, sdk::weighted_branching(w16, 5));
  CHECK(got16.size() == all16.size());
  CHECK(std::set<std::string>(got16.begin(), got16.end()) == std::set<std::string>(all16.begin(), all16.end()));
  CHECK(w16.failures() > 0);
}

TEST_CASE("weighted_branching: the walk is fixed by the seed and the weights it starts from") {
  auto const board16 = board_16();
  auto walk = [&](std::uint64_t seed) {
    seek::failure_weights w(3 * 16);
    return seek_test::solution_lines(board16, sdk::weighted_branching(w, seed));
  };
  CHECK(walk(3) == walk(3));
  CHECK(walk(3) != walk(4));
}

TEST_CASE("weighted_branching: weights of the wrong size are refused, naming both sizes") {
  auto const b = sdk::board<4>::from_grid(sdk::grid(4));
  seek::failure_weights w(3 * 9);
  CHECK_THROWS_WITH_AS(sdk::weighted_branching(w, 1)(b), doctest::Contains("the weights have 27 entries, a 16x16 board has 48 units"),
                       std::invalid_argument);
}

TEST_CASE("restarts over weighted_branching sharing one store solve hard 25x25 boards") {
  auto const puzzles = seek_test::read_puzzles(SEEK_TEST_DATA "/sudoku_25x25_hard.txt");
  REQUIRE(puzzles.size() >= 2);
  for (std::size_t i = 0; i < 2; ++i) {
    CAPTURE(i);
    seek::failure_weights w(3 * 25);
    auto make = [w](std::uint64_t s) { return sdk::weighted_branching(w, s); };
    CHECK(seek_test::states_to_solve_by_restarts<5>(puzzles[i], make) > 0);
    CHECK(w.failures() > 0);
  }
}

TEST_CASE("solve with learn (the default) and without: the first solution of a hard 25x25 board, repeatable for a seed") {
  auto const puzzles = seek_test::read_puzzles(SEEK_TEST_DATA "/sudoku_25x25_hard.txt");
  REQUIRE(!puzzles.empty());
  sdk::solve_options opt;
  opt.engine = sdk::solve_engine::dfs;  // the restarts' learning (the automatic engine is cdcl on 25x25)
  opt.learn = true;
  opt.seed = 11;
  auto const b = sdk::board<5>::from_grid(puzzles.front());
  seek::statistics s1, s2;
  auto const a = sdk::solve(b, opt, s1);
  auto const c = sdk::solve(b, opt, s2);
  REQUIRE(a);
  REQUIRE(c);
  CHECK(sdk::is_solution(puzzles.front(), a->to_grid()));
  CHECK(*a == *c);
  CHECK(s1.nodes == s2.nodes);
  // learn off: the restarts draw the branching cell at random; a solution all the same.
  opt.learn = false;
  auto const off = sdk::solve(b, opt);
  REQUIRE(off);
  CHECK(sdk::is_solution(puzzles.front(), off->to_grid()));
  // A decay outside (0, 1] is refused when the weights are made.
  opt.learn = true;
  opt.decay = 0;
  opt.restarts = sdk::restart_mode::always;
  CHECK_THROWS_AS(sdk::solve(b, opt), std::invalid_argument);
}
