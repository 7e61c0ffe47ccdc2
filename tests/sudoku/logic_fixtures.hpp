// tests/sudoku/logic_fixtures.hpp: the technique fixtures
// (logic_fixture_data.hpp) as boards, with the checks the logic_*.cpp tests
// share: the solution, soundness of a step, near misses.
#pragma once

#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/io/parse.hpp>
#include <seek/sudoku/logic/candidates.hpp>
#include <seek/sudoku/logic/marks.hpp>
#include <seek/sudoku/logic/step.hpp>
#include <seek/sudoku/solve/solve.hpp>

#include "logic_fixture_data.hpp"

namespace seek_test {

// The fixture of a technique, by its name.
inline logic_fixture const& fixture(std::string_view technique) {
  for (auto const& f : logic_fixtures)
    if (technique == f.technique) return f;
  FAIL("no fixture for " << technique);
  return logic_fixtures[0];
}

inline seek::sudoku::grid placed_grid(logic_fixture const& f) {
  auto parsed = seek::sudoku::parse_puzzle(f.placed);
  REQUIRE(std::holds_alternative<seek::sudoku::grid>(parsed));
  return std::get<seek::sudoku::grid>(parsed);
}

// The board of the fixture, pencil marks and all.
inline seek::sudoku::candidate_grid<3> state(logic_fixture const& f) {
  return seek::sudoku::from_marks<3>(placed_grid(f), f.marks);
}

// The solution of the fixture's puzzle (found by search).
inline seek::sudoku::grid solution(logic_fixture const& f) {
  auto s = seek::sudoku::solve(seek::sudoku::board<3>::from_grid(placed_grid(f)));
  REQUIRE(s);
  return s->to_grid();
}

// The step removes no digit of the solution and places only its digits.
inline void check_sound(seek::sudoku::step const& s, seek::sudoku::grid const& sol) {
  for (auto const& e : s.eliminations)
    CHECK_MESSAGE(sol.cells[static_cast<std::size_t>(e.cell)] != e.digit,
                  "removes the solution's " << to_string(e, 9, false));
  for (auto const& p : s.placements)
    CHECK_MESSAGE(sol.cells[static_cast<std::size_t>(p.cell)] == p.digit,
                  "places " << to_string(p, 9, true));
}

// The fixture's board without candidate `d` of cell `c` (a near miss).
inline seek::sudoku::candidate_grid<3> without(logic_fixture const& f, char const* elimination) {
  auto g = state(f);
  // "r1c5<>6"
  std::string_view e(elimination);
  int const r = e[1] - '0', c = e[3] - '0', d = e[6] - '0';
  REQUIRE(g.eliminate((r - 1) * 9 + c - 1, d));
  return g;
}

}  // namespace seek_test
