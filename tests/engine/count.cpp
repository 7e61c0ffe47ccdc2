// Tests for seek/scale/count.hpp: memoized counts against plain counting with
// seek::dfs, on trees whose subtrees repeat and on trees where none does.
#include <doctest/doctest.h>

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <vector>

#include <seek/scale/count.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/sudoku/sudoku.hpp>

#include "../../examples/models/sudoku_rows.hpp"
#include "../build_kind.hpp"
#include "trees.hpp"

namespace {

template <class S, class F, class P>
std::uint64_t dfs_count(S const& root, F next, P pred) {
  std::uint64_t n = 0;
  for (auto const& s : seek::dfs(root, next))
    if (pred(s)) ++n;
  return n;
}

// Monotone lattice paths on an n x n grid: from (x, y) one step right or
// down. The tree of paths repeats each point's subtree once per path to it.
struct point {
  int x, y;
};
struct lattice {
  int n;
  std::vector<point> operator()(point p) const {
    std::vector<point> out;
    if (p.x < n) out.push_back({p.x + 1, p.y});
    if (p.y < n) out.push_back({p.x, p.y + 1});
    return out;
  }
};

std::uint64_t binomial(int n, int k) {
  std::uint64_t r = 1;
  for (int i = 1; i <= k; ++i) r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
  return r;
}

}  // namespace

TEST_CASE("count: lattice paths, memoized by point, equal plain counting and the binomial") {
  auto const at_corner = [](int n) { return [n](point p) { return p.x == n && p.y == n; }; };
  auto const by_point = [](point p) { return p; };  // a struct of two ints: hashed by its bytes
  for (int n : {0, 1, 5, 10}) {
    CAPTURE(n);
    seek::memo_statistics st;
    auto const memo = seek::count(point{0, 0}, lattice{n}, at_corner(n), by_point, st);
    CHECK(memo == dfs_count(point{0, 0}, lattice{n}, at_corner(n)));
    CHECK(memo == binomial(2 * n, n));
    CHECK(st.entries == static_cast<std::size_t>((n + 1) * (n + 1)));
    // every state: the number of paths from the origin to any point
    CHECK(seek::count(point{0, 0}, lattice{n}, by_point) == dfs_count(point{0, 0}, lattice{n}, [](point) { return true; }));
  }
  seek::memo_statistics st;
  CHECK(seek::count(point{0, 0}, lattice{30}, at_corner(30), by_point, st) == 118264581564861424ull);
  CHECK(st.expanded == 31 * 31);  // each point searched once
}

TEST_CASE("count: no repeated keys, optional keys and a table of bounded size count exactly") {
  auto const tree = seek_test::random_tree(30000, 3);
  auto const next = [&tree](int x) -> std::vector<int> const& { return tree(x); };
  auto const odd = [](int x) { return x % 2 == 1; };
  CHECK(seek::count(0, next, odd, [](int x) { return x; }) == 15000);
  CHECK(seek::count(0, next, odd, [](int x) { return x % 7 == 0 ? std::optional<int>(x) : std::nullopt; }) == 15000);

  // A table of at most 0, 1 or 20 entries: mostly plain counting, so a small
  // lattice (184,756 paths; 12x12 took 40 s under the sanitizers).
  auto const corner = [](point p) { return p.x == 10 && p.y == 10; };
  for (std::size_t cap : {std::size_t{0}, std::size_t{1}, std::size_t{20}}) {
    seek::memo_statistics st;
    CHECK(seek::count(point{0, 0}, lattice{10}, corner, [](point p) { return p; }, st, {.max_entries = cap}) ==
          binomial(20, 10));
    CHECK(st.entries == cap);
  }
}

TEST_CASE("count: sudoku completions filled row by row, keyed by what is still allowed") {
  auto const complete = [](auto const& g) { return g.complete(); };
  // All 4x4 grids.
  seek::memo_statistics st;
  CHECK(seek::count(sudoku_rows::start<2>(), sudoku_rows::next, complete, sudoku_rows::key, st) == 288);
  CHECK(dfs_count(sudoku_rows::start<2>(), sudoku_rows::next, complete) == 288);
  CHECK(st.hits > 0);
  // 9x9 with five rows given: memoized against plain enumeration.
  std::string const five = "123456789456789123789123456214365897365897214";
  auto const g5 = sudoku_rows::start<3>(five);
  auto const plain5 = dfs_count(g5, sudoku_rows::next, complete);
  CHECK(plain5 > 100);
  CHECK(seek::count(g5, sudoku_rows::next, complete, sudoku_rows::key) == plain5);
  CHECK_THROWS_WITH_AS(sudoku_rows::start<2>("1231"), doctest::Contains("position 3"), std::invalid_argument);
  // 9x9 with four rows given: against the sudoku solver, another model (25 s
  // under the sanitizers: optimised builds only).
  if (!seek_test::optimised) return;
  std::string const four = "123456789456789123789123456912345678";
  namespace sdk = seek::sudoku;
  auto const board = sdk::board<3>::from_grid(std::get<sdk::grid>(sdk::parse_puzzle(four + std::string(81 - 36, '.'))));
  CHECK(seek::count(sudoku_rows::start<3>(four), sudoku_rows::next, complete, sudoku_rows::key) == sdk::count(board));
}

TEST_CASE("count: a count past 2^64 - 1 throws instead of wrapping") {
  auto const corner = [](point p) { return p.x == 40 && p.y == 40; };
  CHECK_THROWS_AS(seek::count(point{0, 0}, lattice{40}, corner, [](point p) { return p; }), std::overflow_error);
}
