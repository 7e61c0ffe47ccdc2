// Tests for seek/strategy/all_shortest_paths.hpp: the set of cheapest paths
// against a brute-force enumeration of the simple paths of random small
// weighted graphs (zero costs, zero-cost cycles and parallel edges
// included), with and without a heuristic; the binomial count of an open
// grid; laziness; and the cells of its row in the composition matrix.
#include <seek/strategy/all_shortest_paths.hpp>

#include <doctest/doctest.h>

#include "graphs.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <random>
#include <set>
#include <stop_token>
#include <string>
#include <utility>
#include <vector>

#include <range/v3/view/filter.hpp>

#include <seek/range/find.hpp>
#include <seek/range/first.hpp>
#include <seek/successor/prune.hpp>
#include <seek/successor/shuffled.hpp>

namespace {
using asp_edges = seek_test::weighted_edges;

// Every simple path from the last state of `path` that ends at its first goal.
void asp_all_paths(asp_edges const& g, std::vector<bool> const& goal, std::vector<int>& path, int cost,
                   std::set<std::pair<int, std::vector<int>>>& out) {
  int const x = path.back();
  if (goal[static_cast<std::size_t>(x)]) {
    out.emplace(cost, path);
    return;
  }
  for (auto [to, w] : g[static_cast<std::size_t>(x)]) {
    if (std::find(path.begin(), path.end(), to) != path.end()) continue;
    path.push_back(to);
    asp_all_paths(g, goal, path, cost + seek_test::cheapest_edge(g, x, to), out);
    path.pop_back();
  }
}

// Three diamonds: from each junction 0, 3, 6 two ways (x + 1 or x + 2, cost
// 1) to the next junction (cost 1 more): 2^3 paths of cost 6 from 0 to 9.
auto asp_diamonds = [](int x) {
  if (x % 3 == 0 && x < 9) return std::vector<std::pair<int, int>>{{x + 1, 1}, {x + 2, 1}};
  if (x % 3 == 1) return std::vector<std::pair<int, int>>{{x + 2, 1}};
  if (x % 3 == 2) return std::vector<std::pair<int, int>>{{x + 1, 1}};
  return std::vector<std::pair<int, int>>{};
};

// How many paths a range yields.
template <class R>
std::size_t asp_count(R& paths) {
  std::size_t n = 0;
  for (auto it = paths.begin(); it != paths.end(); ++it) ++n;
  return n;
}
}  // namespace

TEST_CASE("all_shortest_paths: exactly the cheapest simple paths of a brute-force enumeration") {
  std::mt19937 rng(2026);
  int several = 0;
  for (int trial = 0; trial < 600; ++trial) {
    int const n = 2 + static_cast<int>(rng() % 7);
    asp_edges g(static_cast<std::size_t>(n));
    int const edges = static_cast<int>(rng() % static_cast<unsigned>(5 * n));
    for (int e = 0; e < edges; ++e)
      g[rng() % static_cast<unsigned>(n)].emplace_back(static_cast<int>(rng() % static_cast<unsigned>(n)),
                                                       static_cast<int>(rng() % 3));  // many ties, zero costs
    std::vector<bool> goal(static_cast<std::size_t>(n));
    for (int x = 1; x < n; ++x) goal[static_cast<std::size_t>(x)] = rng() % 4 == 0;
    goal[static_cast<std::size_t>(n - 1)] = true;
    std::set<std::pair<int, std::vector<int>>> all;
    std::vector<int> start{0};
    asp_all_paths(g, goal, start, 0, all);
    std::set<std::pair<int, std::vector<int>>> want;
    for (auto const& p : all)
      if (p.first == all.begin()->first) want.insert(p);
    CAPTURE(trial);
    auto next = [&](int x) -> std::vector<std::pair<int, int>> const& { return g[static_cast<std::size_t>(x)]; };
    auto is_goal = [&](int x) { return goal[static_cast<std::size_t>(x)]; };
    std::vector<std::pair<int, std::vector<int>>> got;
    for (auto const& p : seek::all_shortest_paths(0, next, is_goal)) got.emplace_back(p.cost, p.path);
    std::set<std::pair<int, std::vector<int>>> const unique(got.begin(), got.end());
    CHECK(unique.size() == got.size());  // no path twice
    CHECK(unique == want);
    // The A* form, with a heuristic (0: consistent), finds the same.
    std::set<std::pair<int, std::vector<int>>> with_h;
    for (auto const& p : seek::all_shortest_paths(0, next, is_goal, [](int) { return 0; }))
      with_h.emplace(p.cost, p.path);
    CHECK(with_h == want);
    if (want.size() >= 3) ++several;
  }
  CHECK(several > 15);
}

