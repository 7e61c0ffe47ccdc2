// Tests for seek/strategy/bidirectional_astar.hpp: the cost of the path
// against a brute-force search (Bellman-Ford) on random graphs whose states
// lie on a plane, directed (with prev) and undirected, with the Manhattan
// distance (consistent: every edge costs at least the distance it spans),
// the exact distance (the perfect heuristic) and zero as heuristics; a graph
// where the first meeting is not on the cheapest path; the ends; statistics,
// limits, tracing; the cells of its row in the composition matrix.
#include <seek/strategy/bidirectional_astar.hpp>

#include <doctest/doctest.h>

#include "graphs.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <cstdlib>
#include <random>
#include <stop_token>
#include <utility>
#include <vector>

#include <seek/strategy/bidirectional_dijkstra.hpp>
#include <seek/successor/prune.hpp>
#include <seek/successor/shuffled.hpp>

namespace {
using ba_edges = seek_test::weighted_edges;

// A line 0 - 1 - ... - 60, each step cost 1, both ways; its distance.
auto ba_line = [](int x) {
  std::vector<std::pair<int, int>> v;
  if (x > 0) v.emplace_back(x - 1, 1);
  if (x < 60) v.emplace_back(x + 1, 1);
  return v;
};
auto ba_apart = [](int a, int b) { return std::abs(a - b); };

struct ba_tracer {
  int roots = 0, generated = 0, expanded = 0, yielded = 0, finished = 0;
  seek::stop_reason reason = seek::stop_reason::none;
  void on_generated(seek::node_event<int> const& e) {
    ++generated;
    if (e.parent == 0) ++roots;
  }
  void on_expand(seek::node_event<int> const&) { ++expanded; }
  void on_yield(seek::node_event<int> const&) { ++yielded; }
  void on_finish(seek::finish_event const& e) {
    ++finished;
    reason = e.reason;
  }
};
}  // namespace

TEST_CASE("bidirectional_astar: the cheapest cost of a brute-force search on random graphs on a plane") {
  std::mt19937 rng(1968);
  int found = 0, none = 0;
  for (int trial = 0; trial < 1500; ++trial) {
    bool const undirected = trial % 2 == 0;
    int const n = 2 + static_cast<int>(rng() % 30);
    std::vector<std::pair<int, int>> at(static_cast<std::size_t>(n));
    for (auto& [x, y] : at) x = static_cast<int>(rng() % 8), y = static_cast<int>(rng() % 8);
    auto manhattan = [&](int a, int b) {
      auto [ax, ay] = at[static_cast<std::size_t>(a)];
      auto [bx, by] = at[static_cast<std::size_t>(b)];
      return std::abs(ax - bx) + std::abs(ay - by);
    };
    ba_edges out(static_cast<std::size_t>(n)), in(static_cast<std::size_t>(n));
    int const edges = static_cast<int>(rng() % static_cast<unsigned>(3 * n));
    for (int e = 0; e < edges; ++e) {
      int const a = static_cast<int>(rng() % static_cast<unsigned>(n)), b = static_cast<int>(rng() % static_cast<unsigned>(n));
      int const w = manhattan(a, b) + static_cast<int>(rng() % 4);  // >= the distance: h consistent
      out[static_cast<std::size_t>(a)].emplace_back(b, w);
      in[static_cast<std::size_t>(b)].emplace_back(a, w);
      if (undirected) {
        out[static_cast<std::size_t>(b)].emplace_back(a, w);
        in[static_cast<std::size_t>(a)].emplace_back(b, w);
      }
    }
    int const from = static_cast<int>(rng() % static_cast<unsigned>(n)), to = static_cast<int>(rng() % static_cast<unsigned>(n));
    std::vector<std::vector<int>> exact;  // exact[a][b]: the cheapest cost from a to b, or -1
    for (int a = 0; a < n; ++a) exact.push_back(seek_test::cheapest_costs(out, a));
    int const want = exact[static_cast<std::size_t>(from)][static_cast<std::size_t>(to)];
    // The perfect heuristic: the true cost (0 where there is no path, which no search meets).
    auto perfect = [&](int a, int b) { return std::max(0, exact[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)]); };
    auto zero = [](int, int) { return 0; };
    CAPTURE(trial);
    auto next = [&](int x) -> ba_edges::value_type const& { return out[static_cast<std::size_t>(x)]; };
    auto prev = [&](int x) -> ba_edges::value_type const& { return in[static_cast<std::size_t>(x)]; };
    std::vector<std::optional<seek::found_path<int, int>>> got;
    if (undirected) {
      got.push_back(seek::bidirectional_astar(from, to, next, manhattan));
      got.push_back(seek::bidirectional_astar(from, to, next, perfect));
      got.push_back(seek::bidirectional_astar(from, to, next, zero));
    } else {
      got.push_back(seek::bidirectional_astar(from, to, next, prev, manhattan));
      got.push_back(seek::bidirectional_astar(from, to, next, prev, perfect));
      got.push_back(seek::bidirectional_astar(from, to, next, prev, zero));
    }
    for (auto const& g : got) {
      REQUIRE(g.has_value() == (want >= 0));
      if (!g) continue;
      CHECK(g->cost == want);
      CHECK(g->path.front() == from);
      CHECK(g->path.back() == to);
      CHECK(seek_test::walked_cost(out, g->path) == want);  // a walk of the graph at its cost
    }
    ++(want >= 0 ? found : none);
  }
  CHECK(found > 500);
  CHECK(none > 150);
}

