// Tests for examples/models/queens.hpp against an independent brute force.
// Relative: the model test suite has no include path to examples/.
#include "../../examples/models/queens.hpp"

#include <doctest/doctest.h>

#include <range/v3/range/operations.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <numeric>
#include <optional>
#include <stdexcept>
#include <vector>

#include <seek/core/statistics.hpp>

namespace {

// col[r] is the column of the queen in row r: rows and columns differ by
// construction, so a placement is valid when no two queens share a diagonal.
bool valid(std::vector<int> const& col) {
  for (std::size_t a = 0; a < col.size(); ++a)
    for (std::size_t b = a + 1; b < col.size(); ++b)
      if (std::abs(col[a] - col[b]) == static_cast<int>(b - a)) return false;
  return true;
}

// Every permutation of the columns, in lexicographic order.
std::vector<std::vector<int>> brute_force(int n) {
  std::vector<int> col(static_cast<std::size_t>(n));
  std::iota(col.begin(), col.end(), 0);
  std::vector<std::vector<int>> found;
  do {
    if (valid(col)) found.push_back(col);
  } while (std::next_permutation(col.begin(), col.end()));
  return found;
}

std::vector<int> columns(queens::board const& b) {
  return {b.column.begin(), b.column.begin() + b.rows};
}

}  // namespace

TEST_CASE("solution counts for n = 1..8 equal a brute force over permutations") {
  for (int n = 1; n <= 8; ++n) {
    CAPTURE(n);
    auto solutions = queens::solutions(n);
    CHECK(static_cast<std::size_t>(ranges::distance(solutions)) == brute_force(n).size());
  }
}

TEST_CASE("solution counts for n = 9 and 10 equal the published values") {
  // OEIS A000170: 352 and 724.
  auto nine = queens::solutions(9);
  CHECK(ranges::distance(nine) == 352);
  auto ten = queens::solutions(10);
  CHECK(ranges::distance(ten) == 724);
}

TEST_CASE("every solution is valid and the first of 8 is the smallest in lexicographic order") {
  auto const expected = brute_force(8);
  std::vector<std::vector<int>> found;
  for (auto const& b : queens::solutions(8)) {
    CHECK(b.rows == 8);
    found.push_back(columns(b));
    CHECK(valid(found.back()));
  }
  REQUIRE(!found.empty());
  CHECK(found.front() == expected.front());
  // Columns are tried left to right, so dfs order is lexicographic order.
  CHECK(found == expected);
}

TEST_CASE("states below the root are partial placements that are safe so far") {
  seek::statistics stats;
  std::size_t checked = 0;
  for (auto const& b : seek::dfs(queens::root(6), queens::next, stats)) {
    CHECK(valid(columns(b)));
    ++checked;
  }
  CHECK(stats.nodes == checked);
  CHECK(stats.depth == 6);
}

TEST_CASE("12 queens have 14,200 solutions") {
  // 856,189 boards: about a second in a Debug ASan+UBSan build, so it always runs.
  auto twelve = queens::solutions(12);
  CHECK(ranges::distance(twelve) == 14200);
}

TEST_CASE("a board size outside 1..32 is refused with a message") {
  CHECK_THROWS_WITH_AS(queens::root(0), "queens::root: board size must be 1..32, got 0",
                       std::invalid_argument);
  CHECK_THROWS_AS(queens::root(33), std::invalid_argument);
  CHECK(queens::root(32).safe() == ~std::uint32_t{0});
}
