// Tests for seek/successor/dense_index.hpp: dijkstra and astar with their
// records found by index give the same states, costs, depths, paths and
// statistics as with the hash map; several roots, limits, restarts, member
// pointers; an index out of range throws std::out_of_range naming it and n.
#include <seek/successor/dense_index.hpp>
#include <seek/strategy/astar.hpp>
#include <seek/strategy/dijkstra.hpp>
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

#include "trees.hpp"

namespace {
using edges = std::vector<std::pair<int, int>>;

// A random weighted digraph on n vertices, with cycles and parallel paths.
struct random_graph {
  std::vector<edges> out;
  edges const& operator()(int v) const { return out[static_cast<std::size_t>(v)]; }
  random_graph(int n, std::uint64_t seed) : out(static_cast<std::size_t>(n)) {
    seek_test::splitmix64 rng(seed);
    for (auto& e : out)
      for (std::size_t k = rng.below(5); k-- > 0;)
        e.emplace_back(static_cast<int>(rng.below(static_cast<std::size_t>(n))), static_cast<int>(rng.below(10)));
  }
};

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
    random_graph g(n, seed);
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
    random_graph g(n, seed);
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
  for (cell const& c : seek::dijkstra(cell{0, 100}, next, seek::dense_index(6, &cell::at), stats)) tags.push_back(c.tag);
  CHECK(tags == std::vector{100, 101, 102, 103, 104, 105});
  CHECK(stats.yielded == 6);
}

TEST_CASE("dense_index: an index out of 0..n-1 throws std::out_of_range naming it and n; the search ends") {
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
