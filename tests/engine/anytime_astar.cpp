// Tests for seek/strategy/anytime_astar.hpp: on random weighted graphs with
// an admissible heuristic, the paths come cheaper and cheaper, each a path of
// the graph at its cost, each within its bound of the cheapest cost that a
// brute-force search finds, and the last one a cheapest; a grid where the
// weight finds a worse path first; misuse of the weight; and the cells of
// its row in the composition matrix.
#include <seek/strategy/anytime_astar.hpp>

#include <doctest/doctest.h>

#include "graphs.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <optional>
#include <random>
#include <stdexcept>
#include <stop_token>
#include <utility>
#include <vector>

#include <range/v3/view/filter.hpp>

#include <seek/range/find.hpp>
#include <seek/range/first.hpp>
#include <seek/successor/prune.hpp>
#include <seek/successor/shuffled.hpp>

namespace {
using awa_edges = seek_test::weighted_edges;

// The cheapest cost from every state to a goal (Bellman-Ford backwards), or -1.
std::vector<int> awa_to_goal(awa_edges const& g, std::vector<bool> const& goal) {
  std::size_t const n = g.size();
  std::vector<int> d(n, -1);
  for (std::size_t x = 0; x < n; ++x)
    if (goal[x]) d[x] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t x = 0; x < n; ++x) {
      if (goal[x]) continue;  // a path ends at its first goal
      for (auto [to, w] : g[x]) {
        int const via = d[static_cast<std::size_t>(to)];
        if (via >= 0 && (d[x] < 0 || via + w < d[x])) {
          d[x] = via + w;
          changed = true;
        }
      }
    }
  }
  return d;
}

// A 20 x 20 grid, 8-connected, straight 10 and diagonal 14 (no corner
// cutting), and a U-shaped wall open towards the start (12, 0) with the goal
// (10, 19) behind it: a weighted search runs into the U first.
bool awa_wall(int x, int y) { return (y == 14 && x >= 4 && x <= 15) || ((x == 4 || x == 15) && y >= 8 && y <= 14); }
auto awa_grid = [](std::pair<int, int> c) {
  std::vector<std::pair<std::pair<int, int>, int>> out;
  for (int dx = -1; dx <= 1; ++dx)
    for (int dy = -1; dy <= 1; ++dy) {
      int const x = c.first + dx, y = c.second + dy;
      if ((dx == 0 && dy == 0) || x < 0 || y < 0 || x >= 20 || y >= 20 || awa_wall(x, y)) continue;
      if (dx != 0 && dy != 0 && (awa_wall(c.first + dx, c.second) || awa_wall(c.first, c.second + dy))) continue;
      out.push_back({{x, y}, dx != 0 && dy != 0 ? 14 : 10});
    }
  return out;
};
auto awa_octile = [](std::pair<int, int> const& c) {
  int const dx = std::abs(10 - c.first), dy = std::abs(19 - c.second);
  return 10 * std::max(dx, dy) + 4 * std::min(dx, dy);
};
auto awa_corner = [](std::pair<int, int> const& c) { return c == std::pair{10, 19}; };
auto awa_key = [](std::pair<int, int> const& c) { return c.second * 20 + c.first; };
std::pair<int, int> const awa_start{12, 0};
}  // namespace

