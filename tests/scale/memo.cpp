// Tests for seek/scale/memo.hpp (seek::count with seek::memo_by): memoized
// counts against plain counting with seek::dfs, on trees whose subtrees
// repeat and on trees where none does; statistics, limits, several roots and
// depth_limited; the array form, seek::memo_by(seek::dense_index(n, index)).
#include <doctest/doctest.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <vector>

#include <seek/scale/count.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/successor/prune.hpp>
#include <seek/sudoku/sudoku.hpp>

#include "../../examples/models/sudoku_rows.hpp"
#include "../build_kind.hpp"
#include "../engine/trees.hpp"
#include "lattice.hpp"

using seek_test::at_corner;
using seek_test::binomial;
using seek_test::lattice;
using seek_test::point;

namespace {

template <class S, class F, class P>
std::uint64_t dfs_count(S const& root, F next, P pred) {
  std::uint64_t n = 0;
  for (auto const& s : seek::dfs(root, next))
    if (pred(s)) ++n;
  return n;
}

auto const by_point = [](point p) { return p; };  // a struct of two ints: hashed by its bytes

}  // namespace

TEST_CASE("memo_by: lattice paths, memoized by point, equal plain counting and the binomial") {
  for (int n : {0, 1, 5, 10}) {
    CAPTURE(n);
    seek::statistics st;
    auto const memo = seek::count(point{0, 0}, lattice{n}, at_corner(n), seek::memo_by(by_point), st);
    CHECK(memo == dfs_count(point{0, 0}, lattice{n}, at_corner(n)));
    CHECK(memo == binomial(2 * n, n));
    // every point is searched once; the second path to a point is a hit
    CHECK(st.expanded == static_cast<std::uint64_t>((n + 1) * (n + 1)));
    CHECK(st.memo_hits == static_cast<std::uint64_t>(n * n));
    CHECK(st.nodes == st.expanded + st.memo_hits);
    CHECK(st.failures == 1);  // the corner
    CHECK(st.depth == static_cast<std::size_t>(2 * n));
    CHECK(st.frontier == static_cast<std::size_t>(2 * n + 1));
    CHECK(st.stopped == seek::stop_reason::exhausted);
    // every state: the number of paths from the origin to any point
    CHECK(seek::count(point{0, 0}, lattice{n}, seek::memo_by(by_point)) ==
          dfs_count(point{0, 0}, lattice{n}, [](point) { return true; }));
  }
  seek::statistics st;
  CHECK(seek::count(point{0, 0}, lattice{30}, at_corner(30), st, seek::memo_by(by_point)) == 118264581564861424ull);
  CHECK(st.expanded == 31 * 31);  // options in any order
}

TEST_CASE("memo_by: no repeated keys, optional keys and a table of bounded size count exactly") {
  auto const tree = seek_test::random_tree(30000, 3);
  auto const next = [&tree](int x) -> std::vector<int> const& { return tree(x); };
  auto const odd = [](int x) { return x % 2 == 1; };
  CHECK(seek::count(0, next, odd, seek::memo_by(std::identity{})) == 15000);
  CHECK(seek::count(0, next, odd, seek::memo_by([](int x) { return x % 7 == 0 ? std::optional<int>(x) : std::nullopt; })) ==
        15000);

  // A table of at most 0, 1 or 20 entries: mostly plain counting, so a small
  // lattice (184,756 paths; 12x12 took 40 s under the sanitizers).
  for (std::size_t cap : {std::size_t{0}, std::size_t{1}, std::size_t{20}}) {
    seek::statistics st;
    CHECK(seek::count(point{0, 0}, lattice{10}, at_corner(10), seek::memo_by(by_point, {.max_entries = cap}), st) ==
          binomial(20, 10));
    if (cap == 0) CHECK(st.memo_hits == 0);
    if (cap != 0) CHECK(st.memo_hits > 0);
  }
  // A bound in bytes: room for none, or for about 20 entries, of a byte-hashed key.
  std::size_t const entry = seek::memo_entry_bytes<point>;
  CHECK(entry >= sizeof(point) + sizeof(std::uint64_t));
  for (std::size_t bytes : {std::size_t{1}, 20 * entry}) {
    seek::statistics st;
    CHECK(seek::count(point{0, 0}, lattice{10}, at_corner(10), seek::memo_by(by_point, {.max_bytes = bytes}), st) ==
          binomial(20, 10));
    CHECK((st.memo_hits == 0) == (bytes < entry));
  }
}