TEST_CASE("all_shortest_paths: the C(7, 3) = 35 monotone paths across an open 5 x 4 grid, with Manhattan distance") {
  auto moves = [](std::pair<int, int> c) {
    std::vector<std::pair<std::pair<int, int>, int>> out;
    for (auto [dx, dy] : {std::pair{1, 0}, std::pair{-1, 0}, std::pair{0, 1}, std::pair{0, -1}}) {
      int const x = c.first + dx, y = c.second + dy;
      if (x >= 0 && y >= 0 && x < 5 && y < 4) out.push_back({{x, y}, 1});
    }
    return out;
  };
  struct cell_hash {
    std::size_t operator()(std::pair<int, int> const& c) const noexcept { return std::hash<int>{}(c.first * 64 + c.second); }
  };
  auto manhattan = [](std::pair<int, int> const& c) { return std::abs(4 - c.first) + std::abs(3 - c.second); };
  auto corner = [](std::pair<int, int> const& c) { return c == std::pair{4, 3}; };
  std::set<std::vector<std::pair<int, int>>> paths;
  int cost = -1;
  for (auto const& p : seek::all_shortest_paths(std::pair{0, 0}, moves, corner, manhattan,
                                                seek::seen_by(std::identity{}, cell_hash{}))) {
    paths.insert(p.path);
    cost = p.cost;
  }
  CHECK(paths.size() == 35);
  CHECK(cost == 7);
}

TEST_CASE("all_shortest_paths is lazy: the 8 paths through three diamonds, walked one at a time") {
  auto view = seek::all_shortest_paths(0, asp_diamonds, [](int x) { return x == 9; });
  std::set<std::vector<int>> paths;
  for (auto const& p : view) {
    CHECK(p.cost == 6);
    paths.insert(p.path);
  }
  CHECK(paths.size() == 8);
  auto copy = view;  // starts afresh
  CHECK(copy.begin()->path.size() == 7);
  auto none = seek::all_shortest_paths(0, asp_diamonds, [](int x) { return x == 100; });
  CHECK(none.begin() == none.end());
  auto at_start = seek::all_shortest_paths(0, asp_diamonds, [](int x) { return x == 0; });
  std::vector<std::vector<int>> zero;
  for (auto const& p : at_start) zero.push_back(p.path);
  CHECK(zero == std::vector<std::vector<int>>{{0}});
}

TEST_CASE("matrix: first x all_shortest_paths") {
  std::size_t n = 0;
  for (auto const& p : seek::all_shortest_paths(0, asp_diamonds, [](int x) { return x == 9; }) | seek::first(3)) {
    CHECK(p.cost == 6);
    ++n;
  }
  CHECK(n == 3);
}

TEST_CASE("matrix: find x all_shortest_paths") {
  auto through_4_and_8 = [](auto const& p) {
    return std::count(p.path.begin(), p.path.end(), 4) == 1 && std::count(p.path.begin(), p.path.end(), 8) == 1;
  };
  auto found = seek::find(seek::all_shortest_paths(0, asp_diamonds, [](int x) { return x == 9; }), through_4_and_8);
  REQUIRE(found);
  CHECK(found->path.size() == 7);
  CHECK(std::vector(found->path.begin() + 2, found->path.end()) == std::vector{3, 4, 6, 8, 9});
}

TEST_CASE("matrix: prune x all_shortest_paths") {
  std::set<std::vector<int>> paths;
  for (auto const& p : seek::all_shortest_paths(0, seek::prune(asp_diamonds, [](int x) { return x == 1 || x == 7; }),
                                                [](int x) { return x == 9; }))
    paths.insert(p.path);
  CHECK(paths.size() == 2);  // only the middle diamond still has two ways
}

TEST_CASE("matrix: leaf_if x all_shortest_paths") {
  std::set<std::vector<int>> paths;
  for (auto const& p : seek::all_shortest_paths(0, seek::leaf_if(asp_diamonds, [](int x) { return x == 1; }),
                                                [](int x) { return x == 9; }))
    paths.insert(p.path);
  CHECK(paths.size() == 4);  // 1 a dead end: the first diamond one way
}

