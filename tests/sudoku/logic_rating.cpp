// Tests of seek/sudoku/rate/se_rating.hpp against published Sudoku Explainer
// ratings (../shared/data/se_rated): a sample here; the whole set is
// bench/rate_bench --agreement (docs/techniques.md gives the figures).
#include <doctest/doctest.h>

#include <cmath>
#include <fstream>
#include <string>
#include <variant>

#include <seek/sudoku/io/parse.hpp>
#include <seek/sudoku/rate/se_rating.hpp>

namespace sdk = seek::sudoku;

TEST_CASE("rating: agrees with SE on a sample of Berthier's controlled-bias puzzles") {
  std::ifstream in(std::string(SEEK_SHARED_DATA) + "/se_rated/cb000_ser.txt");
  if (!in) {
    MESSAGE("skipped: se_rated/cb000_ser.txt not found in " << SEEK_SHARED_DATA);
    return;
  }
  int n = 0, exact = 0, far = 0;
  std::string line;
  for (int i = 0; std::getline(in, line) && n < 60; ++i) {
    if (i % 331 != 0 || line.size() < 85) continue;
    auto const g = std::get<sdk::grid>(sdk::parse_puzzle(line.substr(0, 81)));
    int const se = static_cast<int>(std::lround(std::stod(line.substr(82)) * 10));
    auto const r = sdk::rate_se(g);
    CAPTURE(line);
    CHECK(r.solved);
    ++n;
    exact += r.rating == se;
    far += std::abs(r.rating / 10 - se / 10) > 1;
  }
  CHECK(n == 60);
  CHECK(exact >= 54);  // at least 90%; measured: docs/techniques.md
  CHECK(far == 0);     // never more than one band apart
}

TEST_CASE("rating: a puzzle without solution is rated as such, not as a lower bound of 0.0") {
  // tests/cli/data/none.txt, line 1: no solution.
  auto const puzzle = seek::sudoku::parse_puzzle(
      "1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.");
  REQUIRE(std::holds_alternative<seek::sudoku::grid>(puzzle));
  auto const r = seek::sudoku::rate_se(std::get<seek::sudoku::grid>(puzzle));
  CHECK_FALSE(r.solved);
  CHECK(r.contradiction);
  CHECK(r.text() == "no solution");
}
