// Tests of solutions, solve, count, is_unique and is_solution on 9x9
// puzzles with known answers, checked against an independent brute force.
#include <doctest/doctest.h>

#include "grids.hpp"

#include <cstdint>
#include <string>
#include <vector>

#include <range/v3/view/take.hpp>

#include <seek/sudoku/sudoku.hpp>

namespace sdk = seek::sudoku;

namespace {

using seek_test::grid9;
using seek_test::inkala;

std::string row_text(sdk::grid const& g, int r) {
  std::string s;
  for (int c = 0; c < 9; ++c) s.push_back(static_cast<char>('0' + g.at(r, c)));
  return s;
}

// Counts completions by plain recursive backtracking on the grid, sharing
// no code with the library (the recursion is at most 81 deep).
std::uint64_t brute_count(std::vector<int>& cells, int from = 0) {
  int c = from;
  while (c < 81 && cells[static_cast<std::size_t>(c)] != 0) ++c;
  if (c == 81) return 1;
  int const r = c / 9, col = c % 9, r0 = r / 3 * 3, c0 = col / 3 * 3;
  std::uint64_t n = 0;
  for (int v = 1; v <= 9; ++v) {
    bool ok = true;
    for (int i = 0; i < 9 && ok; ++i) {
      ok = cells[static_cast<std::size_t>(r * 9 + i)] != v && cells[static_cast<std::size_t>(i * 9 + col)] != v &&
           cells[static_cast<std::size_t>((r0 + i / 3) * 9 + c0 + i % 3)] != v;
    }
    if (!ok) continue;
    cells[static_cast<std::size_t>(c)] = v;
    n += brute_count(cells, c + 1);
    cells[static_cast<std::size_t>(c)] = 0;
  }
  return n;
}

std::string const rosetta =
    "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";

}  // namespace

TEST_CASE("solve: Rosetta Code and Inkala puzzles have one solution each") {
  auto const r = grid9(rosetta);
  auto const rb = sdk::board<3>::from_grid(r);
  CHECK(sdk::is_unique(rb));
  auto const rs = sdk::solve(rb);
  REQUIRE(rs.has_value());
  CHECK(rs->complete());
  CHECK(sdk::is_solution(r, rs->to_grid()));
  CHECK(row_text(rs->to_grid(), 0) == "859612437");

  auto const k = grid9(inkala);
  auto const kb = sdk::board<3>::from_grid(k);
  CHECK(sdk::count(kb) == 1);
  auto const ks = sdk::solve(kb);
  REQUIRE(ks.has_value());
  CHECK(row_text(ks->to_grid(), 0) == "812753649");
  CHECK(sdk::is_solution(k, ks->to_grid()));
}

TEST_CASE("solve: every successor and both orders find the same unique solution") {
  auto const k = grid9(inkala);
  auto const b = sdk::board<3>::from_grid(k);
  auto const expected = sdk::solve(b)->to_grid();
  auto check = [&](auto s, auto order) {
    int n = 0;
    for (auto const& x : sdk::solutions(b, s, order)) {
      CHECK(x.to_grid() == expected);
      ++n;
    }
    CHECK(n == 1);
  };
  check(sdk::propagate, seek::dfs);
  check(sdk::propagate, seek::bfs);
  check(sdk::fewest_candidates, seek::dfs);
  check(sdk::fewest_candidates, seek::bfs);
}

TEST_CASE("solve: a puzzle with several solutions is counted exactly by every search") {
  // Inkala's solution with its first three rows and some more cells opened:
  // the brute force below says how many completions there are.
  auto g = sdk::solve(sdk::board<3>::from_grid(grid9(inkala)))->to_grid();
  for (int c = 0; c < 27; ++c) g.cells[static_cast<std::size_t>(c)] = 0;
  for (int c : {30, 31, 40, 41, 49, 50, 58, 59, 68, 77})
    g.cells[static_cast<std::size_t>(c)] = 0;
  auto cells = g.cells;
  std::uint64_t const k = brute_count(cells);
  REQUIRE(k > 1);
  auto const b = sdk::board<3>::from_grid(g);
  CHECK(sdk::count(b) == k);
  CHECK_FALSE(sdk::is_unique(b));
  CHECK(sdk::count(b, 2) == 2);
  CHECK(sdk::count(b, 0) == 0);
  auto count_with = [&](auto s, auto order) {
    std::uint64_t n = 0;
    for (auto const& x : sdk::solutions(b, s, order)) {
      CHECK(sdk::is_solution(g, x.to_grid()));
      ++n;
    }
    return n;
  };
  CHECK(count_with(sdk::propagate, seek::dfs) == k);
  CHECK(count_with(sdk::propagate, seek::bfs) == k);
  CHECK(count_with(sdk::fewest_candidates, seek::dfs) == k);
  CHECK(count_with(sdk::fewest_candidates, seek::bfs) == k);
  CHECK(count_with(sdk::first_empty, seek::dfs) == k);
  CHECK(count_with(sdk::first_empty, seek::bfs) == k);
}

TEST_CASE("solve: statistics and limits pass through solutions") {
  auto const b = sdk::board<3>::from_grid(grid9(inkala));
  seek::statistics stats;
  std::uint64_t n = 0;
  for (auto const& x : sdk::solutions(b, sdk::propagate, seek::dfs, stats)) {
    (void)x;
    ++n;
  }
  CHECK(n == 1);
  CHECK(stats.stopped == seek::stop_reason::exhausted);
  CHECK(stats.nodes > 1);
  CHECK(stats.depth <= 82);
  // first_empty needs far more than 50 nodes for Inkala's puzzle.
  seek::statistics limited;
  n = 0;
  for (auto const& x : sdk::solutions(b, sdk::first_empty, seek::dfs, limited, seek::limits{.nodes = 50})) {
    (void)x;
    ++n;
  }
  CHECK(n == 0);
  CHECK(limited.stopped == seek::stop_reason::node_limit);
  CHECK(limited.nodes == 50);
}

TEST_CASE("solve: is_solution rejects what is not a solution of the puzzle") {
  auto const p = grid9(rosetta);
  auto const s = sdk::solve(sdk::board<3>::from_grid(p))->to_grid();
  REQUIRE(sdk::is_solution(p, s));
  CHECK(sdk::is_solution(sdk::grid(3), s));  // no givens to disagree with
  auto incomplete = s;
  incomplete.cells[40] = 0;
  CHECK_FALSE(sdk::is_solution(p, incomplete));
  auto swapped = s;  // swap two cells of row 8: rows stay valid, columns do not
  std::swap(swapped.cells[72], swapped.cells[73]);
  CHECK_FALSE(sdk::is_solution(sdk::grid(3), swapped));
  auto other = p;  // a puzzle whose given disagrees with the candidate
  other.cells[2] = s.cells[2] % 9 + 1;
  CHECK_FALSE(sdk::is_solution(other, s));
  CHECK_FALSE(sdk::is_solution(sdk::grid(2), s));  // sizes differ
  auto out_of_range = s;
  out_of_range.cells[0] = 10;
  CHECK_FALSE(sdk::is_solution(sdk::grid(3), out_of_range));
  sdk::grid latin(3);  // rows and columns valid, boxes not
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) latin.at(r, c) = (r + c) % 9 + 1;
  CHECK_FALSE(sdk::is_solution(sdk::grid(3), latin));
}
