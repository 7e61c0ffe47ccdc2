// Tests of seek/sudoku/logic/marks.hpp: pencil marks as text.
#include <doctest/doctest.h>

#include <stdexcept>
#include <string>
#include <variant>

#include <seek/sudoku/io/parse.hpp>
#include <seek/sudoku/logic/marks.hpp>

namespace sdk = seek::sudoku;

TEST_CASE("marks: written and read back exactly, single candidates included") {
  auto const puzzle = std::get<sdk::grid>(sdk::parse_puzzle("1...........4..2"));
  auto g = sdk::candidate_grid<2>::from_grid(puzzle);
  g.eliminate(1, 2);
  g.eliminate(1, 3);  // r1c2 = {4}: open, one candidate
  auto const text = sdk::to_marks(g);
  CHECK(text.substr(0, 7) == ". 4 234");
  auto const back = sdk::from_marks<2>(puzzle, text);
  CHECK(back == g);
  CHECK(back.value(1) == 0);
  CHECK(sdk::to_marks_grid(g) ==
        "1  4   | 234  34\n"
        "23 234 | 1234 134\n"
        "-------+---------\n"
        "23 123 | 134  134\n"
        "4  13  | 13   2\n");
}

TEST_CASE("marks: 16x16 digits as letters") {
  sdk::candidate_grid<4> g;
  for (int d = 1; d <= 9; ++d) g.eliminate(0, d);
  CHECK(sdk::to_marks(g).substr(0, 8) == "ABCDEFG ");
  auto const back = sdk::from_marks<4>(sdk::grid(4), sdk::to_marks(g));
  CHECK(back == g);
}

TEST_CASE("marks: bad text is refused, naming the cell") {
  auto const puzzle = std::get<sdk::grid>(sdk::parse_puzzle("1...........4..2"));
  CHECK_THROWS_WITH_AS(sdk::from_marks<2>(puzzle, ". 4"), doctest::Contains("2 tokens, expected 16"),
                       std::invalid_argument);
  std::string bad = sdk::to_marks(sdk::candidate_grid<2>::from_grid(puzzle));
  bad[2] = '1';  // r1c2 cannot hold 1 (r1c1 is 1)
  CHECK_THROWS_WITH_AS(sdk::from_marks<2>(puzzle, bad), doctest::Contains("r1c2: 1 is placed"),
                       std::invalid_argument);
  bad[2] = 'x';
  CHECK_THROWS_WITH_AS(sdk::from_marks<2>(puzzle, bad), doctest::Contains("r1c2"), std::invalid_argument);
}
