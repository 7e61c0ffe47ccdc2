// Tests for seek/strategy/bidirectional_dijkstra.hpp: the cost of the path
// against a brute-force search (Bellman-Ford) on random weighted graphs,
// directed (with prev) and undirected, zero costs included, each path a walk
// of the graph's edges at its cost; a graph where the first meeting is not
// on the cheapest path; the ends; statistics, limits, seen_by; and the cells
// of its row in the composition matrix.
#include <seek/strategy/bidirectional_dijkstra.hpp>

#include <doctest/doctest.h>

#include "graphs.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <stop_token>
#include <utility>
#include <vector>

#include <seek/successor/prune.hpp>
#include <seek/successor/shuffled.hpp>

namespace {
using bd_edges = seek_test::weighted_edges;

// A line 0 - 1 - ... - 60, each step cost 1, both ways.
auto bd_line = [](int x) {
  std::vector<std::pair<int, int>> v;
  if (x > 0) v.emplace_back(x - 1, 1);
  if (x < 60) v.emplace_back(x + 1, 1);
  return v;
};
}  // namespace

TEST_CASE("bidirectional_dijkstra: the cheapest cost of a brute-force search on random graphs") {
  std::mt19937 rng(1959);
  int found = 0, none = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    bool const undirected = trial % 2 == 0;
    int const n = 2 + static_cast<int>(rng() % 30);
    bd_edges out(static_cast<std::size_t>(n)), in(static_cast<std::size_t>(n));
    int const edges = static_cast<int>(rng() % static_cast<unsigned>(3 * n));
    for (int e = 0; e < edges; ++e) {
      int const a = static_cast<int>(rng() % static_cast<unsigned>(n)), b = static_cast<int>(rng() % static_cast<unsigned>(n));
      int const w = static_cast<int>(rng() % 10);
      out[static_cast<std::size_t>(a)].emplace_back(b, w);
      in[static_cast<std::size_t>(b)].emplace_back(a, w);
      if (undirected) {
        out[static_cast<std::size_t>(b)].emplace_back(a, w);
        in[static_cast<std::size_t>(a)].emplace_back(b, w);
      }
    }
    int const from = static_cast<int>(rng() % static_cast<unsigned>(n)), to = static_cast<int>(rng() % static_cast<unsigned>(n));
    int const want = seek_test::cheapest_costs(out, from)[static_cast<std::size_t>(to)];
    CAPTURE(trial);
    auto next = [&](int x) -> bd_edges::value_type const& { return out[static_cast<std::size_t>(x)]; };
    auto prev = [&](int x) -> bd_edges::value_type const& { return in[static_cast<std::size_t>(x)]; };
    auto got = undirected ? seek::bidirectional_dijkstra(from, to, next) : seek::bidirectional_dijkstra(from, to, next, prev);
    REQUIRE(got.has_value() == (want >= 0));
    if (!got) {
      ++none;
      continue;
    }
    ++found;
    CHECK(got->cost == want);
    CHECK(got->path.front() == from);
    CHECK(got->path.back() == to);
    CHECK(seek_test::walked_cost(out, got->path) == want);  // a walk of the graph at its cost
  }
  CHECK(found > 1000);
  CHECK(none > 300);
}

TEST_CASE("bidirectional_dijkstra: the first meeting is not on the cheapest path") {
  // s=0 -> 1 -> t=2 costs 5 + 5; s -> 3 -> 4 -> 5 -> t costs 3 + 1 + 1 + 3 (8).
  // The searches meet at 1 first (each settles its cheap neighbour 3 or 5,
  // then 1 is reached by both at 5), but the way round is cheaper.
  bd_edges g(6);
  auto both = [&](int a, int b, int w) {
    g[static_cast<std::size_t>(a)].emplace_back(b, w);
    g[static_cast<std::size_t>(b)].emplace_back(a, w);
  };
  both(0, 1, 5), both(1, 2, 5), both(0, 3, 3), both(3, 4, 1), both(4, 5, 1), both(5, 2, 3);
  auto next = [&](int x) { return g[static_cast<std::size_t>(x)]; };
  auto found = seek::bidirectional_dijkstra(0, 2, next);
  REQUIRE(found);
  CHECK(found->cost == 8);
  CHECK(found->path == std::vector{0, 3, 4, 5, 2});
}

TEST_CASE("bidirectional_dijkstra: the start is the goal, no path") {
  auto same = seek::bidirectional_dijkstra(7, 7, bd_line);
  REQUIRE(same);
  CHECK(same->path == std::vector{7});
  CHECK(same->cost == 0);
  auto forward = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 2}}; };
  auto back = [](int x) { return x > 0 ? std::vector<std::pair<int, int>>{{x - 1, 2}} : std::vector<std::pair<int, int>>{}; };
  CHECK_FALSE(seek::bidirectional_dijkstra(5, 3, [](int x) {
    return x < 10 ? std::vector<std::pair<int, int>>{{x + 1, 1}} : std::vector<std::pair<int, int>>{};
  }, back));
  auto p = seek::bidirectional_dijkstra(0, 4, forward, back);
  REQUIRE(p);
  CHECK(p->cost == 8);
}

TEST_CASE("matrix: statistics x bidirectional_dijkstra") {
  seek::statistics stats;
  stats.nodes = 99;
  auto found = seek::bidirectional_dijkstra(0, 60, bd_line, stats);
  REQUIRE(found);
  CHECK(found->cost == 60);
  CHECK(stats.yielded == 1);
  CHECK(stats.passes == 1);
  CHECK(stats.expanded >= 58);
  CHECK(stats.expanded <= 62);  // each search about half the line
  CHECK(stats.nodes >= 61);
  CHECK(stats.depth >= 29);
  CHECK(stats.depth <= 31);
  CHECK(stats.frontier >= 2);
  CHECK(stats.stopped == seek::stop_reason::none);
  seek::statistics nothing;
  auto before = [](int x) { return x <= 60 ? bd_line(x) : std::vector<std::pair<int, int>>{}; };
  CHECK_FALSE(seek::bidirectional_dijkstra(0, 1000, bd_line, before, nothing));
  CHECK(nothing.stopped == seek::stop_reason::exhausted);
}

