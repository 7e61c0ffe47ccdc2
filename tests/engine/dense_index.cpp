// Tests for seek/successor/dense_index.hpp: dijkstra and astar with their
// records found by index, unique_dfs, unique_bfs and skip_seen with a flag
// per index, give the same states, costs, depths, paths and statistics as
// with the hash map; several roots, limits, restarts, member pointers; an
// index out of range throws std::out_of_range naming it and n.
#include <seek/successor/dense_index.hpp>
#include <seek/strategy/astar.hpp>
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dijkstra.hpp>
#include <seek/strategy/unique.hpp>
#include <seek/successor/skip_seen.hpp>
#include <seek/range/first.hpp>
#include <seek/strategy/with_paths.hpp>

#include <doctest/doctest.h>

#include <range/v3/view/filter.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <optional>
#include <stdexcept>
#include <utility>
#include <vector>

#include "graphs.hpp"

namespace {
using edges = std::vector<std::pair<int, int>>;

using seek_test::random_graph;

// What a search yields, element by element: state, cost, depth, path.
struct step {
  int state;
  int cost;
  std::size_t depth;
  std::vector<int> path;
  bool operator==(step const&) const = default;
};
template <class View>
std::vector<step> steps(View&& view) {
  std::vector<step> out;
  for (auto const& n : view) out.push_back({n.state(), n.cost(), n.depth(), n.path()});
  return out;
}

bool same(seek::statistics const& a, seek::statistics const& b) {
  return a.nodes == b.nodes && a.yielded == b.yielded && a.expanded == b.expanded && a.failures == b.failures &&
         a.pruned == b.pruned && a.depth == b.depth && a.frontier == b.frontier && a.passes == b.passes &&
         a.stopped == b.stopped;
}

struct cell {
  int at;
  int tag;
};
}  // namespace

TEST_CASE("dijkstra with dense_index yields what the hash form yields: states, costs, depths, paths, statistics") {
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    CAPTURE(seed);
    int const n = 1 + static_cast<int>(seed % 50);
    random_graph g(n, seed, 5);
    auto const dense = seek::dense_index(static_cast<std::size_t>(n), std::identity{});
    seek::statistics hs, ds;
    auto const hashed = steps(seek::with_paths(seek::dijkstra, 0, std::cref(g), hs));
    auto const indexed = steps(seek::with_paths(seek::dijkstra, 0, std::cref(g), ds, dense));
    CHECK(indexed == hashed);
    CHECK(same(ds, hs));
    CHECK(ds.yielded == indexed.size());
  }
}

TEST_CASE("astar with dense_index yields what the hash form yields, from several roots, under limits") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    CAPTURE(seed);
    int const n = 2 + static_cast<int>(seed % 60);
    random_graph g(n, seed, 5);
    int const goal = n - 1;
    auto h = [goal](int x) { return x == goal ? 0 : 1; };  // consistent: every edge into goal costs >= 0
    auto const dense = seek::dense_index(static_cast<std::size_t>(n), std::identity{});
    std::vector<int> const roots{0, n / 2, 0};  // a root given twice counts once
    seek::statistics hs, ds;
    auto const hashed = steps(seek::with_paths(seek::astar, roots, std::cref(g), h, seek::limits{.nodes = 40}, hs));
    auto const indexed = steps(seek::with_paths(seek::astar, roots, std::cref(g), h, dense, ds,
                                                seek::limits{.nodes = 40}));
    CHECK(indexed == hashed);
    CHECK(same(ds, hs));
  }
}

TEST_CASE("dense_index: the iterator's cost and depth, laziness, restarts and copies") {
  auto next = [](int x) { return x < 9 ? edges{{x + 1, 3}, {(x + 2) % 10, 7}} : edges{}; };
  auto view = seek::dijkstra(0, next, seek::dense_index(10, [](int x) { return x; }));
  std::vector<int> a, b, c;
  for (auto it = view.begin(); it != view.end(); ++it) a.push_back(it.cost());
  for (auto it = view.begin(); it != view.end(); ++it) b.push_back(it.cost());
  auto copy = view;
  for (auto it = copy.begin(); it != copy.end(); ++it) c.push_back(it.cost());
  CHECK(a == std::vector{0, 3, 6, 9, 12, 15, 18, 21, 24, 27});
  CHECK(b == a);
  CHECK(c == a);

  // A cheapest goal, the search stopped there; the node outlives the view.
  std::optional<seek::weighted_node<int, int>> kept;
  {
    auto goals = seek::with_paths(seek::dijkstra, 0, next, seek::dense_index(10, std::identity{})) |
                 ranges::views::filter([](auto const& n) { return n.state() == 4; }) | seek::first(1);
    for (auto const& n : goals) kept = n;
  }
  REQUIRE(kept);
  CHECK(kept->cost() == 12);
  CHECK(kept->path() == std::vector{0, 1, 2, 3, 4});
}

