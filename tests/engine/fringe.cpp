// Tests for seek/strategy/fringe.hpp: the cost of the path against
// seek::astar's (and Bellman-Ford's) on random graphs whose states lie on a
// plane, with the Manhattan distance (consistent), a random fraction of the
// exact cost to the goal (admissible, not consistent) and zero as
// heuristics; each path walked edge by edge; the ends; statistics, limits,
// tracing, seen_by.
#include <seek/strategy/fringe.hpp>

#include <doctest/doctest.h>

#include "graphs.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <random>
#include <stop_token>
#include <utility>
#include <vector>

#include <seek/strategy/astar.hpp>
#include <seek/strategy/find_path.hpp>
#include <seek/successor/prune.hpp>
#include <seek/successor/shuffled.hpp>

namespace {
// A line 0 - 1 - ... - 40, each step cost 1, both ways; the distance to 40.
auto fr_line = [](int x) {
  std::vector<std::pair<int, int>> v;
  if (x > 0) v.emplace_back(x - 1, 1);
  if (x < 40) v.emplace_back(x + 1, 1);
  return v;
};
auto fr_to_40 = [](int x) { return 40 - x; };
auto fr_is_40 = [](int x) { return x == 40; };
}  // namespace

TEST_CASE("fringe: the cheapest cost of astar and Bellman-Ford on random graphs on a plane") {
  std::mt19937 rng(2005);
  int found = 0, none = 0;
  for (int trial = 0; trial < 800; ++trial) {
    int const n = 2 + static_cast<int>(rng() % 30);
    std::vector<std::pair<int, int>> at(static_cast<std::size_t>(n));
    for (auto& [x, y] : at) x = static_cast<int>(rng() % 8), y = static_cast<int>(rng() % 8);
    auto apart = [&](int a, int b) {
      return std::abs(at[static_cast<std::size_t>(a)].first - at[static_cast<std::size_t>(b)].first) +
             std::abs(at[static_cast<std::size_t>(a)].second - at[static_cast<std::size_t>(b)].second);
    };
    seek_test::weighted_edges out(static_cast<std::size_t>(n)), in(static_cast<std::size_t>(n));
    int const edges = static_cast<int>(rng() % static_cast<unsigned>(3 * n));
    for (int e = 0; e < edges; ++e) {
      int const a = static_cast<int>(rng() % static_cast<unsigned>(n)), b = static_cast<int>(rng() % static_cast<unsigned>(n));
      int const w = apart(a, b) + static_cast<int>(rng() % 4);
      out[static_cast<std::size_t>(a)].emplace_back(b, w);
      in[static_cast<std::size_t>(b)].emplace_back(a, w);
    }
    int const from = static_cast<int>(rng() % static_cast<unsigned>(n)), to = static_cast<int>(rng() % static_cast<unsigned>(n));
    std::vector<int> const to_goal = seek_test::cheapest_costs(in, to);  // backwards: the cost from each state to `to`
    int const want = seek_test::cheapest_costs(out, from)[static_cast<std::size_t>(to)];
    std::vector<int> fraction(static_cast<std::size_t>(n));
    for (std::size_t x = 0; x < fraction.size(); ++x)
      fraction[x] = to_goal[x] < 0 ? 0 : to_goal[x] * static_cast<int>(rng() % 5) / 4;
    auto next = [&](int x) -> seek_test::weighted_edges::value_type const& { return out[static_cast<std::size_t>(x)]; };
    auto goal = [to](int x) { return x == to; };
    auto manhattan = [&](int x) { return apart(x, to); };
    auto admissible = [&](int x) { return fraction[static_cast<std::size_t>(x)]; };
    auto zero = [](int) { return 0; };
    CAPTURE(trial);
    auto by_astar = seek::shortest_path(seek::astar, from, next, goal, manhattan);
    REQUIRE(by_astar.has_value() == (want >= 0));
    std::vector<std::optional<seek::found_path<int, int>>> got{seek::fringe(from, next, goal, manhattan),
                                                               seek::fringe(from, next, goal, admissible),
                                                               seek::fringe(from, next, goal, zero)};
    for (auto const& g : got) {
      REQUIRE(g.has_value() == (want >= 0));
      if (!g) continue;
      CHECK(g->cost == by_astar->cost);
      CHECK(g->path.front() == from);
      CHECK(g->path.back() == to);
      CHECK(seek_test::walked_cost(out, g->path) == want);  // a walk of the graph at its cost
    }
    ++(want >= 0 ? found : none);
  }
  CHECK(found > 200);
  CHECK(none > 100);
}

TEST_CASE("fringe: the start a goal, no path, a negative cost refused") {
  auto same = seek::fringe(7, fr_line, [](int x) { return x == 7; }, fr_to_40);
  REQUIRE(same);
  CHECK(same->path == std::vector{7});
  CHECK(same->cost == 0);
  CHECK_FALSE(seek::fringe(0, fr_line, [](int x) { return x == 99; }, [](int) { return 0; }));
  auto down = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, -1}}; };
  CHECK_THROWS_AS(seek::fringe(0, down, [](int x) { return x == 3; }, [](int) { return 0; }), std::invalid_argument);
}