TEST_CASE("bidirectional_astar: the first meeting is not on the cheapest path") {
  // s=0 -> 1 -> t=2 costs 5 + 5; s -> 3 -> 4 -> 5 -> t costs 3 + 1 + 1 + 3 (8).
  // With h = 0 the sides meet at 1 before the way round is done.
  ba_edges g(6);
  auto both = [&](int a, int b, int w) {
    g[static_cast<std::size_t>(a)].emplace_back(b, w);
    g[static_cast<std::size_t>(b)].emplace_back(a, w);
  };
  both(0, 1, 5), both(1, 2, 5), both(0, 3, 3), both(3, 4, 1), both(4, 5, 1), both(5, 2, 3);
  auto next = [&](int x) { return g[static_cast<std::size_t>(x)]; };
  auto found = seek::bidirectional_astar(0, 2, next, [](int, int) { return 0; });
  REQUIRE(found);
  CHECK(found->cost == 8);
  CHECK(found->path == std::vector{0, 3, 4, 5, 2});
}

TEST_CASE("bidirectional_astar: the start is the goal, no path, a directed chain") {
  auto same = seek::bidirectional_astar(7, 7, ba_line, ba_apart);
  REQUIRE(same);
  CHECK(same->path == std::vector{7});
  CHECK(same->cost == 0);
  auto forward = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 2}}; };
  auto back = [](int x) { return x > 0 ? std::vector<std::pair<int, int>>{{x - 1, 2}} : std::vector<std::pair<int, int>>{}; };
  auto ahead = [](int a, int b) { return b > a ? 2 * (b - a) : 0; };
  CHECK_FALSE(seek::bidirectional_astar(5, 3, [](int x) {
    return x < 10 ? std::vector<std::pair<int, int>>{{x + 1, 1}} : std::vector<std::pair<int, int>>{};
  }, back, [](int, int) { return 0; }));
  auto p = seek::bidirectional_astar(0, 4, forward, back, ahead);
  REQUIRE(p);
  CHECK(p->cost == 8);
  CHECK(p->path == std::vector{0, 1, 2, 3, 4});
}

TEST_CASE("bidirectional_astar: a good heuristic expands fewer states than bidirectional_dijkstra") {
  seek::statistics astar, dijkstra;
  auto a = seek::bidirectional_astar(0, 60, ba_line, ba_apart, astar);
  auto d = seek::bidirectional_dijkstra(0, 60, ba_line, dijkstra);
  REQUIRE(a);
  REQUIRE(d);
  CHECK(a->cost == 60);
  CHECK(d->cost == 60);
  // On the line both expand the states between the ends: the heuristic
  // adds nothing there. From the middle of a longer line it does.
  seek::statistics mid_a, mid_d;
  auto wide = [](int x) { return std::vector<std::pair<int, int>>{{x - 1, 1}, {x + 1, 1}}; };  // unbounded both ways
  REQUIRE(seek::bidirectional_astar(0, 20, wide, ba_apart, mid_a));
  REQUIRE(seek::bidirectional_dijkstra(0, 20, wide, mid_d));
  CHECK(mid_a.expanded <= 22);  // straight at each other
  CHECK(mid_d.expanded >= 30);  // each side spreads both ways
}

TEST_CASE("matrix: statistics x bidirectional_astar") {
  seek::statistics stats;
  stats.nodes = 99;
  auto found = seek::bidirectional_astar(0, 60, ba_line, ba_apart, stats);
  REQUIRE(found);
  CHECK(found->cost == 60);
  CHECK(stats.yielded == 1);
  CHECK(stats.passes == 1);
  CHECK(stats.expanded >= 58);
  CHECK(stats.expanded <= 62);
  CHECK(stats.nodes >= 61);
  CHECK(stats.depth >= 29);
  CHECK(stats.frontier >= 2);
  CHECK(stats.stopped == seek::stop_reason::none);
}

