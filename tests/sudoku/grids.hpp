// tests/sudoku/grids.hpp: helpers shared by the sudoku tests.
#pragma once

#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <string>
#include <variant>
#include <vector>

#include <range/v3/view/filter.hpp>

#include <seek/strategy/dfs.hpp>
#include <seek/range/first.hpp>
#include <seek/strategy/restarts.hpp>
#include <seek/sudoku/sudoku.hpp>

namespace seek_test {

// A 9x9 grid from 81 characters: '.' for a blank, '1'-'9' for a given.
inline seek::sudoku::grid grid9(std::string const& s) {
  seek::sudoku::grid g(3);
  for (std::size_t i = 0; i < 81; ++i) g.cells[i] = s[i] == '.' ? 0 : s[i] - '0';
  return g;
}

// Every completion of `root` by seek::dfs over `next`, as lines, in the
// order the search reaches them.
template <int N, class F>
std::vector<std::string> solution_lines(seek::sudoku::board<N> const& root, F next) {
  std::vector<std::string> out;
  for (auto const& b : seek::dfs(root, next))
    if (b.complete()) out.push_back(seek::sudoku::to_line(b.to_grid()));
  return out;
}

// The puzzles of a file, one a line ('#' lines are comments), in order.
inline std::vector<seek::sudoku::grid> read_puzzles(std::string const& path) {
  std::ifstream in(path);
  std::vector<seek::sudoku::grid> out;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    auto parsed = seek::sudoku::parse_puzzle(line);
    REQUIRE(std::holds_alternative<seek::sudoku::grid>(parsed));
    out.push_back(std::get<seek::sudoku::grid>(parsed));
  }
  return out;
}

// Randomized restarts (seek::reseeded(make), Luby scale 100, seed 1) from
// `puzzle` to the first complete board, which must keep every given; the
// states the restarts took.
template <int N, class Make>
std::uint64_t states_to_solve_by_restarts(seek::sudoku::grid const& puzzle, Make make) {
  namespace sdk = seek::sudoku;
  auto const root = sdk::board<N>::from_grid(puzzle);
  seek::statistics stats;
  auto complete = [](sdk::board<N> const& b) { return b.complete(); };
  int found = 0;
  for (auto const& b : seek::restarts(root, seek::reseeded(make), seek::luby_schedule{.scale = 100}, 1, stats) |
                           ranges::views::filter(complete) | seek::first(1)) {
    auto const g = b.to_grid();
    for (std::size_t c = 0; c < g.cells.size(); ++c)
      if (puzzle.cells[c] != 0) CHECK(g.cells[c] == puzzle.cells[c]);
    CHECK(sdk::board<N>::from_grid(g).complete());
    ++found;
  }
  CHECK(found == 1);
  return stats.nodes;
}

// Arto Inkala's 2012 puzzle: 21 givens, one solution, a deep search.
inline std::string const inkala =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

// Inkala's puzzle, solved, with two cells of every three blanked: a 9x9
// board with many solutions and many two-candidate cells.
inline seek::sudoku::board<3> many_solutions() {
  namespace sdk = seek::sudoku;
  auto const g = std::get<sdk::grid>(sdk::parse_puzzle(inkala));
  sdk::grid full = g;
  for (auto const& b : seek::dfs(sdk::board<3>::from_grid(g), sdk::propagate))
    if (b.complete()) full = b.to_grid();
  for (std::size_t c = 0; c < full.cells.size(); ++c)
    if ((c * 7 + c / 9) % 3 != 0) full.cells[c] = 0;
  return sdk::board<3>::from_grid(full);
}

}  // namespace seek_test
