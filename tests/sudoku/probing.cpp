// Tests of seek::sudoku::probing: propagate plus
// failed-literal probing of the two-candidate cells. The same solutions as
// propagate, each once (a partition), on boards with many; refutations that
// propagation alone does not make; fewer states than propagate on hard boards.
#include <doctest/doctest.h>

#include <bit>
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include <seek/strategy/dfs.hpp>
#include <seek/sudoku/successor/probing.hpp>
#include <seek/sudoku/sudoku.hpp>

#include "grids.hpp"

namespace sdk = seek::sudoku;

namespace {

// The puzzles of a tests/data file, in order.
std::vector<sdk::grid> puzzles_in(std::string const& name) {
  auto out = seek_test::read_puzzles(std::string(SEEK_TEST_DATA) + "/" + name);
  REQUIRE(!out.empty());
  return out;
}

// The solution of the first hard 16x16 puzzle with every other cell (by a
// fixed pattern) blanked: a board with 2,544 solutions.
sdk::board<4> half_blanked16() {
  auto const g = puzzles_in("sudoku_16x16_hard.txt").front();
  auto const solved = seek_test::solution_lines(sdk::board<4>::from_grid(g), sdk::propagate);
  REQUIRE(solved.size() == 1);
  sdk::grid full = std::get<sdk::grid>(sdk::parse_puzzle(solved.front()));
  for (std::size_t c = 0; c < full.cells.size(); ++c)
    if ((c * 7 + c / 16) % 2 != 0) full.cells[c] = 0;
  return sdk::board<4>::from_grid(full);
}

template <int N>
sdk::board<N> settled(sdk::board<N> b) {
  REQUIRE(sdk::detail::propagate_board(b));
  return b;
}

// Every candidate of `inner` is one of `outer`'s, cell by cell.
template <int N>
bool within(sdk::board<N> const& inner, sdk::board<N> const& outer) {
  for (int c = 0; c < sdk::board<N>::cells; ++c)
    if ((inner.candidates(c) & ~outer.candidates(c)) != 0) return false;
  return true;
}

template <int N>
void same_solutions(sdk::board<N> const& root, std::size_t at_least) {
  auto const expected = seek_test::solution_lines(root, sdk::propagate);
  REQUIRE(expected.size() >= at_least);
  auto const got = seek_test::solution_lines(root, sdk::probing);
  CHECK(got.size() == expected.size());
  CHECK(std::set<std::string>(got.begin(), got.end()) == std::set<std::string>(expected.begin(), expected.end()));
  for (std::uint64_t seed : {1, 2, 3}) {
    CAPTURE(seed);
    auto const drawn = seek_test::solution_lines(root, sdk::random_probing(seed));
    CHECK(drawn.size() == expected.size());
    CHECK(std::set<std::string>(drawn.begin(), drawn.end()) == std::set<std::string>(expected.begin(), expected.end()));
  }
}

}  // namespace

TEST_CASE("probing yields the solutions propagate yields, each once (4x4, 9x9, 16x16)") {
  same_solutions(sdk::board<2>::from_grid(sdk::grid(2)), 288);
  same_solutions(seek_test::many_solutions(), 50);
  same_solutions(half_blanked16(), 1000);
}

TEST_CASE("probing counts a board without solutions as none") {
  // The unique solution of a hard 16x16 puzzle, with one open cell given the
  // symbol of another open cell of its row: no completion.
  auto g = puzzles_in("sudoku_16x16_hard.txt").front();
  auto const solved = seek_test::solution_lines(sdk::board<4>::from_grid(g), sdk::propagate);
  REQUIRE(solved.size() == 1);
  sdk::grid const full = std::get<sdk::grid>(sdk::parse_puzzle(solved.front()));
  int open_a = -1, open_b = -1;
  for (int c = 0; c < 16 && open_b < 0; ++c)
    if (g.cells[static_cast<std::size_t>(c)] == 0) (open_a < 0 ? open_a : open_b) = c;
  REQUIRE(open_b >= 0);
  g.cells[static_cast<std::size_t>(open_a)] = full.cells[static_cast<std::size_t>(open_b)];
  auto const root = sdk::board<4>::from_grid(g);
  CHECK(seek_test::solution_lines(root, sdk::propagate).empty());
  CHECK(seek_test::solution_lines(root, sdk::probing).empty());
}

TEST_CASE("probing refutes candidates that propagation keeps") {
  // Hard 16x16 puzzles, settled by propagate: probing removes candidates
  // (each cell's set only shrinks) and keeps the unique solution's.
  int changed = 0;
  for (auto const& g : puzzles_in("sudoku_16x16_hard.txt")) {
    auto const before = settled(sdk::board<4>::from_grid(g));
    auto const solutions = seek_test::solution_lines(before, sdk::propagate);
    REQUIRE(solutions.size() == 1);
    auto const solution = std::get<sdk::grid>(sdk::parse_puzzle(solutions.front()));
    auto after = before, lo = before, hi = before;
    int cell = -1;
    REQUIRE(sdk::detail::probe_two_candidate_cells(after, cell, lo, hi));
    CHECK(within(after, before));
    for (int c = 0; c < sdk::board<4>::cells; ++c)
      CHECK((after.candidates(c) >> (solution.cells[static_cast<std::size_t>(c)] - 1) & 1u) == 1u);
    if (after != before) ++changed;
    if (cell >= 0) {  // the branching cell's two children: its two candidates, propagated
      CHECK(std::popcount(after.candidates(cell)) == 2);
      CHECK(lo.is_set(cell));
      CHECK(hi.is_set(cell));
      CHECK(lo.value(cell) < hi.value(cell));
      CHECK((after.candidates(cell) == (lo.candidates(cell) | hi.candidates(cell))));
      CHECK(within(lo, after));
      CHECK(within(hi, after));
    }
  }
  CHECK(changed >= 3);
}

TEST_CASE("probing: fewer states than propagate on hard boards") {
  // Not a speed test: the same first solution within fewer states.
  std::uint64_t with = 0, without = 0;
  for (auto const& g : puzzles_in("sudoku_16x16_hard.txt")) {
    auto const root = sdk::board<4>::from_grid(g);
    seek::statistics a, b;
    for (auto const& s : seek::dfs(root, sdk::probing, a))
      if (s.complete()) break;
    for (auto const& s : seek::dfs(root, sdk::propagate, b))
      if (s.complete()) break;
    with += a.nodes;
    without += b.nodes;
  }
  CHECK(with * 3 < without);
}
