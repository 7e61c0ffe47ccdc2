// Tests of seek/sudoku/logic/links.hpp, the implication graph, on candidate
// sets built by hand on a 4x4 board: node numbering; the weak links of a true
// candidate (its cell, then its digit in box, row, column, in that order);
// the strong links of a false one (a two-candidate cell, a digit with two
// places in a house, each node once); and on a 9x9 puzzle, that both kinds
// of link are symmetric (p on => q off iff q on => p off; p off => q on iff
// q off => p on).
#include <seek/sudoku/logic/links.hpp>

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include <seek/sudoku/io/parse.hpp>

namespace sdk = seek::sudoku;

namespace links_test {

using I2 = sdk::node_index<2>;

// A node as (cell, digit, on).
struct node {
  int cell, digit;
  bool on;
  friend bool operator==(node const&, node const&) = default;
};
template <int N>
node node_of(int p) {
  return {sdk::node_index<N>::cell(p), sdk::node_index<N>::digit(p), sdk::node_index<N>::on(p)};
}

std::vector<node> turned_off(sdk::candidate_grid<2> const& g, node p, bool cell_links) {
  std::vector<node> out;
  sdk::on_to_off(g, I2::make(p.cell, p.digit, true), cell_links, [&](int q) { out.push_back(node_of<2>(q)); });
  return out;
}

std::vector<std::pair<node, int>> turned_on(sdk::candidate_grid<2> const& g, node p, bool cell_links, bool house_links) {
  std::vector<std::pair<node, int>> out;
  sdk::off_to_on(g, I2::make(p.cell, p.digit, false), cell_links, house_links,
                 [&](int q, int house) { out.emplace_back(node_of<2>(q), house); });
  return out;
}

// The 4x4 candidates used below: r1c1 (cell 0) holds only 1 and 2; digit 1
// is gone from cells 2, 3 (the rest of row 1), 4, 5 (the rest of box 1) and
// 8 (column 1), so it has two places in box 1 (cells 0, 1), in row 1 (the
// same two) and in column 1 (cells 0, 12).
sdk::candidate_grid<2> pairs_grid() {
  sdk::candidate_grid<2> g;
  CHECK(g.eliminate(0, 3));
  CHECK(g.eliminate(0, 4));
  for (int c : {2, 3, 4, 5, 8}) CHECK(g.eliminate(c, 1));
  return g;
}

}  // namespace links_test

TEST_CASE("links: node numbering is a bijection with (cell, digit, truth), flip changes the truth") {
  using I = links_test::I2;
  CHECK(I::count == 16 * 4 * 2);
  std::vector<int> hits(static_cast<std::size_t>(I::count), 0);
  for (int c = 0; c < 16; ++c)
    for (int d = 1; d <= 4; ++d)
      for (bool on : {false, true}) {
        int const p = I::make(c, d, on);
        REQUIRE(p >= 0);
        REQUIRE(p < I::count);
        ++hits[static_cast<std::size_t>(p)];
        CHECK(I::cell(p) == c);
        CHECK(I::digit(p) == d);
        CHECK(I::on(p) == on);
        CHECK(I::flip(p) == I::make(c, d, !on));
      }
  for (int h : hits) CHECK(h == 1);
}

TEST_CASE("links: a true candidate turns off its cell's others, then its digit in box, row, column") {
  using links_test::node;
  sdk::candidate_grid<2> const empty;
  // r1c1=1 on the empty board: cell 0's 2, 3, 4; then digit 1 in box 1
  // (cells 1, 4, 5), row 1 outside the box (2, 3), column 1 outside it (8, 12).
  std::vector<node> const expected{{0, 2, false}, {0, 3, false}, {0, 4, false}, {1, 1, false}, {4, 1, false},
                                   {5, 1, false}, {2, 1, false}, {3, 1, false}, {8, 1, false}, {12, 1, false}};
  CHECK(links_test::turned_off(empty, {0, 1, true}, true) == expected);
  CHECK(links_test::turned_off(empty, {0, 1, true}, false) == std::vector<node>(expected.begin() + 3, expected.end()));
  // Only candidates still there are turned off.
  auto const g = links_test::pairs_grid();
  CHECK(links_test::turned_off(g, {0, 1, true}, true) == std::vector<node>{{0, 2, false}, {1, 1, false}, {12, 1, false}});
}

TEST_CASE("links: a false candidate turns on the other of a pair, each node once, with its first house") {
  using links_test::node;
  using H = sdk::houses<2>;
  auto const g = links_test::pairs_grid();
  // r1c1<>1: r1c1=2 (the cell's other candidate, house -1); 1 in cell 1 (box
  // 1 gives it first; row 1 would give it again) and in cell 12 (column 1).
  std::vector<std::pair<node, int>> const expected{
      {{0, 2, true}, -1}, {{1, 1, true}, H::box_unit(0)}, {{12, 1, true}, H::col_unit(0)}};
  CHECK(links_test::turned_on(g, {0, 1, false}, true, true) == expected);
  CHECK(links_test::turned_on(g, {0, 1, false}, false, true) ==
        std::vector<std::pair<node, int>>(expected.begin() + 1, expected.end()));
  CHECK(links_test::turned_on(g, {0, 1, false}, true, false) ==
        std::vector<std::pair<node, int>>(expected.begin(), expected.begin() + 1));
  // No strong link from a cell with more than two candidates, or a digit
  // with more than two places: on the empty board, none at all.
  CHECK(links_test::turned_on(sdk::candidate_grid<2>{}, {5, 3, false}, true, true).empty());
}

TEST_CASE("links: weak and strong links are symmetric on a 9x9 puzzle") {
  using I = sdk::node_index<3>;
  auto const g = sdk::candidate_grid<3>::from_grid(std::get<sdk::grid>(
      sdk::parse_puzzle("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")));
  std::vector<std::vector<int>> off(static_cast<std::size_t>(I::count)), on(static_cast<std::size_t>(I::count));
  int strong = 0;
  for (int c = 0; c < 81; ++c)
    for (int d = 1; d <= 9; ++d) {
      if (!g.has(c, d)) continue;
      int const p = I::make(c, d, true);
      sdk::on_to_off(g, p, true, [&](int q) { off[static_cast<std::size_t>(p)].push_back(q); });
      sdk::off_to_on(g, I::flip(p), true, true, [&](int q, int) {
        on[static_cast<std::size_t>(I::flip(p))].push_back(q);
        ++strong;
      });
    }
  auto has = [](std::vector<int> const& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); };
  for (int p = 0; p < I::count; ++p)
    for (int q : off[static_cast<std::size_t>(p)]) {
      CHECK(!I::on(q));
      CHECK(g.has(I::cell(q), I::digit(q)));
      CHECK(has(off[static_cast<std::size_t>(I::flip(q))], I::flip(p)));  // q on turns p off
      CHECK(!has(off[static_cast<std::size_t>(p)], I::flip(p)));
    }
  for (int p = 0; p < I::count; ++p)
    for (int q : on[static_cast<std::size_t>(p)]) {
      CHECK(I::on(q));
      CHECK(has(on[static_cast<std::size_t>(I::flip(q))], I::flip(p)));  // q off turns p on
    }
  CHECK(strong > 0);  // the puzzle has bivalue cells or conjugate pairs
}