TEST_CASE("anytime_astar: cheaper paths within their bounds, the last a cheapest, on random graphs") {
  std::mt19937 rng(2007);
  int improved = 0;
  for (int trial = 0; trial < 500; ++trial) {
    int const n = 2 + static_cast<int>(rng() % 12);
    awa_edges g(static_cast<std::size_t>(n));
    int const edges = static_cast<int>(rng() % static_cast<unsigned>(4 * n));
    for (int e = 0; e < edges; ++e)
      g[rng() % static_cast<unsigned>(n)].emplace_back(static_cast<int>(rng() % static_cast<unsigned>(n)),
                                                       static_cast<int>(rng() % 10));
    std::vector<bool> goal(static_cast<std::size_t>(n));
    goal[static_cast<std::size_t>(n - 1)] = true;
    std::vector<int> const exact = awa_to_goal(g, goal);
    // An admissible heuristic: a random fraction of the exact cost to a goal.
    std::vector<int> h(static_cast<std::size_t>(n));
    for (std::size_t x = 0; x < h.size(); ++x) h[x] = exact[x] < 0 ? 0 : exact[x] * static_cast<int>(rng() % 5) / 4;
    double const weight = 1.0 + static_cast<double>(rng() % 5);
    CAPTURE(trial);
    auto next = [&](int x) -> std::vector<std::pair<int, int>> const& { return g[static_cast<std::size_t>(x)]; };
    std::vector<seek::anytime_path<int, int>> got;
    for (auto const& p : seek::anytime_astar(0, next, [&](int x) { return goal[static_cast<std::size_t>(x)]; },
                                             [&](int x) { return h[static_cast<std::size_t>(x)]; }, weight))
      got.push_back(p);
    if (exact[0] < 0) {
      CHECK(got.empty());
      continue;
    }
    REQUIRE(!got.empty());
    CHECK(got.back().cost == exact[0]);  // the last, a cheapest, said so
    CHECK(got.back().bound == 1.0);
    for (std::size_t i = 0; i < got.size(); ++i) {
      auto const& p = got[i];
      // Cheaper each time; or, last, the same path again with bound 1 (proved cheapest).
      if (i > 0)
        CHECK((p.cost < got[i - 1].cost ||
               (p == seek::anytime_path<int, int>{got[i - 1].path, got[i - 1].cost, 1.0} && i + 1 == got.size() &&
                got[i - 1].bound > 1.0)));
      CHECK(p.bound >= 1.0);
      CHECK(static_cast<double>(p.cost) <= p.bound * exact[0] + 1e-9);
      CHECK(p.path.front() == 0);
      CHECK(goal[static_cast<std::size_t>(p.path.back())]);
      int sum = 0;
      for (std::size_t j = 1; j < p.path.size(); ++j) {
        int const w = seek_test::cheapest_edge(g, p.path[j - 1], p.path[j]);
        REQUIRE(w >= 0);
        sum += w;
      }
      CHECK(sum == p.cost);
    }
    if (got.size() > 1) ++improved;
  }
  CHECK(improved > 10);
}

TEST_CASE("anytime_astar on a grid: a greedy first path, then better ones, then the cheapest") {
  std::vector<seek::anytime_path<std::pair<int, int>, int>> got;
  for (auto const& p : seek::anytime_astar(awa_start, awa_grid, awa_corner, awa_octile, 5.0, seek::seen_by(awa_key)))
    got.push_back(p);
  REQUIRE(got.size() >= 4);
  // The cheapest by plain A* (weight 1): the same cost as the last.
  std::optional<int> cheapest;
  for (auto const& p : seek::anytime_astar(awa_start, awa_grid, awa_corner, awa_octile, 1.0, seek::seen_by(awa_key)))
    cheapest = p.cost;
  REQUIRE(cheapest);
  CHECK(got.back().cost == *cheapest);
  CHECK(got.front().cost > *cheapest);
  CHECK(got.front().bound > 1.0);
  for (std::size_t i = 1; i < got.size(); ++i) CHECK(got[i].bound <= got[i - 1].bound);
}

TEST_CASE("anytime_astar refuses a weight below 1, NaN or infinite") {
  auto line = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  auto goal = [](int x) { return x == 3; };
  auto h = [](int) { return 0; };
  CHECK_THROWS_WITH_AS(seek::anytime_astar(0, line, goal, h, 0.5), doctest::Contains("the weight is 0.5"),
                       std::invalid_argument);
  CHECK_THROWS_AS(seek::anytime_astar(0, line, goal, h, std::nan("")), std::invalid_argument);
  CHECK_THROWS_AS(seek::anytime_astar(0, line, goal, h, std::numeric_limits<double>::infinity()), std::invalid_argument);
}

TEST_CASE("matrix: first x anytime_astar") {
  auto first = seek::anytime_astar(awa_start, awa_grid, awa_corner, awa_octile, 5.0, seek::seen_by(awa_key)) |
               seek::first(1);
  std::size_t n = 0;
  for (auto const& p : first) {
    CHECK(p.path.back() == std::pair{10, 19});
    ++n;
  }
  CHECK(n == 1);
}

