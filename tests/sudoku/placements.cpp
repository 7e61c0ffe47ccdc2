// Tests of seek/sudoku/board/placements.hpp: a board's placements as
// literals (cell * side + symbol - 1, in cell order), and the contract nogood
// learning asks of the sudoku model: after restarts that learnt nogoods over
// placements, also walked on past solutions, counting through
// seek::avoiding finds every solution; solve with nogoods finds a valid
// solution of a hard 25x25 board, the same for a seed.
#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include <seek/learn/learn_nogoods.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/strategy/restarts.hpp>
#include <seek/sudoku/sudoku.hpp>

#include "grids.hpp"

namespace sdk = seek::sudoku;

TEST_CASE("placements: one literal per set cell, cell * side + symbol - 1, in cell order") {
  sdk::grid g(2);
  g.cells = {1, 0, 0, 0,  //
             0, 0, 3, 0,  //
             0, 0, 0, 0,  //
             0, 0, 0, 4};
  auto const b = sdk::board<2>::from_grid(g);
  std::vector<std::uint32_t> got;
  for (std::uint32_t l : sdk::placements(b)) got.push_back(l);
  CHECK(got == std::vector<std::uint32_t>{0 * 4 + 0, 6 * 4 + 2, 15 * 4 + 3});
  CHECK(sdk::placement_literals<2> == 64);
  CHECK(sdk::placement_literals<5> == 625 * 25);
  auto const empty = sdk::board<3>::from_grid(sdk::grid(3));
  CHECK(sdk::placements(empty).begin() == sdk::placements(empty).end());
  // 9x9 (the other storage): a complete board has 81 literals, one per cell.
  auto const solved = sdk::board<3>::from_grid(seek_test::grid9(
      "534678912672195348198342567859761423426853791713924856961537284287419635345286179"));
  REQUIRE(solved.complete());
  std::size_t n = 0;
  for (std::uint32_t l : sdk::placements(solved)) {
    CHECK(l / 9 == n);  // cell n
    CHECK(l % 9 + 1 == static_cast<std::uint32_t>(solved.value(static_cast<int>(n))));
    ++n;
  }
  CHECK(n == 81);
}

namespace {

// The first puzzle of tests/data/sudoku_16x16_hard.txt with its first given
// blanked: 1,195 solutions, many dead ends on the way.
sdk::board<4> blanked_16() {
  auto const puzzles = seek_test::read_puzzles(SEEK_TEST_DATA "/sudoku_16x16_hard.txt");
  REQUIRE(!puzzles.empty());
  sdk::grid g = puzzles.front();
  for (auto& v : g.cells)
    if (v != 0) {
      v = 0;
      break;
    }
  return sdk::board<4>::from_grid(g);
}

}  // namespace

TEST_CASE("nogoods over placements never remove a solution: counting through them finds all 1,195") {
  auto const root = blanked_16();
  std::uint64_t const all = seek_test::solution_lines(root, sdk::propagate).size();
  REQUIRE(all == 1195);
  auto const complete = [](sdk::board<4> const& b) { return b.complete(); };
  for (std::uint64_t seed : {1u, 2u}) {
    CAPTURE(seed);
    seek::nogood_store store(sdk::placement_literals<4>);
    seek::failure_weights weights(3 * 16);
    auto make = [weights](std::uint64_t s) { return sdk::weighted_branching(weights, s); };
    auto walk = seek::restarts(root, seek::learn_nogoods(seek::reseeded(make), store, sdk::placements, complete),
                               seek::luby_schedule{.scale = 10}, seed);
    // Walk on past the solutions met, to 40 distinct ones, so that runs
    // close subtrees with solutions in them too.
    std::set<std::string> found;
    for (auto const& b : walk) {
      if (b.complete()) found.insert(sdk::to_line(b.to_grid()));
      if (found.size() == 40) break;
    }
    CHECK(found.size() == 40);
    CHECK(store.size() > 0);
    auto const kept = seek_test::solution_lines(root, seek::avoiding(sdk::propagate, store, sdk::placements));
    CHECK(kept.size() == all);
    CHECK(std::set<std::string>(kept.begin(), kept.end()).size() == all);
  }
}

TEST_CASE("solve with nogoods: a valid first solution of a hard 25x25 board, the same for a seed") {
  // Board 2 of the file (250:6): plain search needs more than 20,000 states,
  // the default policy about 5,700 in several runs.
  auto const puzzles = seek_test::read_puzzles(SEEK_TEST_DATA "/sudoku_25x25_qwh_hard.txt");
  REQUIRE(puzzles.size() >= 2);
  auto const& puzzle = puzzles[1];
  auto const b = sdk::board<5>::from_grid(puzzle);
  sdk::solve_options opt;
  opt.nogoods = true;
  opt.seed = 3;
  seek::statistics s1, s2;
  auto const a = sdk::solve(b, opt, s1);
  auto const c = sdk::solve(b, opt, s2);
  REQUIRE(a);
  REQUIRE(c);
  CHECK(sdk::is_solution(puzzle, a->to_grid()));
  CHECK(*a == *c);
  CHECK(s1.nodes == s2.nodes);
  CHECK(s1.passes > 1);  // restarts ran, and learnt between runs
}
