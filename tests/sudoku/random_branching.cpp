// Tests of seek::sudoku::random_branching: a partition like propagate's (the
// same solutions, each once, whatever the seed), a walk fixed by the seed,
// and branching cells that vary with it.
#include <doctest/doctest.h>

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include <seek/strategy/dfs.hpp>
#include <seek/sudoku/sudoku.hpp>

#include "grids.hpp"

namespace sdk = seek::sudoku;

TEST_CASE("random_branching yields the solutions propagate yields, each once, whatever the seed") {
  auto const board9 = seek_test::many_solutions();
  auto const expected9 = seek_test::solution_lines(board9, sdk::propagate);
  REQUIRE(expected9.size() > 50);
  std::set<std::string> const set9(expected9.begin(), expected9.end());
  auto const empty4 = sdk::board<2>::from_grid(sdk::grid(2));
  auto const expected4 = seek_test::solution_lines(empty4, sdk::propagate);
  REQUIRE(expected4.size() == 288);
  std::set<std::string> const set4(expected4.begin(), expected4.end());
  for (std::uint64_t seed : {1, 2, 3, 99}) {
    CAPTURE(seed);
    auto const got9 = seek_test::solution_lines(board9, sdk::random_branching(seed));
    CHECK(got9.size() == expected9.size());
    CHECK(std::set<std::string>(got9.begin(), got9.end()) == set9);
    auto const got4 = seek_test::solution_lines(empty4, sdk::random_branching(seed));
    CHECK(got4.size() == expected4.size());
    CHECK(std::set<std::string>(got4.begin(), got4.end()) == set4);
  }
}

TEST_CASE("random_branching: the walk is fixed by the seed, and the branching cell varies with it") {
  auto const board9 = seek_test::many_solutions();
  CHECK(seek_test::solution_lines(board9, sdk::random_branching(5)) == seek_test::solution_lines(board9, sdk::random_branching(5)));
  // Copies share the generator: a second walk with the same object draws on
  // (as the runs of seek::restarts do), so its order differs.
  auto const next = sdk::random_branching(5);
  auto const first = seek_test::solution_lines(board9, next);
  auto const second = seek_test::solution_lines(board9, next);
  CHECK(first == seek_test::solution_lines(board9, sdk::random_branching(5)));
  CHECK(second != first);
  CHECK(std::set<std::string>(second.begin(), second.end()) == std::set<std::string>(first.begin(), first.end()));
  // The first grandchild of the root (the root itself only settles) is the
  // lowest symbol of the branching cell: different ones mean different cells.
  std::set<std::string> grandchildren;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    auto const f = sdk::random_branching(seed);
    for (auto const& child : f(board9)) {
      for (auto const& grandchild : f(child)) {
        grandchildren.insert(sdk::to_line(grandchild.to_grid()));
        break;
      }
      break;
    }
  }
  CHECK(grandchildren.size() > 2);
}
