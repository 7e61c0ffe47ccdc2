// The jump_points row of the composition matrix (docs/strategies.md):
// seek::astar over seek::grid::jump_points with each adaptor, on one map
// with walls. Each cell is checked against the search without the adaptor
// or against a successor function filtered by hand; the cells refused at
// compile time are tests/compile_fail/matrix_*_jump_points.cpp.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <set>
#include <stop_token>
#include <string>
#include <utility>
#include <vector>

#include <range/v3/range/traits.hpp>
#include <range/v3/view/filter.hpp>

#include <seek/models/grid.hpp>
#include <seek/models/jump_points.hpp>
#include <seek/seek.hpp>
#include <seek/trace/tracer.hpp>

namespace {
namespace grid = seek::grid;

grid::map const matrix_map({
    "..........@.......",
    "....@.....@.......",
    "....@.....@...@...",
    "....@.........@...",
    "....@@@...@...@...",
    "..........@.......",
    "..........@.......",
});
grid::cell const matrix_start{0, 0};
grid::cell const matrix_goal{17, 6};

auto jps() { return grid::jump_points(matrix_map, matrix_goal); }
auto h() { return grid::octile_distance{matrix_goal}; }

template <class R>
std::vector<grid::cell> cells_of(R&& view) {
  std::vector<grid::cell> out;
  for (grid::jump const& j : view) out.push_back(j.at);
  return out;
}
std::vector<grid::cell> every_jump() { return cells_of(seek::astar(grid::jump{matrix_start}, jps(), h())); }
bool is_goal(grid::jump const& j) { return j.at == matrix_goal; }

// The length of the path to the goal: 3 + 14 sqrt 2 would be the octile
// length; the wall at x = 10 makes it longer. Found by seek::dijkstra over
// every cell (tests/models/jump_points.cpp checks both against an oracle).
double goal_length() {
  auto search = seek::dijkstra(matrix_start, grid::octile_moves(matrix_map));
  for (auto it = ranges::begin(search); it != ranges::end(search); ++it)
    if (*it == matrix_goal) return it.cost();
  return -1;
}
}  // namespace

TEST_CASE("matrix: first x jump_points") {
  auto const all = every_jump();
  REQUIRE(all.size() > 5);
  auto first3 = cells_of(seek::astar(grid::jump{matrix_start}, jps(), h()) | seek::first(3));
  CHECK(first3 == std::vector<grid::cell>(all.begin(), all.begin() + 3));
  auto goal = cells_of(seek::astar(grid::jump{matrix_start}, jps(), h()) | ranges::views::filter(is_goal) |
                       seek::first(1));
  CHECK(goal == std::vector{matrix_goal});
}

TEST_CASE("matrix: find x jump_points") {
  seek::statistics stats;
  auto found = seek::find(seek::astar(grid::jump{matrix_start}, jps(), h(), stats), is_goal);
  REQUIRE(found);
  CHECK(found->at == matrix_goal);
  auto const all = every_jump();
  std::size_t const place = static_cast<std::size_t>(std::find(all.begin(), all.end(), matrix_goal) - all.begin());
  CHECK(stats.yielded == place + 1);  // stopped on the goal
  CHECK_FALSE(seek::find(seek::astar(grid::jump{matrix_start}, jps(), h()),
                         [](grid::jump const& j) { return j.at.x > 100; }));
}

TEST_CASE("matrix: prune x jump_points") {
  auto right = [](grid::jump const& j) { return j.at.x > 10; };
  auto by_hand = [&](grid::jump const& j) {
    seek::inplace_vector<std::pair<grid::jump, double>, 8> out;
    for (auto const& [to, cost] : jps()(j))
      if (!right(to)) out.emplace_back(to, cost);
    return out;
  };
  auto got = cells_of(seek::astar(grid::jump{matrix_start}, seek::prune(jps(), right), h()));
  CHECK(got == cells_of(seek::astar(grid::jump{matrix_start}, by_hand, h())));
  for (grid::cell c : got) CHECK(c.x <= 10);
}

TEST_CASE("matrix: leaf_if x jump_points") {
  auto right = [](grid::jump const& j) { return j.at.x > 10; };
  auto by_hand = [&](grid::jump const& j) {
    return right(j) ? seek::inplace_vector<std::pair<grid::jump, double>, 8>{} : jps()(j);
  };
  auto got = cells_of(seek::astar(grid::jump{matrix_start}, seek::leaf_if(jps(), right), h()));
  CHECK(got == cells_of(seek::astar(grid::jump{matrix_start}, by_hand, h())));
  bool any_right = false;
  for (grid::cell c : got) any_right = any_right || c.x > 10;
  CHECK(any_right);  // the leaves are yielded
}

