// Tests for examples/models/grid.hpp: dijkstra and astar give the same
// optimal costs on random maps, 4- and 8-connected, checked against a
// brute-force cost oracle written here; paths are walkable.
// Relative: the model test suite has no include path to examples/.
#include "../../examples/models/grid.hpp"

#include <doctest/doctest.h>

#include <range/v3/view/filter.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <seek/strategy/astar.hpp>
#include <seek/strategy/dijkstra.hpp>
#include <seek/range/first.hpp>
#include <seek/strategy/with_paths.hpp>

namespace {
constexpr double infinity = std::numeric_limits<double>::infinity();

// The cheapest cost from `from` to every cell, by relaxing every edge of
// the map until nothing changes (Bellman-Ford): slow, obviously right.
std::vector<double> oracle(grid::map const& m, grid::moves connect, grid::cell from) {
  auto const index = [&](grid::cell c) { return static_cast<std::size_t>(c.row * m.cols() + c.col); };
  std::vector<double> cost(static_cast<std::size_t>(m.rows() * m.cols()), infinity);
  cost[index(from)] = 0;
  grid::neighbours next{&m, connect};
  for (bool changed = true; changed;) {
    changed = false;
    for (int r = 0; r < m.rows(); ++r)
      for (int c = 0; c < m.cols(); ++c) {
        if (!m.open({r, c}) || cost[index({r, c})] == infinity) continue;
        for (auto const& [to, w] : next({r, c}))
          if (cost[index({r, c})] + w < cost[index(to)] - 1e-12) cost[index(to)] = cost[index({r, c})] + w, changed = true;
      }
  }
  return cost;
}

template <class Search>
std::optional<seek::weighted_node<grid::cell, double>> first_goal(Search&& search, grid::cell goal) {
  for (auto const& n : search | ranges::views::filter([&](auto const& x) { return x.state() == goal; }) | seek::first(1))
    return n;
  return std::nullopt;
}
}  // namespace

TEST_CASE("dijkstra and astar find the oracle's cheapest cost on random maps, 4- and 8-connected") {
  int reached = 0, unreachable = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    for (auto connect : {grid::moves::four, grid::moves::eight}) {
      CAPTURE(seed);
      int const rows = 4 + static_cast<int>(seed % 13), cols = 3 + static_cast<int>(seed * 7 % 17);
      auto const m = grid::random_map(rows, cols, 0.3, seed);
      grid::cell const start{0, 0}, goal{rows - 1, cols - 1};
      if (!m.open(start) || !m.open(goal)) continue;
      auto const costs = oracle(m, connect, start);
      double const best = costs[static_cast<std::size_t>(goal.row * cols + goal.col)];
      grid::neighbours next{&m, connect};
      seek::statistics sd, sa;
      auto d_view = seek::with_paths(seek::dijkstra, start, next, sd);
      auto a_view = seek::with_paths(seek::astar, start, next, grid::distance_to{goal, connect}, sa);
      auto const d = first_goal(d_view, goal);
      auto const a = first_goal(a_view, goal);
      if (best == infinity) {
        CHECK(!d);
        CHECK(!a);
        ++unreachable;
        continue;
      }
      ++reached;
      REQUIRE(d);
      REQUIRE(a);
      CHECK(d->cost() == doctest::Approx(best));
      CHECK(a->cost() == doctest::Approx(best));
      CHECK(sa.expanded <= sd.expanded);
      // The path is walkable and costs what it says.
      auto const path = a->path();
      double sum = 0;
      for (std::size_t i = 1; i < path.size(); ++i) {
        double step = infinity;
        for (auto const& [to, w] : next(path[i - 1]))
          if (to == path[i]) step = w;
        REQUIRE(step != infinity);
        sum += step;
      }
      CHECK(sum == doctest::Approx(best));
      // Every settled cell was settled at its oracle cost (dijkstra).
      auto all = seek::dijkstra(start, next);
      for (auto it = all.begin(); it != all.end(); ++it)
        CHECK(it.cost() == doctest::Approx(costs[static_cast<std::size_t>(it->row * cols + it->col)]));
    }
  }
  CHECK(reached > 10);
  CHECK(unreachable > 0);
}

TEST_CASE("a drawn maze: the 8-connected path is never dearer than the 4-connected one") {
  grid::map const m({"S...#....",
                     ".##.#.##.",
                     ".#..#..#.",
                     ".#.###.#.",
                     ".#.....#G"});
  auto const s = m.find('S'), g = m.find('G');
  auto four = first_goal(seek::with_paths(seek::astar, s, grid::neighbours{&m, grid::moves::four}, grid::distance_to{g}), g);
  auto eight = first_goal(
      seek::with_paths(seek::astar, s, grid::neighbours{&m, grid::moves::eight}, grid::distance_to{g, grid::moves::eight}),
      g);
  REQUIRE(four);
  REQUIRE(eight);
  CHECK(four->cost() == oracle(m, grid::moves::four, s)[4 * 9 + 8]);  // 24: round both walls
  CHECK(eight->cost() == doctest::Approx(oracle(m, grid::moves::eight, s)[4 * 9 + 8]));
  CHECK(eight->cost() <= four->cost());  // corridors: no corner to cut
  grid::map const open({"S....", ".....", "..#..", ".....", "....G"});
  auto open8 = first_goal(seek::with_paths(seek::astar, open.find('S'), grid::neighbours{&open, grid::moves::eight},
                                           grid::distance_to{open.find('G'), grid::moves::eight}),
                          open.find('G'));
  REQUIRE(open8);
  // 4 + 2√2: the wall in the middle, and no cutting its corners, costs 4 - 2√2 over the diagonal
  CHECK(open8->cost() == doctest::Approx(oracle(open, grid::moves::eight, {0, 0})[24]));
  CHECK(open8->cost() == doctest::Approx(4 + 2 * std::sqrt(2.0)));
  std::size_t stars = 0;
  for (auto const& row : m.draw(four->path())) stars += static_cast<std::size_t>(std::count(row.begin(), row.end(), '*'));
  CHECK(stars + 2 == four->path().size());
}

TEST_CASE("a ragged or empty map is refused with a message naming the row") {
  CHECK_THROWS_WITH_AS(grid::map({"...", ".."}), doctest::Contains("row 2"), std::invalid_argument);
  CHECK_THROWS_AS(grid::map({}), std::invalid_argument);
  CHECK_THROWS_WITH_AS(grid::map({"..."}).find('S'), doctest::Contains("'S'"), std::invalid_argument);
}