TEST_CASE("dense_index takes a member pointer, in any place among the options") {
  auto next = [](cell const& c) {
    std::vector<std::pair<cell, int>> out;
    if (c.at < 5) out.push_back({cell{c.at + 1, c.tag + 1}, 1});
    return out;
  };
  seek::statistics stats;
  std::vector<int> tags;
  for (cell const& c : seek::dijkstra(cell{0, 100}, next, seek::dense_index(6, &cell::at), stats))
    tags.push_back(c.tag);
  CHECK(tags == std::vector{100, 101, 102, 103, 104, 105});
  CHECK(stats.yielded == 6);
}

TEST_CASE("dense_index: an index out of 0..n-1 throws std::out_of_range naming it and n, and the search ends") {
  auto next = [](int x) { return edges{{x + 1, 1}}; };
  auto view = seek::dijkstra(0, next, seek::dense_index(3, std::identity{}));
  auto it = view.begin();
  ++it;
  ++it;
  CHECK(*it == 2);
  CHECK_THROWS_WITH_AS(++it, doctest::Contains("index 3, outside 0..n-1 with n = 3"), std::out_of_range);
  CHECK(it == view.end());

  // A negative index, from a root.
  auto roots = seek::astar(std::vector{1, -2}, next, [](int) { return 0; },
                           seek::dense_index(8, [](int x) { return static_cast<long>(x); }));
  CHECK_THROWS_WITH_AS(roots.begin(), doctest::Contains("index -2, outside 0..n-1 with n = 8"), std::out_of_range);

  // An n the slots cannot number.
  if constexpr (sizeof(std::size_t) > 4) {
    auto huge = seek::dijkstra(0, next, seek::dense_index(std::size_t{1} << 33, std::identity{}));
    CHECK_THROWS_AS(huge.begin(), std::length_error);
  }
}

namespace {
// A 6 x 5 grid with a wall, cells numbered row by row; moves to the four
// neighbours cost 2 (down and right) or 3 (up and left).
struct grid {
  static constexpr int w = 6, h = 5;
  std::vector<std::pair<int, int>> operator()(int c) const {
    std::vector<std::pair<int, int>> out;
    int const x = c % w, y = c / w;
    auto open = [](int cx, int cy) { return cx >= 0 && cx < w && cy >= 0 && cy < h && !(cx == 3 && cy < 4); };
    if (open(x + 1, y)) out.emplace_back(c + 1, 2);
    if (open(x, y + 1)) out.emplace_back(c + w, 2);
    if (open(x - 1, y)) out.emplace_back(c - 1, 3);
    if (open(x, y - 1)) out.emplace_back(c - w, 3);
    return out;
  }
};
}  // namespace

TEST_CASE("matrix: dense_index x dijkstra") {
  auto const dense = seek::dense_index(grid::w * grid::h, std::identity{});
  auto const hashed = steps(seek::with_paths(seek::dijkstra, 0, grid{}));
  auto const indexed = steps(seek::with_paths(seek::dijkstra, 0, grid{}, dense));
  CHECK(indexed.size() == grid::w * grid::h - 4);  // every open cell
  CHECK(indexed == hashed);
  CHECK(indexed.back().state == 5);  // the top-right corner, beyond the wall, comes last
}