TEST_CASE("matrix: find x anytime_astar") {
  auto good = seek::find(
      seek::anytime_astar(awa_start, awa_grid, awa_corner, awa_octile, 5.0, seek::seen_by(awa_key)),
      [](auto const& p) { return p.bound <= 1.05; });
  REQUIRE(good);
  CHECK(good->bound <= 1.05);
}

TEST_CASE("matrix: prune x anytime_astar") {
  // Without the cells left of the U, the paths go round its right side.
  auto right = seek::prune(awa_grid, [](std::pair<int, int> const& c) { return c.first < 4; });
  std::optional<int> plain, pruned;
  for (auto const& p : seek::anytime_astar(awa_start, awa_grid, awa_corner, awa_octile, 2.0, seek::seen_by(awa_key)))
    plain = p.cost;
  for (auto const& p : seek::anytime_astar(awa_start, right, awa_corner, awa_octile, 2.0, seek::seen_by(awa_key))) {
    for (auto const& c : p.path) CHECK(c.first >= 4);
    pruned = p.cost;
  }
  REQUIRE(plain);
  REQUIRE(pruned);
  CHECK(*pruned >= *plain);
}

TEST_CASE("matrix: leaf_if x anytime_astar") {
  // Row 16 all leaves: no path crosses it to the goal.
  auto row = seek::leaf_if(awa_grid, [](std::pair<int, int> const& c) { return c.second == 16; });
  std::size_t n = 0;
  for (auto const& p : seek::anytime_astar(awa_start, row, awa_corner, awa_octile, 2.0, seek::seen_by(awa_key))) {
    (void)p;
    ++n;
  }
  CHECK(n == 0);
}

TEST_CASE("matrix: shuffled x anytime_astar") {
  std::optional<int> plain, shuffled;
  for (auto const& p : seek::anytime_astar(awa_start, awa_grid, awa_corner, awa_octile, 3.0, seek::seen_by(awa_key)))
    plain = p.cost;
  for (auto const& p : seek::anytime_astar(awa_start, seek::shuffled(awa_grid, 9), awa_corner, awa_octile, 3.0,
                                           seek::seen_by(awa_key)))
    shuffled = p.cost;
  REQUIRE(plain);
  CHECK(plain == shuffled);  // the last path: a cheapest, whatever the order
}

TEST_CASE("matrix: seen_by x anytime_astar") {
  // States (cell, steps taken): keyed by the cell, the grid's cheapest path.
  auto counted = [](std::pair<std::pair<int, int>, int> const& s) {
    std::vector<std::pair<std::pair<std::pair<int, int>, int>, int>> out;
    for (auto const& [to, w] : awa_grid(s.first)) out.push_back({{to, s.second + 1}, w});
    return out;
  };
  std::optional<int> plain, keyed;
  for (auto const& p : seek::anytime_astar(awa_start, awa_grid, awa_corner, awa_octile, 3.0, seek::seen_by(awa_key)))
    plain = p.cost;
  for (auto const& p : seek::anytime_astar(
           std::pair{awa_start, 0}, counted, [](auto const& s) { return awa_corner(s.first); },
           [](auto const& s) { return awa_octile(s.first); }, 3.0,
           seek::seen_by([](std::pair<std::pair<int, int>, int> const& s) { return awa_key(s.first); })))
    keyed = p.cost;
  REQUIRE(plain);
  CHECK(keyed == plain);
}

