// Tests for seek/strategy/dijkstra.hpp: nondecreasing costs, each state settled once
// at its cheapest cost, paths, laziness, limits, roots, restarts.
#include <seek/strategy/dijkstra.hpp>
#include <seek/range/first.hpp>
#include <seek/strategy/with_paths.hpp>

#include <doctest/doctest.h>

#include <range/v3/view/filter.hpp>

#include <array>
#include <cstddef>
#include <limits>
#include <map>
#include <stdexcept>
#include <utility>
#include <vector>

#include "graphs.hpp"

namespace {
using edges = std::vector<std::pair<int, int>>;

using seek_test::random_graph;
}  // namespace

TEST_CASE("dijkstra settles every reachable state once, at its cheapest cost, in nondecreasing order") {
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    CAPTURE(seed);
    random_graph g(1 + static_cast<int>(seed % 40), seed, 4);
    auto const oracle = g.costs_from(0);
    std::map<int, int> got;
    int last = 0;
    for (auto const& n : seek::with_paths(seek::dijkstra, 0, std::cref(g))) {
      CHECK(n.cost() >= last);
      last = n.cost();
      CHECK(got.emplace(n.state(), n.cost()).second);  // settled once
      // The path is real: consecutive states are joined by edges summing to the cost.
      auto const path = n.path();
      REQUIRE(path.size() == n.depth() + 1);
      CHECK(path.front() == 0);
      CHECK(path.back() == n.state());
      int sum = 0;
      for (std::size_t i = 1; i < path.size(); ++i) {
        int cheapest = std::numeric_limits<int>::max();
        for (auto const& [w, e] : g(path[i - 1]))
          if (w == path[i]) cheapest = std::min(cheapest, e);
        REQUIRE(cheapest != std::numeric_limits<int>::max());
        sum += cheapest;
      }
      CHECK(sum == n.cost());
    }
    CHECK(got == oracle);
  }
}

TEST_CASE("dijkstra breaks cost ties in the order states were first reached") {
  // 0 -> 1, 2, 3 at cost 1 each; 1 -> 4 at cost 0.
  std::vector<edges> g{{{1, 1}, {2, 1}, {3, 1}}, {{4, 0}}, {}, {}, {}};
  std::vector<int> order;
  for (int v : seek::dijkstra(0, [&](int v) { return g[static_cast<std::size_t>(v)]; })) order.push_back(v);
  CHECK(order == std::vector{0, 1, 2, 3, 4});
}

TEST_CASE("dijkstra is lazy: a state is expanded only when the consumer pulls past it") {
  int calls = 0;
  auto next = [&](int x) {
    ++calls;
    return edges{{x + 1, 1}, {2 * x + 1, 2}};
  };  // an infinite graph
  auto view = seek::dijkstra(0, next);
  CHECK(calls == 0);
  auto it = view.begin();
  CHECK(calls == 0);
  CHECK(*it == 0);
  ++it;
  CHECK(calls == 1);
  // A cheapest path to a goal, and the search stops there, on an infinite graph.
  calls = 0;
  for (auto const& n : seek::with_paths(seek::dijkstra, 0, next) |
                           ranges::views::filter([](auto const& n) { return n.state() == 10; }) | seek::first(1)) {
    CHECK(n.cost() == 7);  // 0 -1-> 1 -2-> 3 -1-> 4 -2-> 9 -1-> 10
    CHECK(n.path().back() == 10);
  }
  CHECK(calls > 0);
  CHECK(calls < 100);
}

TEST_CASE("dijkstra counts into statistics and stops at limits") {
  auto next = [](int x) { return edges{{x + 1, 1}, {x + 2, 1}}; };
  seek::statistics stats;
  std::size_t seen = 0;
  for (int x : seek::dijkstra(0, next, stats, seek::limits{.nodes = 50})) seen += x >= 0;
  // Each expansion of x generates x + 1 (open already, not cheaper: pruned)
  // and x + 2 (new); the root's two children are both new. So 24 expansions
  // generate 1 + 48 states, and the 25th meets the limit at its second child.
  CHECK(seen == 25);
  CHECK(stats.nodes == 50);
  CHECK(stats.yielded == 25);
  CHECK(stats.pruned == 24);
  CHECK(stats.stopped == seek::stop_reason::node_limit);
  CHECK(stats.expanded == 25);  // the loop pulled past the 25th, expanding it, and met the limit

  seek::statistics open;
  auto star = [](int x) { return x == 0 ? edges{{1, 1}, {2, 1}, {3, 1}, {4, 1}} : edges{}; };
  std::size_t count = 0;
  auto limited = seek::dijkstra(0, star, open, seek::limits{.frontier = 2});
  for (auto it = limited.begin(); it != limited.end(); ++it) count += it.depth() == 0;
  CHECK(count == 1);
  CHECK(open.stopped == seek::stop_reason::frontier_limit);

  seek::statistics all;
  std::vector<edges> g{{{1, 2}, {2, 1}}, {}, {{1, 0}}};
  for (int v : seek::dijkstra(0, [&](int v) { return g[static_cast<std::size_t>(v)]; }, all)) (void)v;
  CHECK(all.nodes == 4);    // 0, 1 and 2 from 0, then 1 again from 2, cheaper
  CHECK(all.yielded == 3);  // each state settled once
  CHECK(all.pruned == 0);   // the second path to 1 was cheaper: it replaced the first
  CHECK(all.expanded == 3);
  CHECK(all.failures == 1);
  CHECK(all.stopped == seek::stop_reason::exhausted);
}