TEST_CASE("matrix: dense_index x astar") {
  auto const dense = seek::dense_index(grid::w * grid::h, std::identity{});
  auto h = [](int c) { return 2 * (grid::w - 1 - c % grid::w) + 2 * (grid::h - 1 - c / grid::w); };  // consistent
  seek::statistics hs, ds;
  auto goal = [](auto const& n) { return n.state() == grid::w * grid::h - 1; };
  auto const hashed =
      steps(seek::with_paths(seek::astar, 0, grid{}, h, hs) | ranges::views::filter(goal) | seek::first(1));
  auto const indexed =
      steps(seek::with_paths(seek::astar, 0, grid{}, h, ds, dense) | ranges::views::filter(goal) | seek::first(1));
  REQUIRE(indexed.size() == 1);
  CHECK(indexed == hashed);
  CHECK(indexed[0].cost == 2 * (grid::w - 1) + 2 * (grid::h - 1));
  CHECK(same(ds, hs));
}

namespace {
// An unweighted graph on 0..n-1 with cycles: x -> 3x+1, 2x, x-1 (mod n).
struct ring {
  int n;
  std::vector<int> operator()(int x) const { return {(3 * x + 1) % n, (2 * x) % n, (x + n - 1) % n}; }
};
// What an unweighted search yields: state, depth, path.
template <class View>
std::vector<std::pair<int, std::vector<int>>> walk(View&& view) {
  std::vector<std::pair<int, std::vector<int>>> out;
  for (auto const& n : view) {
    CHECK(n.depth() + 1 == n.path().size());
    out.emplace_back(n.state(), n.path());
  }
  return out;
}
}  // namespace

TEST_CASE("matrix: dense_index x unique_dfs") {
  for (int n : {1, 7, 50, 301}) {
    CAPTURE(n);
    seek::statistics hs, ds;
    auto const hashed = walk(seek::with_paths(seek::unique_dfs, std::vector{0, n / 2, 0}, ring{n}, hs));
    auto const indexed = walk(seek::with_paths(seek::unique_dfs, std::vector{0, n / 2, 0}, ring{n}, ds,
                                               seek::dense_index(static_cast<std::size_t>(n), std::identity{})));
    CHECK(indexed.size() == static_cast<std::size_t>(n));  // each state once
    CHECK(indexed == hashed);
    CHECK(same(ds, hs));
  }
}

TEST_CASE("matrix: dense_index x unique_bfs") {
  for (int n : {1, 7, 50, 301}) {
    CAPTURE(n);
    auto const dense = seek::dense_index(static_cast<std::size_t>(n), std::identity{});
    seek::statistics hs, ds;
    auto const hashed = walk(seek::with_paths(seek::unique_bfs, 0, ring{n}, hs, seek::limits{.nodes = 200}));
    auto const indexed = walk(seek::with_paths(seek::unique_bfs, 0, ring{n}, dense, ds, seek::limits{.nodes = 200}));
    CHECK(indexed == hashed);
    CHECK(same(ds, hs));
    // The view begins afresh each time, and a copy searches apart.
    auto view = seek::unique_bfs(0, ring{n}, dense);
    std::vector<int> a, b, c;
    for (int x : view) a.push_back(x);
    for (int x : view) b.push_back(x);
    auto copy = view;
    for (int x : copy) c.push_back(x);
    CHECK(a.size() == static_cast<std::size_t>(n));
    CHECK(b == a);
    CHECK(c == a);
  }
}

TEST_CASE("skip_seen with dense_index: a flag per index, shared by copies, cleared when a search begins") {
  auto once = seek::skip_seen<int>(ring{40}, seek::dense_index(40, std::identity{}));
  std::vector<int> hashed, indexed;
  for (int x : seek::bfs(0, seek::skip_seen<int>(ring{40}))) hashed.push_back(x);
  for (int x : seek::bfs(0, once)) indexed.push_back(x);
  CHECK(indexed == hashed);
  CHECK(once.seen_count() == 40);  // the view's copy shares this set
  CHECK(once.seen(17));
  std::vector<int> again;
  for (int x : seek::bfs(0, once)) again.push_back(x);
  CHECK(again == indexed);

  // An index out of range, from a successor.
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  auto view = seek::unique_dfs(0, next, seek::dense_index(5, std::identity{}));
  std::vector<int> got;
  CHECK_THROWS_WITH_AS(for (int x : view) got.push_back(x), doctest::Contains("index 5, outside 0..n-1 with n = 5"),
                       std::out_of_range);
  CHECK(got == std::vector{0, 1, 2, 3, 4});
}
