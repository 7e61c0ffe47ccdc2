// Tests for seek/models/grid.hpp, movingai.hpp and jump_points.hpp: the map
// from text and from Moving AI files (and their errors), octile moves without
// corner cutting, and jump point search against a brute-force cost oracle
// written here on random small maps (hashed and with dense_index, under
// astar and dijkstra), its paths walkable, and the published lengths of a
// sample of the shared Moving AI scenarios.
#include <doctest/doctest.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <fstream>
#include <limits>
#include <optional>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <range/v3/range/access.hpp>

#include <seek/models/grid.hpp>
#include <seek/models/jump_points.hpp>
#include <seek/models/movingai.hpp>
#include <seek/range/find.hpp>
#include <seek/strategy/astar.hpp>
#include <seek/strategy/dijkstra.hpp>
#include <seek/strategy/with_paths.hpp>
#include <seek/successor/dense_index.hpp>

namespace {
namespace grid = seek::grid;
constexpr double no_path = std::numeric_limits<double>::infinity();

// The cheapest cost from `from` to every cell, by relaxing every move of
// the map until nothing changes (Bellman-Ford), the moves written here from
// Moving AI's definition: slow, obviously right.
std::vector<double> costs_from(grid::map const& m, grid::cell from) {
  std::vector<double> d(m.cells(), no_path);
  auto at = [&](int x, int y) -> double& { return d[static_cast<std::size_t>(y * m.width() + x)]; };
  at(from.x, from.y) = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (int y = 0; y < m.height(); ++y)
      for (int x = 0; x < m.width(); ++x) {
        if (!m.open(x, y) || at(x, y) == no_path) continue;
        for (int dy = -1; dy <= 1; ++dy)
          for (int dx = -1; dx <= 1; ++dx) {
            if ((dx == 0 && dy == 0) || !m.open(x + dx, y + dy)) continue;
            if (dx != 0 && dy != 0 && !(m.open(x + dx, y) && m.open(x, y + dy))) continue;
            double const c = at(x, y) + (dx != 0 && dy != 0 ? std::sqrt(2.0) : 1.0);
            if (c < at(x + dx, y + dy) - 1e-12) {
              at(x + dx, y + dy) = c;
              changed = true;
            }
          }
      }
  }
  return d;
}

// The cost at which a search yields `goal`, or no_path.
template <class Search, class S>
double cost_of(Search&& search, S const& goal) {
  for (auto it = ranges::begin(search); it != ranges::end(search); ++it)
    if (*it == goal) return static_cast<double>(it.cost());
  return no_path;
}

grid::map random_map(std::mt19937& rng, int width, int height, unsigned walls_per_mille) {
  grid::map m(width, height);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x)
      if (rng() % 1000 < walls_per_mille) m.set_open(grid::cell{x, y}, false);
  return m;
}

std::vector<std::string> const small_rows = {
    "....@",  //
    ".@@..",  //
    ".@...",  //
    "....."};
}  // namespace

TEST_CASE("seek::grid::map from rows of text: sizes, open cells and walls") {
  grid::map const m(small_rows);
  CHECK(m.width() == 5);
  CHECK(m.height() == 4);
  CHECK(m.cells() == 20);
  CHECK(m.open(grid::cell{0, 0}));
  CHECK_FALSE(m.open(grid::cell{4, 0}));
  CHECK_FALSE(m.open(grid::cell{1, 1}));
  CHECK_FALSE(m.open(-1, 0));
  CHECK_FALSE(m.open(5, 0));
  CHECK(m.draw() == small_rows);
  CHECK(grid::map({"#.", "GS", "TW"}).draw() == std::vector<std::string>{"@.", "..", "@@"});
}

TEST_CASE("seek::grid::map refuses bad text, naming the row and column") {
  CHECK_THROWS_WITH_AS(grid::map(std::vector<std::string>{"...", ".."}),
                       "seek::grid::map: row 1 has 2 cells, row 0 has 3", std::invalid_argument);
  CHECK_THROWS_WITH_AS(grid::map(std::vector<std::string>{"...", ".x."}),
                       doctest::Contains("row 1, column 1: 'x' is not a map character"), std::invalid_argument);
  CHECK_THROWS_AS(grid::map(std::vector<std::string>{}), std::invalid_argument);
  grid::map m(2, 2);
  CHECK_THROWS_AS(m.set_open(grid::cell{2, 0}, false), std::out_of_range);
}