TEST_CASE("matrix: shuffled x all_shortest_paths") {
  std::set<std::vector<int>> plain, shuffled;
  for (auto const& p : seek::all_shortest_paths(0, asp_diamonds, [](int x) { return x == 9; })) plain.insert(p.path);
  for (auto const& p : seek::all_shortest_paths(0, seek::shuffled(asp_diamonds, 11), [](int x) { return x == 9; }))
    shuffled.insert(p.path);
  CHECK(plain == shuffled);
}

TEST_CASE("matrix: seen_by x all_shortest_paths") {
  // (state, tag): the tag is noise; keyed by the state, the diamonds' 8 paths.
  auto tagged = [](std::pair<int, int> const& s) {
    std::vector<std::pair<std::pair<int, int>, int>> out;
    for (auto [to, w] : asp_diamonds(s.first)) out.push_back({{to, s.second + 1}, w});
    return out;
  };
  std::size_t n = 0;
  for (auto const& p : seek::all_shortest_paths(std::pair{0, 0}, tagged, [](auto const& s) { return s.first == 9; },
                                                seek::seen_by([](std::pair<int, int> const& s) { return s.first; }))) {
    CHECK(p.cost == 6);
    ++n;
  }
  CHECK(n == 8);
}

TEST_CASE("matrix: statistics x all_shortest_paths") {
  seek::statistics stats;
  stats.nodes = 99;  // reset by begin()
  auto paths = seek::all_shortest_paths(0, asp_diamonds, [](int x) { return x == 9; }, stats);
  std::size_t n = 0;
  for (auto const& p : paths) {
    CHECK(p.cost == 6);
    ++n;
    CHECK(stats.yielded == n);  // counted as each path is reached
  }
  CHECK(n == 8);
  CHECK(stats.passes == 1);
  CHECK(stats.expanded == 9);  // 0..8 once each; the goal 9 is not expanded
  CHECK(stats.nodes == 13);    // the start, then 4 edges per diamond
  CHECK(stats.depth == 6);
  CHECK(stats.frontier >= 2);
  CHECK(stats.stopped == seek::stop_reason::exhausted);
}

TEST_CASE("matrix: limits x all_shortest_paths") {
  // A node limit met before every cheapest path is known ends the range at once.
  seek::statistics stats;
  auto cut = seek::all_shortest_paths(0, asp_diamonds, [](int x) { return x == 9; }, seek::limits{.nodes = 6}, stats);
  CHECK(cut.begin() == cut.end());
  CHECK(stats.nodes == 6);
  CHECK(stats.stopped == seek::stop_reason::node_limit);
  CHECK(stats.truncated());
  auto roomy = seek::all_shortest_paths(0, asp_diamonds, [](int x) { return x == 9; }, seek::limits{.nodes = 100});
  CHECK(asp_count(roomy) == 8);
  std::stop_source source;
  source.request_stop();
  seek::statistics cancelled;
  auto none = seek::all_shortest_paths(0, asp_diamonds, [](int x) { return x == 9; }, cancelled,
                                       seek::limits{.cancel = source.get_token()});
  CHECK(none.begin() == none.end());
  CHECK(cancelled.stopped == seek::stop_reason::cancelled);
}

TEST_CASE("matrix: traced_by x all_shortest_paths") {
  struct counts {
    std::uint64_t generated = 0, expanded = 0, yielded = 0, finished = 0;
    seek::stop_reason reason = seek::stop_reason::none;
    void on_generated(seek::node_event<int> const&) { ++generated; }
    void on_expand(seek::node_event<int> const&) { ++expanded; }
    void on_yield(seek::node_event<int> const& e) {
      ++yielded;
      CHECK(e.state == 9);
      CHECK(e.depth == 6);
    }
    void on_finish(seek::finish_event const& e) {
      ++finished;
      reason = e.reason;
    }
  } t;
  seek::statistics stats;
  auto paths = seek::all_shortest_paths(0, asp_diamonds, [](int x) { return x == 9; }, seek::traced_by(t), stats);
  CHECK(asp_count(paths) == 8);
  CHECK(t.generated == stats.nodes);
  CHECK(t.expanded == stats.expanded);
  CHECK(t.yielded == 8);
  CHECK(t.finished == 1);
  CHECK(t.reason == seek::stop_reason::exhausted);
}
