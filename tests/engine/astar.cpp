// Tests for seek/strategy/astar.hpp: order by cost + h, optimal first goal with a
// consistent heuristic, ties toward deeper states, laziness, limits, roots.
#include <seek/strategy/astar.hpp>
#include <seek/strategy/dijkstra.hpp>
#include <seek/range/first.hpp>
#include <seek/strategy/with_paths.hpp>

#include <doctest/doctest.h>

#include <range/v3/view/filter.hpp>

#include <cstddef>
#include <cstdlib>
#include <map>
#include <utility>
#include <vector>

#include "trees.hpp"

namespace {
using edges = std::vector<std::pair<int, int>>;

// Points on a line 0..n-1, with random extra jumps costing at least their
// length: |goal - x| is then a consistent heuristic.
struct line_graph {
  std::vector<edges> out;
  edges const& operator()(int v) const { return out[static_cast<std::size_t>(v)]; }
  line_graph(int n, std::uint64_t seed) : out(static_cast<std::size_t>(n)) {
    seek_test::splitmix64 rng(seed);
    for (int v = 0; v < n; ++v) {
      auto& e = out[static_cast<std::size_t>(v)];
      if (v + 1 < n) e.emplace_back(v + 1, 1 + static_cast<int>(rng.below(3)));
      if (v > 0) e.emplace_back(v - 1, 1 + static_cast<int>(rng.below(3)));
      int const to = static_cast<int>(rng.below(static_cast<std::size_t>(n)));
      e.emplace_back(to, std::abs(to - v) + static_cast<int>(rng.below(2)));
    }
  }
};
}  // namespace

TEST_CASE("astar with a consistent heuristic finds the cheapest path, as dijkstra does, expanding no more") {
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    CAPTURE(seed);
    int const n = 5 + static_cast<int>(seed % 60);
    line_graph g(n, seed);
    int const goal = n - 1 - static_cast<int>(seed % 3);
    auto is_goal = [&](auto const& node) { return node.state() == goal; };
    auto h = [&](int x) { return std::abs(goal - x); };
    seek::statistics sa, sd;
    int cost_a = -1, cost_d = -1;
    for (auto const& node :
         seek::with_paths(seek::astar, 0, std::cref(g), h, sa) | ranges::views::filter(is_goal) | seek::first(1)) {
      cost_a = node.cost();
      int sum = 0;
      auto const path = node.path();
      for (std::size_t i = 1; i < path.size(); ++i) {
        int best = 1 << 30;
        for (auto const& [w, c] : g(path[i - 1]))
          if (w == path[i]) best = std::min(best, c);
        sum += best;
      }
      CHECK(sum == cost_a);
    }
    for (auto const& node :
         seek::with_paths(seek::dijkstra, 0, std::cref(g), sd) | ranges::views::filter(is_goal) | seek::first(1))
      cost_d = node.cost();
    CHECK(cost_a == cost_d);
    CHECK(cost_a >= 0);
    CHECK(sa.expanded <= sd.expanded);
  }
}

TEST_CASE("astar yields states in nondecreasing cost + h") {
  line_graph g(80, 7);
  auto h = [](int x) { return std::abs(79 - x); };
  int last = 0;
  std::size_t count = 0;
  auto view = seek::astar(0, std::cref(g), h);
  for (auto it = view.begin(); it != view.end(); ++it) {
    CHECK(it.cost() + h(*it) >= last);
    last = it.cost() + h(*it);
    ++count;
  }
  CHECK(count == 80);
}

TEST_CASE("astar breaks ties on f toward the deeper state, then the first reached") {
  // From 0: 1 (cost 1, h 2) and 2 (cost 2, h 1) tie at f = 3; 2 is deeper in
  // cost, so it comes first. 3 and 4 tie exactly (same f, same g): first
  // reached first.
  std::vector<edges> g{{{1, 1}, {2, 2}, {3, 1}, {4, 1}}, {}, {}, {}, {}};
  std::vector<int> h{3, 2, 1, 2, 2};
  std::vector<int> order;
  for (int v : seek::astar(0, [&](int v) { return g[static_cast<std::size_t>(v)]; },
                           [&](int v) { return h[static_cast<std::size_t>(v)]; }))
    order.push_back(v);
  CHECK(order == std::vector{0, 2, 1, 3, 4});
}

TEST_CASE("astar is lazy and stops at the first goal on an infinite graph") {
  int calls = 0;
  auto next = [&](int x) {
    ++calls;
    return edges{{x + 1, 1}, {x - 1, 1}, {x * 2, 1}};
  };
  auto h = [](int x) { return x <= 100 ? (100 - x) / 100 : 0; };  // weak, admissible
  auto view = seek::astar(1, next, h);
  CHECK(calls == 0);
  auto it = view.begin();
  CHECK(calls == 0);
  CHECK(*it == 1);
  ++it;
  CHECK(calls == 1);
  calls = 0;
  std::size_t length = 0;
  // A predicate on states takes the nodes of with_paths.
  for (auto const& node : seek::with_paths(seek::astar, 1, next, h) |
                              ranges::views::filter([](int const& x) { return x == 100; }) | seek::first(1))
    length = node.path().size() - 1;
  CHECK(length == 8);  // 1 2 3 6 12 24 25 50 100
  CHECK(calls < 2000);
}

TEST_CASE("astar with statistics, limits and several roots") {
  auto next = [](int x) { return edges{{x + 1, 2}, {x + 3, 5}}; };
  auto h = [](int) { return 0; };
  seek::statistics stats;
  std::size_t n = 0;
  for (auto const& node : seek::with_paths(seek::astar, std::vector{0, 100}, next, h, stats, seek::limits{.nodes = 10})) {
    CHECK(node.depth() == node.path().size() - 1);
    ++n;
  }
  // Generated: 0, 100, then two children for each of 0, 100, 1 and 101; the
  // next expansion (of 2) meets the limit. Settled: 0, 100, 1, 101, 2.
  CHECK(n == 5);
  CHECK(stats.nodes == 10);
  CHECK(stats.stopped == seek::stop_reason::node_limit);
  std::map<int, int> first_costs;
  auto view = seek::astar(std::vector{0, 100}, next, h);
  auto it = view.begin();
  for (int k = 0; k < 4; ++k, ++it) first_costs[*it] = it.cost();
  CHECK(first_costs == std::map<int, int>{{0, 0}, {100, 0}, {1, 2}, {101, 2}});
}

TEST_CASE("astar walks a deep chain without recursion") {
  auto chain = [](int x) { return x < 500'000 ? edges{{x + 1, 1}} : edges{}; };
  auto h = [](int x) { return 500'000 - x; };
  std::size_t count = 0;
  auto view = seek::astar(0, chain, h);
  for (auto it = view.begin(); it != view.end(); ++it) count += it.depth() == count;
  CHECK(count == 500'001);
}