TEST_CASE("matrix: limits x bidirectional_dijkstra") {
  seek::statistics stats;
  CHECK_FALSE(seek::bidirectional_dijkstra(0, 60, bd_line, seek::limits{.nodes = 10}, stats));
  CHECK(stats.nodes == 10);
  CHECK(stats.stopped == seek::stop_reason::node_limit);
  CHECK(seek::bidirectional_dijkstra(0, 6, bd_line, seek::limits{.nodes = 100}));
  std::stop_source source;
  source.request_stop();
  seek::statistics cancelled;
  CHECK_FALSE(seek::bidirectional_dijkstra(0, 60, bd_line, cancelled, seek::limits{.cancel = source.get_token()}));
  CHECK(cancelled.stopped == seek::stop_reason::cancelled);
  seek::statistics crowded;
  CHECK_FALSE(seek::bidirectional_dijkstra(0, 60, bd_line, crowded, seek::limits{.frontier = 1}));
  CHECK(crowded.stopped == seek::stop_reason::frontier_limit);
}

TEST_CASE("matrix: traced_by x bidirectional_dijkstra") {
  struct counts {
    std::uint64_t roots = 0, generated = 0, expanded = 0, yielded = 0;
    seek::stop_reason reason = seek::stop_reason::none;
    void on_generated(seek::node_event<int> const& e) {
      ++generated;
      if (e.parent == 0) ++roots;
    }
    void on_expand(seek::node_event<int> const&) { ++expanded; }
    void on_yield(seek::node_event<int> const& e) {
      ++yielded;
      CHECK(e.depth > 0);
    }
    void on_finish(seek::finish_event const& e) { reason = e.reason; }
  } t;
  seek::statistics stats;
  auto found = seek::bidirectional_dijkstra(0, 60, bd_line, seek::traced_by(t), stats);
  REQUIRE(found);
  CHECK(t.roots == 2);
  CHECK(t.generated == stats.nodes);
  CHECK(t.expanded == stats.expanded);
  CHECK(t.yielded == 1);
  CHECK(t.reason == seek::stop_reason::none);
  counts none;
  auto one_way = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  auto one_way_in = [](int x) { return std::vector<std::pair<int, int>>{{x - 1, 1}}; };
  // Up from 0 and down from -5: the sides never meet, the node limit stops them.
  CHECK_FALSE(seek::bidirectional_dijkstra(0, -5, one_way, one_way_in, seek::traced_by(none), seek::limits{.nodes = 50}));
  CHECK(none.reason == seek::stop_reason::node_limit);
}

TEST_CASE("matrix: seen_by x bidirectional_dijkstra") {
  auto tagged = [](std::pair<int, int> s) {
    std::vector<std::pair<std::pair<int, int>, int>> v;
    for (auto [y, w] : bd_line(s.first)) v.push_back({{y, s.second + 1}, w});
    return v;
  };
  auto found = seek::bidirectional_dijkstra(std::pair{0, 0}, std::pair{40, 0}, tagged,
                                            seek::seen_by([](std::pair<int, int> const& s) { return s.first; }));
  REQUIRE(found);
  CHECK(found->cost == 40);
  CHECK(found->path.back().first == 40);
}

TEST_CASE("matrix: prune x bidirectional_dijkstra") {
  auto cut = seek::prune(bd_line, [](int x) { return x == 30; });
  CHECK_FALSE(seek::bidirectional_dijkstra(0, 60, cut));
  auto found = seek::bidirectional_dijkstra(0, 29, cut);
  REQUIRE(found);
  CHECK(found->cost == 29);
}

TEST_CASE("matrix: leaf_if x bidirectional_dijkstra") {
  // 30 a leaf: no edge out of it, so the predecessors of 29 and 31 leave it out.
  auto next = seek::leaf_if(bd_line, [](int x) { return x == 30; });
  auto prev = [](int x) {
    std::vector<std::pair<int, int>> v;
    for (auto e : bd_line(x))
      if (e.first != 30) v.push_back(e);
    return v;
  };
  auto into = seek::bidirectional_dijkstra(0, 30, next, prev);
  REQUIRE(into);
  CHECK(into->cost == 30);
  CHECK_FALSE(seek::bidirectional_dijkstra(0, 60, next, prev));
}

TEST_CASE("matrix: shuffled x bidirectional_dijkstra") {
  std::mt19937 rng(3);
  for (int trial = 0; trial < 200; ++trial) {
    bd_edges g(20);
    for (int e = 0; e < 40; ++e) {
      int const a = static_cast<int>(rng() % 20), b = static_cast<int>(rng() % 20), w = static_cast<int>(rng() % 7);
      g[static_cast<std::size_t>(a)].emplace_back(b, w);
      g[static_cast<std::size_t>(b)].emplace_back(a, w);
    }
    int const want = seek_test::cheapest_costs(g, 0)[19];
    auto next = [&](int x) { return g[static_cast<std::size_t>(x)]; };
    auto got = seek::bidirectional_dijkstra(0, 19, seek::shuffled(next, static_cast<std::uint64_t>(trial)));
    REQUIRE(got.has_value() == (want >= 0));
    if (got) CHECK(got->cost == want);
  }
}