TEST_CASE("matrix: limits x bidirectional_astar") {
  seek::statistics stats;
  CHECK_FALSE(seek::bidirectional_astar(0, 60, ba_line, ba_apart, seek::limits{.nodes = 10}, stats));
  CHECK(stats.nodes == 10);
  CHECK(stats.stopped == seek::stop_reason::node_limit);
  CHECK(seek::bidirectional_astar(0, 6, ba_line, ba_apart, seek::limits{.nodes = 100}));
  std::stop_source source;
  source.request_stop();
  seek::statistics cancelled;
  CHECK_FALSE(seek::bidirectional_astar(0, 60, ba_line, ba_apart, cancelled, seek::limits{.cancel = source.get_token()}));
  CHECK(cancelled.stopped == seek::stop_reason::cancelled);
  seek::statistics crowded;
  CHECK_FALSE(seek::bidirectional_astar(0, 60, ba_line, ba_apart, crowded, seek::limits{.frontier = 1}));
  CHECK(crowded.stopped == seek::stop_reason::frontier_limit);
}

TEST_CASE("matrix: traced_by x bidirectional_astar") {
  ba_tracer t;
  seek::statistics stats;
  auto found = seek::bidirectional_astar(0, 30, ba_line, ba_apart, seek::traced_by(t), stats);
  REQUIRE(found);
  CHECK(t.roots == 2);  // the start's tree and the goal's
  CHECK(static_cast<std::uint64_t>(t.generated) == stats.nodes);
  CHECK(static_cast<std::uint64_t>(t.expanded) == stats.expanded);
  CHECK(t.yielded == 1);
  CHECK(t.finished == 1);
  CHECK(t.reason == seek::stop_reason::none);
  ba_tracer stopped;
  CHECK_FALSE(seek::bidirectional_astar(0, 30, ba_line, ba_apart, seek::traced_by(stopped), seek::limits{.nodes = 5}));
  CHECK(stopped.reason == seek::stop_reason::node_limit);
}

TEST_CASE("matrix: seen_by x bidirectional_astar") {
  // States carry a tag that the key leaves out: two tags of a number are one state.
  using tagged = std::pair<int, int>;
  auto next = [](tagged const& s) {
    return std::vector<std::pair<tagged, int>>{{{s.first + 1, s.second + 1}, 1}, {{s.first - 1, s.second + 1}, 1}};
  };
  auto h = [](tagged const& a, tagged const& b) { return std::abs(a.first - b.first); };
  seek::statistics stats;
  auto found = seek::bidirectional_astar(tagged{0, 0}, tagged{12, 0}, next, h,
                                         seek::seen_by([](tagged const& s) { return s.first; }), stats);
  REQUIRE(found);
  CHECK(found->cost == 12);
  CHECK(stats.nodes < 100);
}

TEST_CASE("matrix: prune x bidirectional_astar") {
  auto no_20 = seek::prune(ba_line, [](int x) { return x == 20; });
  CHECK_FALSE(seek::bidirectional_astar(0, 40, no_20, ba_apart));
  CHECK(seek::bidirectional_astar(0, 19, no_20, ba_apart)->cost == 19);
}

TEST_CASE("matrix: leaf_if x bidirectional_astar") {
  // From 30 on no edge goes out: the forward search stops at 30, and 40, as
  // its own prev (the graph undirected), has no edge in.
  auto stop_30 = seek::leaf_if(ba_line, [](int x) { return x >= 30; });
  CHECK(seek::bidirectional_astar(0, 25, stop_30, ba_apart)->cost == 25);
  CHECK_FALSE(seek::bidirectional_astar(0, 40, stop_30, ba_apart));
}

TEST_CASE("matrix: shuffled x bidirectional_astar") {
  auto grid = [](int x) {  // 0..99 as a 10 x 10 grid, 4-connected, unit costs
    std::vector<std::pair<int, int>> v;
    if (x % 10 > 0) v.emplace_back(x - 1, 1);
    if (x % 10 < 9) v.emplace_back(x + 1, 1);
    if (x >= 10) v.emplace_back(x - 10, 1);
    if (x < 90) v.emplace_back(x + 10, 1);
    return v;
  };
  auto manhattan = [](int a, int b) { return std::abs(a % 10 - b % 10) + std::abs(a / 10 - b / 10); };
  for (unsigned seed = 0; seed < 5; ++seed) {
    auto found = seek::bidirectional_astar(0, 99, seek::shuffled(grid, static_cast<std::uint64_t>(seed)), manhattan);
    REQUIRE(found);
    CHECK(found->cost == 18);
  }
}