TEST_CASE("memo_by: several roots share the table, depth_limited puts the depth in the key") {
  // Two roots on the diagonal of the 4x4 lattice: their subtrees overlap.
  std::vector<point> const roots{{0, 0}, {1, 1}};
  seek::statistics st;
  auto const both = seek::count(roots, lattice{4}, at_corner(4), seek::memo_by(by_point), st);
  CHECK(both == binomial(8, 4) + binomial(6, 3));
  CHECK(st.expanded == 25);  // (1,1)'s subtree was known after the first root
  CHECK(both == dfs_count(point{0, 0}, lattice{4}, at_corner(4)) + dfs_count(point{1, 1}, lattice{4}, at_corner(4)));

  // Under a depth bound a point's subtree depends on its depth: the memo
  // count must equal the plain one for every bound.
  auto const any = [](point) { return true; };
  for (std::size_t d : {0u, 1u, 3u, 5u, 8u, 20u}) {
    CAPTURE(d);
    std::uint64_t plain = 0;
    for (auto const& p : seek::dfs(point{0, 0}, seek::depth_limited(lattice{4}, d))) plain += any(p) ? 1 : 0;
    CHECK(seek::count(point{0, 0}, seek::depth_limited(lattice{4}, d), seek::memo_by(by_point)) == plain);
    CHECK(seek::count(point{0, 0}, seek::depth_limited(lattice{4}, d), at_corner(4), seek::memo_by(by_point)) ==
          (d >= 8 ? binomial(8, 4) : 0));
  }
  // prune composes: paths that never go right of x = 2.
  auto const right_of_2 = [](point p) { return p.x > 2; };
  CHECK(seek::count(point{0, 0}, seek::prune(lattice{4}, right_of_2), seek::memo_by(by_point)) ==
        dfs_count(point{0, 0}, seek::prune(lattice{4}, right_of_2), any));
}

TEST_CASE("memo_by: limits stop the count with what was counted so far") {
  seek::statistics st;
  auto const n = seek::count(point{0, 0}, lattice{30}, seek::memo_by(by_point), seek::limits{.nodes = 100}, st);
  CHECK(st.stopped == seek::stop_reason::node_limit);
  CHECK(st.truncated());
  CHECK(st.nodes == 100);
  CHECK(n > 0);
  CHECK(n < 118264581564861424ull);
  // limits without statistics: accepted, the count is a lower bound
  CHECK(seek::count(point{0, 0}, lattice{30}, seek::limits{.nodes = 100}, seek::memo_by(by_point)) == n);
  seek::statistics framed;
  seek::count(point{0, 0}, lattice{30}, seek::memo_by(by_point), seek::limits{.frontier = 10}, framed);
  CHECK(framed.stopped == seek::stop_reason::frontier_limit);
  CHECK(framed.frontier == 10);
}

TEST_CASE("memo_by: sudoku completions filled row by row, keyed by what is still allowed") {
  auto const complete = [](auto const& g) { return g.complete(); };
  // All 4x4 grids.
  seek::statistics st;
  CHECK(seek::count(sudoku_rows::start<2>(), sudoku_rows::next, complete, seek::memo_by(sudoku_rows::key), st) == 288);
  CHECK(dfs_count(sudoku_rows::start<2>(), sudoku_rows::next, complete) == 288);
  CHECK(st.memo_hits > 0);
  // 9x9 with five rows given: memoized against plain enumeration.
  std::string const five = "123456789456789123789123456214365897365897214";
  auto const g5 = sudoku_rows::start<3>(five);
  auto const plain5 = dfs_count(g5, sudoku_rows::next, complete);
  CHECK(plain5 > 100);
  CHECK(seek::count(g5, sudoku_rows::next, complete, seek::memo_by(sudoku_rows::key)) == plain5);
  CHECK_THROWS_WITH_AS(sudoku_rows::start<2>("1231"), doctest::Contains("position 3"), std::invalid_argument);
  // 9x9 with four rows given: against the sudoku solver, another model
  // (optimised builds only: minutes at -O0).
  if (!seek_test::optimised) return;
  std::string const four = "123456789456789123789123456912345678";
  namespace sdk = seek::sudoku;
  auto const board = sdk::board<3>::from_grid(std::get<sdk::grid>(sdk::parse_puzzle(four + std::string(81 - 36, '.'))));
  CHECK(seek::count(sudoku_rows::start<3>(four), sudoku_rows::next, complete, seek::memo_by(sudoku_rows::key)) ==
        sdk::count(board));
}

TEST_CASE("memo_by: a count past 2^64 - 1 throws instead of wrapping") {
  CHECK_THROWS_AS(seek::count(point{0, 0}, lattice{40}, at_corner(40), seek::memo_by(by_point)), std::overflow_error);
}

namespace {
// The points of an n x n lattice numbered row by row: 0..(n+1)^2 - 1.
auto point_index(int n) {
  return [n](point p) { return p.y * (n + 1) + p.x; };
}
auto by_index(int n) {
  return seek::dense_index(static_cast<std::size_t>((n + 1) * (n + 1)), point_index(n));
}
}  // namespace

