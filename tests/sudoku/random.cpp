// Tests of the random successor functions (seek/sudoku/successor/random.hpp):
// random_branching, random_order and random_probing each yield the solutions of
// the function they randomize, each once, whatever the seed; a walk is fixed by
// the seed and varies with it; copies share the generator; restarts over them
// solve hard 25x25 boards.
#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include <seek/strategy/dfs.hpp>
#include <seek/sudoku/sudoku.hpp>

#include "grids.hpp"

namespace sdk = seek::sudoku;

namespace {

template <int N, class R>
std::vector<std::string> lines_of(R&& children) {
  std::vector<std::string> out;
  for (auto const& c : children) out.push_back(sdk::to_line(c.to_grid()));
  return out;
}

sdk::grid first_puzzle(std::string const& path) {
  auto const all = seek_test::read_puzzles(path);
  REQUIRE(!all.empty());
  return all.front();
}

}  // namespace

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

TEST_CASE("random_order yields the solutions propagate yields, each once, whatever the seed") {
  auto const board9 = seek_test::many_solutions();
  auto const expected9 = seek_test::solution_lines(board9, sdk::propagate);
  REQUIRE(expected9.size() > 50);
  auto const empty4 = sdk::board<2>::from_grid(sdk::grid(2));
  auto const expected4 = seek_test::solution_lines(empty4, sdk::propagate);
  REQUIRE(expected4.size() == 288);
  for (std::uint64_t seed : {1, 2, 3, 99}) {
    CAPTURE(seed);
    auto const got9 = seek_test::solution_lines(board9, sdk::random_order(seed));
    CHECK(got9.size() == expected9.size());
    CHECK(std::set<std::string>(got9.begin(), got9.end()) == std::set<std::string>(expected9.begin(), expected9.end()));
    auto const got4 = seek_test::solution_lines(empty4, sdk::random_order(seed));
    CHECK(got4.size() == expected4.size());
    CHECK(std::set<std::string>(got4.begin(), got4.end()) == std::set<std::string>(expected4.begin(), expected4.end()));
    CHECK(got4 != expected4);  // 288 solutions in propagate's order by chance: no
  }
}

TEST_CASE("random_order: at every node of a 25x25 walk, propagate's children in another order") {
  // Cell and place branching (from 25x25 up) both: the children are the same
  // boards as propagate's, and the orders drawn differ from propagate's.
  auto const root = sdk::board<5>::from_grid(first_puzzle(std::string(SEEK_TEST_DATA) + "/sudoku_25x25_qwh_hard.txt"));
  auto const next = sdk::random_order(7);
  int nodes = 0, reordered = 0, branching = 0;
  for (auto const& b : seek::dfs(root, sdk::propagate)) {
    auto const mine = lines_of<5>(next(b));
    auto const theirs = lines_of<5>(sdk::propagate(b));
    CHECK(std::multiset<std::string>(mine.begin(), mine.end()) ==
          std::multiset<std::string>(theirs.begin(), theirs.end()));
    if (theirs.size() > 1) ++branching;
    if (mine != theirs) ++reordered;
    if (++nodes == 150) break;
  }
  CHECK(branching > 20);
  CHECK(reordered > branching / 4);  // two children: swapped with chance 1/2
  CHECK(reordered < branching);
}

TEST_CASE("random_order: the walk is fixed by the seed and varies with it") {
  auto const board9 = seek_test::many_solutions();
  auto const a = seek_test::solution_lines(board9, sdk::random_order(5));
  CHECK(a == seek_test::solution_lines(board9, sdk::random_order(5)));
  CHECK(a != seek_test::solution_lines(board9, sdk::random_order(6)));
  // Copies share the generator: a second walk with the same object draws on.
  auto const next = sdk::random_order(5);
  CHECK(seek_test::solution_lines(board9, next) == a);
  CHECK(seek_test::solution_lines(board9, next) != a);
}

TEST_CASE("restarts over reseeded random_order solve hard 25x25 boards") {
  auto const puzzle = first_puzzle(std::string(SEEK_TEST_DATA) + "/sudoku_25x25_qwh_hard.txt");
  auto per_run = [](std::uint64_t s) { return sdk::random_order(s); };
  CHECK(seek_test::states_to_solve_by_restarts<5>(puzzle, per_run) < 50000);
}

TEST_CASE("random_probing: the walk is fixed by the seed and varies with it") {
  auto const board9 = seek_test::many_solutions();
  auto const a = seek_test::solution_lines(board9, sdk::random_probing(5));
  CHECK(a == seek_test::solution_lines(board9, sdk::random_probing(5)));
  CHECK(a != seek_test::solution_lines(board9, sdk::random_probing(6)));
  CHECK(a != seek_test::solution_lines(board9, sdk::probing));
}

TEST_CASE("restarts over reseeded random_probing solve hard 25x25 boards") {
  auto const puzzle = first_puzzle(std::string(SEEK_TEST_DATA) + "/sudoku_25x25_qwh_hard.txt");
  auto per_run = [](std::uint64_t s) { return sdk::random_probing(s); };
  CHECK(seek_test::states_to_solve_by_restarts<5>(puzzle, per_run) < 5000);
}
