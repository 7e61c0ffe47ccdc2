// Tests of seek::sudoku::chosen: a search over chosen(kind) visits the very
// states a search over the successor function named visits, in the same
// order, on 4x4, 9x9 and 16x16 boards, depth-first and breadth-first.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/sudoku/sudoku.hpp>

#include "grids.hpp"

namespace sdk = seek::sudoku;

namespace {

// Every state of the walk, as a line, within `max_states`.
template <class Walk, int N, class F>
std::vector<std::string> states(Walk walk, sdk::board<N> const& root, F next, std::size_t max_states = 20'000) {
  std::vector<std::string> out;
  for (auto const& b : walk(root, next)) {
    out.push_back(sdk::to_line(b.to_grid()));
    if (out.size() == max_states) break;
  }
  return out;
}

template <int N>
void same_walks(sdk::board<N> const& root) {
  auto check = [&](sdk::successor_kind kind, auto named) {
    CAPTURE(sdk::to_string(kind));
    auto const next = sdk::chosen(kind);
    CHECK(next.kind() == kind);
    auto const dfs_named = states(seek::dfs, root, named);
    REQUIRE(dfs_named.size() > 10);
    CHECK(states(seek::dfs, root, next) == dfs_named);
    CHECK(states(seek::bfs, root, next, 2'000) == states(seek::bfs, root, named, 2'000));
  };
  check(sdk::successor_kind::first_empty, sdk::first_empty);
  check(sdk::successor_kind::fewest_candidates, sdk::fewest_candidates);
  check(sdk::successor_kind::propagate, sdk::propagate);
}

}  // namespace

TEST_CASE("chosen(kind) walks as the successor function it names: 4x4, 9x9, 16x16") {
  same_walks(sdk::board<2>::from_grid(sdk::grid(2)));
  same_walks(seek_test::many_solutions());
  auto const p16 = sdk::parse_puzzle(
      "EC.12........7..7....9.6E.......94A6D..8B..5CE1.B.2G3E.1..DF.96...1....B596........98CD7.B.2.4.1"
      "CD876.A...13..B..2G.1...C78..5..3...9.6.A.E.G..B..957.8CD...1..EA1..B..F...6...7.GB.EA.43...62.9"
      ".95.C..38D.BE6A417.3......4.B8.F.E4.F8..G.5.7.3C.BF.......C7.G.5");
  REQUIRE(std::holds_alternative<sdk::grid>(p16));
  same_walks(sdk::board<4>::from_grid(std::get<sdk::grid>(p16)));
}

TEST_CASE("chosen: the names of the kinds") {
  CHECK(std::string(sdk::to_string(sdk::successor_kind::first_empty)) == "first_empty");
  CHECK(std::string(sdk::to_string(sdk::successor_kind::fewest_candidates)) == "fewest_candidates");
  CHECK(std::string(sdk::to_string(sdk::successor_kind::propagate)) == "propagate");
}