TEST_CASE("memo_by(dense_index): counts in an array equal the hash table's, statistics included") {
  for (int n : {0, 1, 5, 10, 30}) {
    CAPTURE(n);
    seek::statistics dense, hashed;
    auto const a = seek::count(point{0, 0}, lattice{n}, at_corner(n), seek::memo_by(by_index(n)), dense);
    auto const b = seek::count(point{0, 0}, lattice{n}, at_corner(n), seek::memo_by(by_point), hashed);
    CHECK(a == binomial(2 * n, n));
    CHECK(a == b);
    CHECK(dense.nodes == hashed.nodes);
    CHECK(dense.expanded == hashed.expanded);
    CHECK(dense.memo_hits == hashed.memo_hits);
    CHECK(dense.expanded == static_cast<std::uint64_t>((n + 1) * (n + 1)));
  }
  // Several roots share the array; depth_limited keys by index and depth.
  std::vector<point> const roots{{0, 0}, {1, 1}};
  CHECK(seek::count(roots, lattice{4}, at_corner(4), seek::memo_by(by_index(4))) == binomial(8, 4) + binomial(6, 3));
  for (std::size_t d : {0u, 3u, 8u}) {
    CAPTURE(d);
    CHECK(seek::count(point{0, 0}, seek::depth_limited(lattice{4}, d), seek::memo_by(by_index(4))) ==
          seek::count(point{0, 0}, seek::depth_limited(lattice{4}, d), seek::memo_by(by_point)));
  }
  // Limits stop it as they stop the hash form.
  seek::statistics st;
  auto const part = seek::count(point{0, 0}, lattice{30}, seek::memo_by(by_index(30)), seek::limits{.nodes = 100}, st);
  CHECK(st.stopped == seek::stop_reason::node_limit);
  CHECK(st.nodes == 100);
  CHECK(part == seek::count(point{0, 0}, lattice{30}, seek::memo_by(by_point), seek::limits{.nodes = 100}));
  // Past 2^64 - 1 it throws, as the hash form does.
  CHECK_THROWS_AS(seek::count(point{0, 0}, lattice{40}, at_corner(40), seek::memo_by(by_index(40))), std::overflow_error);
}

TEST_CASE("memo_by(dense_index): an index outside 0..n-1 is named, with n") {
  // n too small by one: the far corner has index 35 of a 6 x 6 lattice.
  auto const short_by_one = seek::dense_index(35, point_index(5));
  CHECK_THROWS_WITH_AS(seek::count(point{0, 0}, lattice{5}, at_corner(5), seek::memo_by(short_by_one)),
                       "seek::dense_index: a state has index 35, outside 0..n-1 with n = 35", std::out_of_range);
  auto const negative = seek::dense_index(36, [](point p) { return p.x - 1; });
  CHECK_THROWS_WITH_AS(seek::count(point{0, 0}, lattice{5}, seek::memo_by(negative)),
                       "seek::dense_index: a state has index -1, outside 0..n-1 with n = 36", std::out_of_range);
  CHECK_THROWS_AS(seek::count(point{0, 0}, lattice{5}, seek::memo_by(seek::dense_index(std::size_t{1} << 50, point_index(5)))),
                  std::length_error);
}

TEST_CASE("memo_by: statistics::memo_entries is the size of the table at the end") {
  for (int n : {0, 1, 5, 10}) {
    CAPTURE(n);
    seek::statistics hashed, dense;
    seek::count(point{0, 0}, lattice{n}, at_corner(n), seek::memo_by(by_point), hashed);
    seek::count(point{0, 0}, lattice{n}, at_corner(n), seek::memo_by(by_index(n)), dense);
    // every point's subtree is remembered once
    CHECK(hashed.memo_entries == static_cast<std::size_t>((n + 1) * (n + 1)));
    CHECK(dense.memo_entries == hashed.memo_entries);
  }
  // The bound holds; optional keys leave states out; a stopped count says how far it got.
  seek::statistics capped, sparse, stopped;
  seek::count(point{0, 0}, lattice{10}, seek::memo_by(by_point, {.max_entries = 20}), capped);
  CHECK(capped.memo_entries == 20);
  seek::count(point{0, 0}, lattice{10},
              seek::memo_by([](point p) { return p.x == 0 ? std::optional<point>(p) : std::nullopt; }), sparse);
  CHECK(sparse.memo_entries == 11);
  seek::count(point{0, 0}, lattice{30}, seek::memo_by(by_point), seek::limits{.nodes = 100}, stopped);
  CHECK(stopped.memo_entries > 0);
  CHECK(stopped.memo_entries < 100);
  // Nothing remembered without memo_by.
  seek::statistics plain;
  seek::count(point{0, 0}, lattice{5}, plain);
  CHECK(plain.memo_entries == 0);
}
