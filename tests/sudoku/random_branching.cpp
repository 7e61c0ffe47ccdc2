// Tests of seek::sudoku::random_branching: a partition like propagate's (the
// same solutions, each once, whatever the seed), a walk fixed by the seed,
// and branching cells that vary with it.
#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include <seek/dfs.hpp>
#include <seek/sudoku/sudoku.hpp>

namespace sdk = seek::sudoku;

namespace {

// Every completion of `root` by seek::dfs over `next`, as lines, in order.
template <int N, class F>
std::vector<std::string> all_solutions(sdk::board<N> const& root, F next) {
  std::vector<std::string> out;
  for (auto const& b : seek::dfs(root, next))
    if (b.complete()) out.push_back(sdk::to_line(b.to_grid()));
  return out;
}

// Arto Inkala's 2012 puzzle, solved, with two cells of every three blanked:
// a 9x9 board with many solutions and many two-candidate cells.
sdk::board<3> many_solutions() {
  auto const g = std::get<sdk::grid>(
      sdk::parse_puzzle("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."));
  sdk::grid full = g;
  for (auto const& b : seek::dfs(sdk::board<3>::from_grid(g), sdk::propagate))
    if (b.complete()) full = b.to_grid();
  for (std::size_t c = 0; c < full.cells.size(); ++c)
    if ((c * 7 + c / 9) % 3 != 0) full.cells[c] = 0;
  return sdk::board<3>::from_grid(full);
}

}  // namespace

TEST_CASE("random_branching yields the solutions propagate yields, each once, whatever the seed") {
  auto const board9 = many_solutions();
  auto const expected9 = all_solutions(board9, sdk::propagate);
  REQUIRE(expected9.size() > 50);
  std::set<std::string> const set9(expected9.begin(), expected9.end());
  auto const empty4 = sdk::board<2>::from_grid(sdk::grid(2));
  auto const expected4 = all_solutions(empty4, sdk::propagate);
  REQUIRE(expected4.size() == 288);
  std::set<std::string> const set4(expected4.begin(), expected4.end());
  for (std::uint64_t seed : {1, 2, 3, 99}) {
    CAPTURE(seed);
    auto const got9 = all_solutions(board9, sdk::random_branching(seed));
    CHECK(got9.size() == expected9.size());
    CHECK(std::set<std::string>(got9.begin(), got9.end()) == set9);
    auto const got4 = all_solutions(empty4, sdk::random_branching(seed));
    CHECK(got4.size() == expected4.size());
    CHECK(std::set<std::string>(got4.begin(), got4.end()) == set4);
  }
}

TEST_CASE("random_branching: the walk is fixed by the seed, and the branching cell varies with it") {
  auto const board9 = many_solutions();
  CHECK(all_solutions(board9, sdk::random_branching(5)) == all_solutions(board9, sdk::random_branching(5)));
  // Copies share the generator: a second walk with the same object draws on
  // (as the runs of seek::restarts do), so its order differs.
  auto const next = sdk::random_branching(5);
  auto const first = all_solutions(board9, next);
  auto const second = all_solutions(board9, next);
  CHECK(first == all_solutions(board9, sdk::random_branching(5)));
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