TEST_CASE("matrix: statistics x anytime_astar") {
  // Plain A* (weight 1, h = 0) up a chain 0 -> 1 -> ... -> 10: one path, with bound 1.
  auto chain = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  seek::statistics stats;
  stats.nodes = 99;  // reset by begin()
  auto line = seek::anytime_astar(0, chain, [](int x) { return x == 10; }, [](int) { return 0; }, 1.0, stats);
  auto it = line.begin();
  REQUIRE(it != line.end());
  CHECK(it->cost == 10);
  CHECK(it->bound == 1.0);
  CHECK(stats.expanded == 10);  // 0..9; the goal is not expanded
  CHECK(stats.nodes == 11);
  CHECK(stats.yielded == 1);
  CHECK(stats.depth == 10);
  CHECK(stats.passes == 1);
  CHECK(stats.stopped == seek::stop_reason::none);  // the range goes on
  ++it;
  CHECK(it == line.end());
  CHECK(stats.stopped == seek::stop_reason::exhausted);
  // On the grid: each improving path counted, the work of the one search summed.
  seek::statistics grid;
  std::uint64_t paths = 0;
  for (auto const& p : seek::anytime_astar(awa_start, awa_grid, awa_corner, awa_octile, 5.0, seek::seen_by(awa_key), grid)) {
    (void)p;
    ++paths;
    CHECK(grid.yielded == paths);
  }
  CHECK(paths >= 4);
  CHECK(grid.expanded > 0);
  CHECK(grid.nodes > grid.expanded);
}

TEST_CASE("matrix: limits x anytime_astar") {
  // Enough nodes for the greedy first path, too few to prove the cheapest:
  // the first path comes, then the range ends.
  seek::statistics all;
  std::size_t const complete = [&] {
    std::size_t n = 0;
    for (auto const& p : seek::anytime_astar(awa_start, awa_grid, awa_corner, awa_octile, 5.0, seek::seen_by(awa_key), all))
      (void)p, ++n;
    return n;
  }();
  seek::statistics first_only;
  auto first = seek::anytime_astar(awa_start, awa_grid, awa_corner, awa_octile, 5.0, seek::seen_by(awa_key), first_only);
  auto it = first.begin();
  REQUIRE(it != first.end());
  std::uint64_t const to_first = first_only.nodes;
  REQUIRE(to_first < all.nodes);
  seek::statistics stats;
  std::size_t n = 0;
  for (auto const& p : seek::anytime_astar(awa_start, awa_grid, awa_corner, awa_octile, 5.0, seek::seen_by(awa_key),
                                           seek::limits{.nodes = to_first + 5}, stats)) {
    CHECK(p.bound > 1.0);  // not proven the cheapest
    ++n;
  }
  CHECK(n >= 1);
  CHECK(n < complete);
  CHECK(stats.nodes == to_first + 5);
  CHECK(stats.stopped == seek::stop_reason::node_limit);
  std::stop_source source;
  source.request_stop();
  seek::statistics cancelled;
  auto none = seek::anytime_astar(awa_start, awa_grid, awa_corner, awa_octile, 5.0, seek::seen_by(awa_key), cancelled,
                                  seek::limits{.cancel = source.get_token()});
  CHECK(none.begin() == none.end());
  CHECK(cancelled.stopped == seek::stop_reason::cancelled);
}

TEST_CASE("matrix: traced_by x anytime_astar") {
  struct counts {
    std::uint64_t generated = 0, expanded = 0, yielded = 0, roots = 0;
    seek::stop_reason reason = seek::stop_reason::none;
    void on_generated(seek::node_event<std::pair<int, int>> const& e) {
      ++generated;
      if (e.parent == 0) ++roots;
    }
    void on_expand(seek::node_event<std::pair<int, int>> const&) { ++expanded; }
    void on_yield(seek::node_event<std::pair<int, int>> const& e) {
      ++yielded;
      CHECK(e.state == std::pair{10, 19});
    }
    void on_finish(seek::finish_event const& e) { reason = e.reason; }
  } t;
  seek::statistics stats;
  std::uint64_t paths = 0;
  for (auto const& p : seek::anytime_astar(awa_start, awa_grid, awa_corner, awa_octile, 5.0, seek::seen_by(awa_key),
                                           seek::traced_by(t), stats))
    (void)p, ++paths;
  CHECK(t.roots == 1);
  CHECK(t.generated == stats.nodes);
  CHECK(t.expanded == stats.expanded);
  CHECK(t.yielded == paths);  // the cheapest, said again with bound 1, too
  CHECK(t.yielded == stats.yielded);
  CHECK(t.reason == seek::stop_reason::exhausted);
}