TEST_CASE("seek::grid::octile_moves: 8 directions, diagonals at sqrt 2, never cutting a wall's corner") {
  grid::map const m(small_rows);
  auto moves = grid::octile_moves(m)(grid::cell{2, 2});
  std::vector<std::pair<grid::cell, double>> got(moves.begin(), moves.end());
  // (2, 2): up (2, 1) is a wall, so neither up-diagonal; left (1, 2) too, so
  // not down-left; down-right needs (3, 2) and (2, 3): both open.
  std::vector<std::pair<grid::cell, double>> const want = {
      {{2, 3}, 1.0}, {{3, 2}, 1.0}, {{3, 3}, std::sqrt(2.0)}};
  CHECK(got == want);
  CHECK(m.can_step(grid::cell{2, 2}, 1, 1));
  CHECK_FALSE(m.can_step(grid::cell{2, 2}, 1, -1));
}

TEST_CASE("seek::grid::cells_along fills in straight and diagonal runs, refuses other steps") {
  std::vector<grid::cell> const jumps = {{0, 0}, {3, 3}, {3, 1}, {0, 1}};
  std::vector<grid::cell> const want = {{0, 0}, {1, 1}, {2, 2}, {3, 3}, {3, 2}, {3, 1}, {2, 1}, {1, 1}, {0, 1}};
  CHECK(grid::cells_along(jumps) == want);
  CHECK_THROWS_WITH_AS(grid::cells_along(std::vector<grid::cell>{{0, 0}, {2, 1}}),
                       doctest::Contains("(0, 0) to (2, 1) is not a straight or diagonal line"),
                       std::invalid_argument);
}

TEST_CASE("jump point search: the cheapest cost of a brute-force oracle on random small maps") {
  std::mt19937 rng(20261129);
  int reached = 0, unreachable = 0;
  for (int trial = 0; trial < 1500; ++trial) {
    int const w = 1 + static_cast<int>(rng() % 14), h = 1 + static_cast<int>(rng() % 14);
    grid::map m = random_map(rng, w, h, static_cast<unsigned>(rng() % 450));
    grid::cell const start{static_cast<int>(rng() % static_cast<unsigned>(w)),
                           static_cast<int>(rng() % static_cast<unsigned>(h))};
    grid::cell const goal{static_cast<int>(rng() % static_cast<unsigned>(w)),
                          static_cast<int>(rng() % static_cast<unsigned>(h))};
    m.set_open(start, true);
    m.set_open(goal, true);
    double const want = costs_from(m, start)[grid::cell_index{w}(goal)];
    (want == no_path ? unreachable : reached) += 1;
    CAPTURE(trial);
    grid::jump_points const jps(m, goal);
    grid::octile_distance const h_goal{goal};
    auto near = [&](double got) { return want == no_path ? got == no_path : std::abs(got - want) < 1e-9; };
    CHECK(near(cost_of(seek::astar(grid::jump{start}, jps, h_goal), grid::jump{goal})));
    CHECK(near(cost_of(seek::astar(grid::jump{start}, jps, h_goal, seek::dense_index(m.cells(), m.indexer())),
                       grid::jump{goal})));
    CHECK(near(cost_of(seek::dijkstra(grid::jump{start}, jps), grid::jump{goal})));
    // The plain model agrees too.
    CHECK(near(cost_of(seek::astar(start, grid::octile_moves(m), h_goal), goal)));
    // The path of jump points, filled in, is a walk of legal moves at that cost.
    auto search = seek::with_paths(seek::astar, grid::jump{start}, jps, h_goal);
    auto node = seek::find(search, [&](auto const& n) { return n.state().at == goal; });
    REQUIRE(node.has_value() == (want != no_path));
    if (!node) continue;
    std::vector<grid::cell> const walk = grid::cells_along(node->path());
    REQUIRE(walk.front() == start);
    REQUIRE(walk.back() == goal);
    double length = 0;
    for (std::size_t i = 1; i < walk.size(); ++i) {
      int const dx = walk[i].x - walk[i - 1].x, dy = walk[i].y - walk[i - 1].y;
      CHECK(m.can_step(walk[i - 1], dx, dy));
      length += dx != 0 && dy != 0 ? std::sqrt(2.0) : 1.0;
    }
    CHECK(std::abs(length - want) < 1e-9);
  }
  // The maps are neither all open nor all cut off.
  CHECK(reached > 1000);
  CHECK(unreachable > 50);
}

