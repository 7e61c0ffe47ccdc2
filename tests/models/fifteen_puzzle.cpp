// Tests for examples/models/fifteen_puzzle.hpp: the board, its incremental
// Manhattan distance and move order, and seek::ida_star on Korf's instances:
// the optimal length and the exact number of nodes IDA* generates (Korf's
// published counts), which makes ida_star's order contract visible.
// Relative: the model test suite has no include path to examples/.
#include "../../examples/models/fifteen_puzzle.hpp"
#include "../build_kind.hpp"

#include <seek/range/first.hpp>
#include <seek/strategy/ida_star.hpp>
#include <seek/strategy/with_paths.hpp>

#include <doctest/doctest.h>

#include <range/v3/view/filter.hpp>

#include <array>
#include <cstdint>
#include <fstream>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace {
using fifteen_puzzle::board;
using fifteen_puzzle::move;

int manhattan_from_scratch(board const& b) {
  int sum = 0;
  for (int c = 0; c < 16; ++c) {
    int const t = b.at(c);
    if (t != 0) sum += std::abs(t / 4 - c / 4) + std::abs(t % 4 - c % 4);
  }
  return sum;
}

std::vector<fifteen_puzzle::instance> korf() {
  std::vector<fifteen_puzzle::instance> out;
  std::ifstream in(SEEK_SHARED_DATA "/korf100_first50.txt");
  std::string line;
  while (std::getline(in, line))
    if (!line.empty() && line[0] != '#') out.push_back(fifteen_puzzle::parse_instance(line));
  return out;
}

// Solves one instance; the number of nodes generated, the solution's length.
struct solved {
  std::uint64_t nodes = 0;
  int length = -1;
  std::vector<board> path;
};
solved solve(board const& start) {
  seek::statistics stats;
  solved r;
  auto goal = [](board const& b) { return b.manhattan() == 0; };
  for (auto const& n : seek::with_paths(seek::ida_star, start, fifteen_puzzle::next, fifteen_puzzle::h, stats) |
                           ranges::views::filter(goal) | seek::first(1)) {
    r.length = n.cost();
    r.path = n.path();
  }
  r.nodes = stats.nodes;
  return r;
}

}  // namespace

TEST_CASE("a board holds 0..15 once each, bad boards and lines are refused with the reason") {
  CHECK(board{}.manhattan() == 0);
  CHECK(board{}.blank() == 0);
  CHECK(board{}.solvable());
  std::array<std::uint8_t, 16> tiles{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
  CHECK(board(tiles) == board{});
  tiles[3] = 2;
  CHECK_THROWS_WITH_AS(board{tiles}, "fifteen_puzzle: tile 2 appears twice (again at cell 3)", std::invalid_argument);
  tiles[3] = 16;
  CHECK_THROWS_WITH_AS(board{tiles}, "fifteen_puzzle: cell 3 holds 16; tiles are 0 (the blank) to 15",
                       std::invalid_argument);
  CHECK_THROWS_WITH_AS(fifteen_puzzle::parse_instance("1 57 276361933 14 13"),
                       "fifteen_puzzle: expected `id length nodes: t0 .. t15`, got `1 57 276361933 14 13`",
                       std::invalid_argument);
  CHECK_THROWS_WITH_AS(fifteen_puzzle::parse_instance("7 1 1: 1 2 3"),
                       "fifteen_puzzle: instance 7: tile 3 missing or not in 0..15", std::invalid_argument);
  CHECK_THROWS_WITH_AS(fifteen_puzzle::parse_instance("7 1 1: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 3"),
                       "fifteen_puzzle: instance 7: more than 16 tiles", std::invalid_argument);
  CHECK_THROWS_AS(fifteen_puzzle::parse_instance("7 1 1: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 14"),
                  std::invalid_argument);
}

TEST_CASE("moves: up, left, right, down, never straight back, Manhattan distance kept up to date") {
  // From the goal (blank top-left) only right and down are on the board.
  std::string order;
  board const goal;
  for (auto const& [b, cost] : fifteen_puzzle::next(goal)) {
    order += fifteen_puzzle::letter(b.last());
    CHECK(cost == 1);
  }
  CHECK(order == "RD");
  // A blank in the middle, arrived by moving right: no left (straight back).
  board const mid = *board{}.after(move::down)->after(move::right);
  CHECK(mid.blank() == 5);
  order.clear();
  for (auto const& [b, cost] : fifteen_puzzle::next(mid)) order += fifteen_puzzle::letter(b.last());
  CHECK(order == "URD");

  // A long random walk: the kept distance equals the distance recomputed.
  std::mt19937 rng(15);
  board b;
  for (int i = 0; i < 20000; ++i) {
    std::vector<board> options;
    for (auto const& [child, cost] : fifteen_puzzle::next(b)) options.push_back(child);
    REQUIRE(!options.empty());
    REQUIRE(options.size() <= 3);
    b = options[rng() % options.size()];
    REQUIRE(b.manhattan() == manhattan_from_scratch(b));
    REQUIRE(b.solvable());
  }
}

TEST_CASE("solvable(): the parity of inversions plus the blank's row") {
  std::array<std::uint8_t, 16> tiles{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14};
  CHECK_FALSE(board(tiles).solvable());  // one transposition from the goal
  for (auto const& inst : korf()) CHECK(inst.start.solvable());
}

TEST_CASE("ida_star solves Korf's easiest instance optimally with his exact node count") {
  auto const instances = korf();
  if (instances.empty()) {
    MESSAGE("skipped: korf100_first50.txt not found in " SEEK_SHARED_DATA);
    return;
  }
  auto const& inst = instances.at(11);  // #12: 45 moves, 546,344 nodes
  REQUIRE(inst.id == 12);
  auto const r = solve(inst.start);
  CHECK(r.length == inst.length);
  CHECK(r.nodes == inst.ida_nodes);
  // The path is a solution: each board one move from the one before, the
  // last one the goal.
  REQUIRE(r.path.size() == static_cast<std::size_t>(inst.length) + 1);
  CHECK(r.path.front() == inst.start);
  CHECK(r.path.back() == board{});
  for (std::size_t i = 1; i < r.path.size(); ++i) CHECK(r.path[i - 1].after(r.path[i].last()) == r.path[i]);
  CHECK(fifteen_puzzle::moves_of(r.path) == "LLLURRDLULDRDLUUURRDRDLLULDRUURRDDLLDRULURULL");
}

TEST_CASE("ida_star on the easy Korf instances: optimal length and Korf's node count" *
          doctest::skip(!seek_test::optimised)) {
  // The eight instances under 2.5 million nodes (0.1 s each in Release);
  // skipped in unoptimised (-O0) builds, where they take minutes.
  std::vector<int> const easy{12, 42, 19, 47, 9, 48, 30, 31};
  auto const instances = korf();
  if (instances.empty()) return;
  for (int id : easy) {
    auto const& inst = instances.at(static_cast<std::size_t>(id - 1));
    CAPTURE(id);
    auto const r = solve(inst.start);
    CHECK(r.length == inst.length);
    CHECK(r.nodes == inst.ida_nodes);
  }
}