TEST_CASE("matrix: statistics x fringe") {
  seek::statistics stats;
  stats.nodes = 99;
  auto found = seek::fringe(0, fr_line, fr_is_40, fr_to_40, stats);
  REQUIRE(found);
  CHECK(found->cost == 40);
  CHECK(stats.passes == 1);     // h exact: the first threshold is the cost
  CHECK(stats.expanded == 40);  // straight up the line
  CHECK(stats.yielded == 1);
  CHECK(stats.depth == 40);
  CHECK(stats.stopped == seek::stop_reason::none);
  seek::statistics blind;
  REQUIRE(seek::fringe(0, fr_line, fr_is_40, [](int) { return 0; }, blind));
  CHECK(blind.passes == 41);  // thresholds 0, 1, ..., 40
  seek::statistics nothing;
  CHECK_FALSE(seek::fringe(0, fr_line, [](int x) { return x == 99; }, [](int) { return 0; }, nothing));
  CHECK(nothing.stopped == seek::stop_reason::exhausted);
}

TEST_CASE("matrix: limits x fringe") {
  seek::statistics cut;
  CHECK_FALSE(seek::fringe(0, fr_line, fr_is_40, fr_to_40, seek::limits{.nodes = 10}, cut));
  CHECK(cut.nodes == 10);
  CHECK(cut.stopped == seek::stop_reason::node_limit);
  CHECK(seek::fringe(0, fr_line, fr_is_40, fr_to_40, seek::limits{.nodes = 1000}));
  std::stop_source source;
  source.request_stop();
  seek::statistics cancelled;
  CHECK_FALSE(seek::fringe(0, fr_line, fr_is_40, fr_to_40, cancelled, seek::limits{.cancel = source.get_token()}));
  CHECK(cancelled.stopped == seek::stop_reason::cancelled);
}

TEST_CASE("matrix: traced_by x fringe") {
  struct counts {
    std::uint64_t generated = 0, expanded = 0, yielded = 0;
    seek::stop_reason reason = seek::stop_reason::none;
    void on_generated(seek::node_event<int> const&) { ++generated; }
    void on_expand(seek::node_event<int> const&) { ++expanded; }
    void on_yield(seek::node_event<int> const& e) {
      ++yielded;
      CHECK(e.state == 40);
      CHECK(e.depth == 40);
    }
    void on_finish(seek::finish_event const& e) { reason = e.reason; }
  } t;
  seek::statistics traced;
  REQUIRE(seek::fringe(0, fr_line, fr_is_40, fr_to_40, seek::traced_by(t), traced));
  CHECK(t.generated == traced.nodes);
  CHECK(t.expanded == traced.expanded);
  CHECK(t.yielded == 1);
  CHECK(t.reason == seek::stop_reason::none);
}

TEST_CASE("matrix: seen_by x fringe") {
  using tagged = std::pair<int, int>;  // a number and a tag the key leaves out
  auto tagged_next = [](tagged const& s) {
    return std::vector<std::pair<tagged, int>>{{{s.first + 1, s.second + 1}, 1}, {{s.first - 1, s.second + 1}, 1}};
  };
  auto key = seek::seen_by([](tagged const& s) { return s.first; });
  seek::statistics stats;
  auto p = seek::fringe(tagged{0, 0}, tagged_next, [](tagged const& s) { return s.first == 9; },
                        [](tagged const& s) { return std::abs(9 - s.first); }, key, stats);
  REQUIRE(p);
  CHECK(p->cost == 9);
  CHECK(stats.expanded == 9);  // each number once, whatever its tag
}

TEST_CASE("matrix: prune x fringe") {
  auto no_20 = seek::prune(fr_line, [](int x) { return x == 20; });
  CHECK_FALSE(seek::fringe(0, no_20, fr_is_40, fr_to_40));
  auto to_19 = seek::fringe(0, no_20, [](int x) { return x == 19; }, [](int x) { return std::abs(19 - x); });
  REQUIRE(to_19);
  CHECK(to_19->cost == 19);
}

TEST_CASE("matrix: leaf_if x fringe") {
  auto stop_30 = seek::leaf_if(fr_line, [](int x) { return x == 30; });
  auto to_30 = seek::fringe(0, stop_30, [](int x) { return x == 30; }, [](int x) { return std::abs(30 - x); });
  REQUIRE(to_30);
  CHECK(to_30->cost == 30);
  CHECK_FALSE(seek::fringe(0, stop_30, fr_is_40, fr_to_40));  // 30 a leaf: no way past it
}

TEST_CASE("matrix: shuffled x fringe") {
  auto grid = [](int x) {  // 0..99 as a 10 x 10 grid, 4-connected, unit costs
    std::vector<std::pair<int, int>> v;
    if (x % 10 > 0) v.emplace_back(x - 1, 1);
    if (x % 10 < 9) v.emplace_back(x + 1, 1);
    if (x >= 10) v.emplace_back(x - 10, 1);
    if (x < 90) v.emplace_back(x + 10, 1);
    return v;
  };
  auto manhattan = [](int a) { return std::abs(a % 10 - 9) + std::abs(a / 10 - 9); };
  for (std::uint64_t seed = 0; seed < 5; ++seed) {
    auto found = seek::fringe(0, seek::shuffled(grid, seed), [](int x) { return x == 99; }, manhattan);
    REQUIRE(found);
    CHECK(found->cost == 18);
  }
}