TEST_CASE("dijkstra from several roots starts each at cost zero") {
  auto line = [](int x) { return x < 20 ? edges{{x + 1, 1}} : edges{}; };
  std::map<int, int> cost;
  for (auto const& n : seek::with_paths(seek::dijkstra, std::vector{0, 10}, line)) {
    cost[n.state()] = n.cost();
    CHECK((n.path().front() == 0 || n.path().front() == 10));
  }
  CHECK(cost.size() == 21);
  CHECK(cost[9] == 9);
  CHECK(cost[10] == 0);
  CHECK(cost[15] == 5);
}

TEST_CASE("dijkstra restarts on begin(), and copies search afresh") {
  auto next = [](int x) { return x < 5 ? edges{{x + 1, 3}} : edges{}; };
  auto view = seek::dijkstra(0, next);
  std::vector<int> a, b, c;
  for (auto it = view.begin(); it != view.end(); ++it) a.push_back(it.cost());
  for (auto it = view.begin(); it != view.end(); ++it) b.push_back(it.cost());
  auto copy = view;
  for (auto it = copy.begin(); it != copy.end(); ++it) c.push_back(it.cost());
  CHECK(a == std::vector{0, 3, 6, 9, 12, 15});
  CHECK(b == a);
  CHECK(c == a);
}

TEST_CASE("dijkstra refuses a negative edge cost with a clear error") {
  auto next = [](int x) { return x == 0 ? edges{{1, 2}, {2, -1}} : edges{}; };
  auto view = seek::dijkstra(0, next);
  auto it = view.begin();
  CHECK_THROWS_WITH_AS(++it, doctest::Contains("seek::dijkstra/astar: negative or NaN edge cost to a state at depth 1"),
                       std::invalid_argument);
  CHECK(it == view.end());
}

TEST_CASE("dijkstra refuses a NaN edge cost as it refuses a negative one") {
  using fedges = std::vector<std::pair<int, double>>;
  auto next = [](int x) {
    return x == 0 ? fedges{{1, 2.0}, {2, std::numeric_limits<double>::quiet_NaN()}} : fedges{};
  };
  auto view = seek::dijkstra(0, next);
  auto it = view.begin();
  CHECK_THROWS_WITH_AS(++it, doctest::Contains("negative or NaN edge cost"), std::invalid_argument);
}

TEST_CASE("dijkstra walks a chain a million states long without recursion, and its paths") {
  auto chain = [](int x) { return x < 1'000'000 ? edges{{x + 1, 1}} : edges{}; };
  int last = -1;
  std::size_t depth = 0;
  auto view = seek::dijkstra(0, chain);
  for (auto it = view.begin(); it != view.end(); ++it) last = *it, depth = it.depth();
  CHECK(last == 1'000'000);
  CHECK(depth == 1'000'000);
  auto goal = [](auto const& n) { return n.state() == 200'000; };
  for (auto const& n : seek::with_paths(seek::dijkstra, 0, chain) | ranges::views::filter(goal) | seek::first(1))
    CHECK(n.path().size() == 200'001);
}

TEST_CASE("dijkstra: seen_by keys states, and an improved state keeps the cheaper path") {
  struct state {
    int place;
    int tag;  // differs along different paths to the same place
  };
  auto next = [](state const& s) {
    std::vector<std::pair<state, int>> out;
    if (s.place == 0) out = {{{1, 1}, 5}, {{2, 2}, 1}};
    if (s.place == 2) out = {{{1, 3}, 1}};
    return out;
  };
  std::map<int, std::pair<int, int>> got;
  auto view = seek::dijkstra(state{0, 0}, next, seek::seen_by(&state::place));
  for (auto it = view.begin(); it != view.end(); ++it) got[it->place] = {it.cost(), it->tag};
  CHECK(got[1] == std::pair{2, 3});  // reached through 2, with the tag of that path
}

TEST_CASE("a dijkstra node stays valid after the iterator moves on, the view restarts, or is gone") {
  auto next = [](int x) { return x < 50 ? edges{{x + 1, 2}, {x + 5, 7}} : edges{}; };
  std::vector<seek::weighted_node<int, int>> kept;
  {
    auto view = seek::with_paths(seek::dijkstra, 0, next);
    for (auto const& n : view) kept.push_back(n);
    for (auto const& n : view | seek::first(1)) CHECK(n.state() == 0);  // a second run, new table
  }
  auto goal = [](auto const& n) { return n.state() == 42; };
  auto found = [&] {
    for (auto const& n : seek::with_paths(seek::dijkstra, 0, next) | ranges::views::filter(goal) | seek::first(1))
      return n;
    return seek::weighted_node<int, int>{};
  }();  // the pipeline and its copy of the view are gone
  CHECK(found.cost() == 60);  // eight jumps of 5 (cost 7) and two steps (cost 2)
  CHECK(found.path().size() == 11);
  REQUIRE(kept.size() == 55);
  CHECK(kept.back().path().front() == 0);
  for (auto const& n : kept)
    if (n.state() == 10) CHECK(n.cost() == 14);
}