TEST_CASE("matrix: seen_by x jump_points") {
  // One state per row of the map.
  auto got = cells_of(seek::astar(grid::jump{matrix_start}, jps(), h(),
                                  seek::seen_by([](grid::jump const& j) { return j.at.y; })));
  std::set<int> rows;
  for (grid::cell c : got) CHECK(rows.insert(c.y).second);
  CHECK(rows.size() >= 2);
  CHECK(got.size() < every_jump().size());
}

TEST_CASE("matrix: dense_index x jump_points") {
  auto got = cells_of(
      seek::astar(grid::jump{matrix_start}, jps(), h(), seek::dense_index(matrix_map.cells(), matrix_map.indexer())));
  CHECK(got == every_jump());
}

TEST_CASE("matrix: with_paths x jump_points") {
  auto paths = [] { return seek::with_paths(seek::astar, grid::jump{matrix_start}, jps(), h()); };
  std::optional<ranges::range_value_t<decltype(paths())>> kept;
  {
    auto search = paths();
    for (auto const& n : search) {
      auto const path = n.path();
      CHECK(path.front().at == matrix_start);
      double length = 0;
      for (std::size_t i = 1; i < path.size(); ++i) length += grid::octile_length(path[i - 1].at, path[i].at);
      CHECK(std::abs(length - n.cost()) < 1e-9);
      if (is_goal(n.state())) kept = n;
    }
  }
  REQUIRE(kept);  // the node outlives its view
  CHECK(std::abs(kept->cost() - goal_length()) < 1e-9);
  CHECK(grid::cells_along(kept->path()).back() == matrix_goal);
}

TEST_CASE("matrix: shuffled x jump_points") {
  auto got = cells_of(seek::astar(grid::jump{matrix_start}, seek::shuffled(jps(), 5), h()));
  auto const all = every_jump();
  auto order = [](grid::cell a, grid::cell b) { return std::pair(a.y, a.x) < std::pair(b.y, b.x); };
  std::set<grid::cell, decltype(order)> a(got.begin(), got.end(), order), b(all.begin(), all.end(), order);
  CHECK(got.size() == all.size());
  CHECK((a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin())));
}

TEST_CASE("matrix: limits x jump_points") {
  seek::statistics stats;
  auto got = cells_of(seek::astar(grid::jump{matrix_start}, jps(), h(), seek::limits{.nodes = 10}, stats));
  CHECK(stats.nodes == 10);
  CHECK(stats.stopped == seek::stop_reason::node_limit);
  CHECK(!got.empty());
  CHECK(got.size() <= 10);
  CHECK(cells_of(seek::astar(grid::jump{matrix_start}, jps(), h(), seek::limits{.nodes = 10})) == got);
  std::stop_source source;
  source.request_stop();
  seek::statistics cancelled;
  cells_of(seek::astar(grid::jump{matrix_start}, jps(), h(), cancelled, seek::limits{.cancel = source.get_token()}));
  CHECK(cancelled.stopped == seek::stop_reason::cancelled);
}

TEST_CASE("matrix: statistics x jump_points") {
  seek::statistics stats;
  auto got = cells_of(seek::astar(grid::jump{matrix_start}, jps(), h(), stats));
  CHECK(stats.yielded == got.size());
  CHECK(stats.nodes >= stats.yielded);
  CHECK(stats.expanded >= stats.yielded - 1);
  CHECK(stats.frontier >= 1);
  CHECK(stats.stopped == seek::stop_reason::exhausted);
}

namespace {
struct yield_counter {
  std::size_t yields = 0;
  std::size_t generated = 0;
  void on_yield(seek::node_event<grid::jump> const&) { ++yields; }
  void on_generated(seek::node_event<grid::jump> const&) { ++generated; }
};
}  // namespace

TEST_CASE("matrix: traced_by x jump_points") {
  yield_counter t;
  seek::statistics stats;
  auto got = cells_of(seek::astar(grid::jump{matrix_start}, jps(), h(), stats, seek::traced_by(t)));
  CHECK(t.yields == got.size());
  CHECK(t.yields == stats.yielded);
  CHECK(t.generated == stats.nodes);
}

TEST_CASE("matrix: several roots x jump_points") {
  // From both ends of the left wall's column: the goal at the cheaper of the two costs.
  std::vector<grid::jump> const roots = {grid::jump{matrix_start}, grid::jump{grid::cell{11, 6}}};
  auto search = seek::astar(roots, jps(), h());
  double got = -1;
  for (auto it = ranges::begin(search); it != ranges::end(search); ++it)
    if (is_goal(*it)) {
      got = it.cost();
      break;
    }
  CHECK(std::abs(got - 6.0) < 1e-9);  // from (11, 6) straight along the bottom row
  auto all = cells_of(seek::astar(roots, jps(), h()));
  CHECK(all.size() >= 2);
  CHECK(std::find(all.begin(), all.end(), grid::cell{11, 6}) != all.end());
}