TEST_CASE("jump point search expands fewer states than plain A* on an open map") {
  grid::map const m(64, 64);
  grid::cell const start{1, 2}, goal{60, 50};
  std::size_t plain = 0, jumps = 0;
  for (auto const& c : seek::astar(start, grid::octile_moves(m), grid::octile_distance{goal})) {
    ++plain;
    if (c == goal) break;
  }
  for (auto const& j : seek::astar(grid::jump{start}, grid::jump_points(m, goal), grid::octile_distance{goal})) {
    ++jumps;
    if (j.at == goal) break;
  }
  CHECK(jumps < 5);
  CHECK(plain > 10 * jumps);
}

TEST_CASE("seek::grid::read_map and read_scenario read Moving AI files and name the line of an error") {
  std::istringstream map_text("type octile\nheight 3\nwidth 4\nmap\n....\n.@T.\n....\n");
  grid::map const m = grid::read_map(map_text, "tiny.map");
  CHECK(m.draw() == std::vector<std::string>{"....", ".@@.", "...."});
  std::istringstream scen_text("version 1\n0\ttiny.map\t4\t3\t0\t0\t3\t2\t3.82842712\n");
  auto const queries = grid::read_scenario(scen_text, "tiny.map.scen", m);
  REQUIRE(queries.size() == 1);
  CHECK(queries[0].start == grid::cell{0, 0});
  CHECK(queries[0].goal == grid::cell{3, 2});
  CHECK(queries[0].line == 2);
  CHECK(queries[0].matches(1 + 2 * std::sqrt(2.0)));
  CHECK_FALSE(queries[0].matches(1 + 2 * std::sqrt(2.0) + 1e-3));

  std::istringstream short_map("type octile\nheight 3\nwidth 4\nmap\n....\n...\n");
  CHECK_THROWS_WITH_AS(grid::read_map(short_map, "bad.map"), "bad.map:6: row 1 has 3 cells, the header says 4",
                       grid::format_error);
  std::istringstream bad_char("type octile\nheight 1\nwidth 2\nmap\n.x\n");
  CHECK_THROWS_WITH_AS(grid::read_map(bad_char, "bad.map"),
                       doctest::Contains("bad.map:5: column 1: 'x' is not a map character"), grid::format_error);
  std::istringstream wall_goal("version 1\n0\ttiny.map\t4\t3\t0\t0\t1\t1\t2\n");
  CHECK_THROWS_WITH_AS(grid::read_scenario(wall_goal, "w.scen", m), "w.scen:2: the goal (1, 1) is a wall",
                       grid::format_error);
  std::istringstream wrong_size("0\ttiny.map\t5\t3\t0\t0\t3\t2\t3\n");
  CHECK_THROWS_WITH_AS(grid::read_scenario(wrong_size, "s.scen", m), doctest::Contains("s.scen:1: a query for a 5 x 3 map"),
                       grid::format_error);
  CHECK_THROWS_WITH_AS(grid::read_map("/nonexistent/x.map"), "/nonexistent/x.map: cannot open", grid::format_error);
}

TEST_CASE("jump point search matches the published lengths of the shared Moving AI scenarios (a sample)") {
  std::string const dir = std::string(SEEK_SHARED_DATA) + "/movingai/";
  if (!std::ifstream(dir + "arena2.map")) {
    MESSAGE("skipped: the Moving AI maps are not in " << dir);
    return;
  }
  int checked = 0;
  for (char const* name : {"arena2", "lak303d", "AR0011SR", "maze512-4-0", "random512-20-0", "16room_000"}) {
    grid::map const m = grid::read_map(dir + name + ".map");
    auto const queries = grid::read_scenario(dir + name + ".map.scen", m);
    for (std::size_t i = 0; i < queries.size(); i += 37) {
      auto const& q = queries[i];
      CAPTURE(name);
      CAPTURE(q.line);
      double const got = cost_of(seek::astar(grid::jump{q.start}, grid::jump_points(m, q.goal),
                                             grid::octile_distance{q.goal}, seek::dense_index(m.cells(), m.indexer())),
                                 grid::jump{q.goal});
      CHECK(q.matches(got));
      ++checked;
    }
  }
  CHECK(checked > 150);
}
