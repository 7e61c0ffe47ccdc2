// Tests on big boards that are hard for seek::dfs over propagate
// (tests/data/sudoku_25x25_qwh_hard.txt: in the benchmarks, a plain depth-first
// search needed more than 200,000 nodes on most of them before all-different
// filtering, and still fails on 3 of 11 within 20,000): seek::restarts over the same
// successor function solves the first of them in a few thousand nodes, and
// the board it returns is checked cell by cell against the rules.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <variant>
#include <vector>

#include <range/v3/view/filter.hpp>

#include <seek/range/first.hpp>
#include <seek/strategy/restarts.hpp>
#include <seek/sudoku/sudoku.hpp>

#include "grids.hpp"

namespace sdk = seek::sudoku;

namespace {

// `s` is complete, keeps every given of `p`, and each row, column and box
// holds every symbol once.
void check_solution(sdk::grid const& p, sdk::grid const& s) {
  int const side = p.box * p.box;
  for (std::size_t c = 0; c < p.cells.size(); ++c) {
    CHECK(s.cells[c] >= 1);
    if (p.cells[c] != 0) CHECK(s.cells[c] == p.cells[c]);
  }
  for (int i = 0; i < side; ++i) {
    std::set<int> row, col, box;
    for (int j = 0; j < side; ++j) {
      row.insert(s.at(i, j));
      col.insert(s.at(j, i));
      box.insert(s.at(i / p.box * p.box + j / p.box, i % p.box * p.box + j % p.box));
    }
    CHECK(row.size() == static_cast<std::size_t>(side));
    CHECK(col.size() == static_cast<std::size_t>(side));
    CHECK(box.size() == static_cast<std::size_t>(side));
  }
}

}  // namespace

// seek::restarts over `next` (Luby scale 100, seed 1) on the first two boards
// of the file, the two that restarts solve fastest (a Debug+ASan build runs
// these): each solution found is checked, and each search must stay under
// 20,000 nodes (the seed is fixed: the same walk on every platform).
template <class Next>
void restarts_solve_first_two(Next next) {
  auto const puzzles = seek_test::read_puzzles(std::string(SEEK_TEST_DATA) + "/sudoku_25x25_qwh_hard.txt");
  REQUIRE(puzzles.size() >= 2);
  for (std::size_t i = 0; i < 2; ++i) {
    CAPTURE(i);
    auto const root = sdk::board<5>::from_grid(puzzles[i]);
    seek::statistics stats;
    auto complete = [](sdk::board<5> const& b) { return b.complete(); };
    bool found = false;
    for (auto const& b : seek::restarts(root, next, seek::luby_schedule{.scale = 100}, 1, stats) |
                             ranges::views::filter(complete) | seek::first(1)) {
      check_solution(puzzles[i], b.to_grid());
      found = true;
    }
    CHECK(found);
    CHECK(stats.nodes < 20000);
  }
}

TEST_CASE("restarts solve hard 25x25 boards that plain depth-first search does not (in the benchmarks)") {
  restarts_solve_first_two(sdk::propagate);
}

TEST_CASE("restarts over random_branching solve them too") {
  restarts_solve_first_two(sdk::random_branching(1));
}
