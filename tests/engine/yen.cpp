// Tests for seek/strategy/yen.hpp: every loopless path, in order of cost,
// against a brute-force enumeration of the simple paths of random small
// weighted graphs (zero costs and parallel edges included); Yen's example;
// laziness; and the cells of its row in the composition matrix.
#include <seek/strategy/yen.hpp>

#include <doctest/doctest.h>

#include "graphs.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
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
using yen_edges = seek_test::weighted_edges;

// Every simple path from `from` that ends at its first goal, with its cost
// (the cheapest edge between consecutive states): a depth-first walk.
void yen_all_paths(yen_edges const& g, std::vector<bool> const& goal, std::vector<int>& path, int cost,
                   std::vector<std::pair<int, std::vector<int>>>& out) {
  int const x = path.back();
  if (goal[static_cast<std::size_t>(x)]) {
    out.emplace_back(cost, path);
    return;
  }
  std::set<int> tried;
  for (auto [to, w] : g[static_cast<std::size_t>(x)]) {
    if (!tried.insert(to).second || std::find(path.begin(), path.end(), to) != path.end()) continue;
    path.push_back(to);
    yen_all_paths(g, goal, path, cost + seek_test::cheapest_edge(g, x, to), out);
    path.pop_back();
  }
}

// Yen's example (Wikipedia): C=0 D=1 E=2 F=3 G=4 H=5.
yen_edges yen_example() {
  yen_edges g(6);
  auto e = [&](int a, int b, int w) { g[static_cast<std::size_t>(a)].emplace_back(b, w); };
  e(0, 1, 3), e(0, 2, 2), e(1, 3, 4), e(2, 1, 1), e(2, 3, 2), e(2, 4, 3), e(3, 4, 2), e(3, 5, 1), e(4, 5, 2);
  return g;
}
}  // namespace

TEST_CASE("yen: Yen's example, the three cheapest paths from C to H") {
  yen_edges const g = yen_example();
  auto next = [&](int x) -> std::vector<std::pair<int, int>> const& { return g[static_cast<std::size_t>(x)]; };
  std::vector<std::pair<std::vector<int>, int>> got;
  for (auto const& [path, cost] : seek::yen(0, next, [](int x) { return x == 5; }) | seek::first(3))
    got.emplace_back(path, cost);
  std::vector<std::pair<std::vector<int>, int>> const want = {
      {{0, 2, 3, 5}, 5}, {{0, 2, 4, 5}, 7}, {{0, 1, 3, 5}, 8}};
  CHECK(got == want);
}

TEST_CASE("yen: every simple path in nondecreasing cost, against brute force on random graphs") {
  std::mt19937 rng(1971);
  int with_many = 0;
  for (int trial = 0; trial < 400; ++trial) {
    int const n = 2 + static_cast<int>(rng() % 7);
    yen_edges g(static_cast<std::size_t>(n));
    int const edges = static_cast<int>(rng() % static_cast<unsigned>(5 * n));
    for (int e = 0; e < edges; ++e)
      g[rng() % static_cast<unsigned>(n)].emplace_back(static_cast<int>(rng() % static_cast<unsigned>(n)),
                                                       static_cast<int>(rng() % 6));
    std::vector<bool> goal(static_cast<std::size_t>(n));
    for (int x = 1; x < n; ++x) goal[static_cast<std::size_t>(x)] = rng() % 4 == 0;
    goal[static_cast<std::size_t>(n - 1)] = true;
    std::vector<std::pair<int, std::vector<int>>> want;
    std::vector<int> path{0};
    yen_all_paths(g, goal, path, 0, want);
    CAPTURE(trial);
    auto next = [&](int x) -> std::vector<std::pair<int, int>> const& { return g[static_cast<std::size_t>(x)]; };
    std::vector<std::pair<int, std::vector<int>>> got;
    for (auto const& found : seek::yen(0, next, [&](int x) { return goal[static_cast<std::size_t>(x)]; }))
      got.emplace_back(found.cost, found.path);
    REQUIRE(got.size() == want.size());
    for (std::size_t i = 1; i < got.size(); ++i) CHECK(got[i - 1].first <= got[i].first);
    for (auto const& [cost, p] : got) {  // each a path of the graph at its cost
      int sum = 0;
      for (std::size_t i = 1; i < p.size(); ++i) sum += seek_test::cheapest_edge(g, p[i - 1], p[i]);
      CHECK(sum == cost);
    }
    std::sort(got.begin(), got.end());
    std::sort(want.begin(), want.end());
    CHECK(got == want);
    if (want.size() >= 5) ++with_many;
  }
  CHECK(with_many > 30);
}

TEST_CASE("yen is lazy: the first k paths cost no more than k rounds of spur searches") {
  // A ladder: two ways through each of 30 rungs, 2^30 paths.
  auto ladder = [](int x) {
    return x < 60 ? std::vector<std::pair<int, int>>{{x + 2 - x % 2, 1}, {x + 3 - x % 2, 2}}
                  : std::vector<std::pair<int, int>>{};
  };
  std::vector<int> costs;
  for (auto const& p : seek::yen(0, ladder, [](int x) { return x >= 60; }) | seek::first(4)) costs.push_back(p.cost);
  CHECK(costs == std::vector{30, 31, 31, 31});
}

TEST_CASE("yen: the start a goal, no goal reachable, a view begun again, and copied") {
  auto line = [](int x) { return x < 5 ? std::vector<std::pair<int, double>>{{x + 1, 0.5}} : std::vector<std::pair<int, double>>{}; };
  auto at_start = seek::yen(0, line, [](int x) { return x == 0; });
  std::vector<std::vector<int>> paths;
  for (auto const& p : at_start) paths.push_back(p.path);
  CHECK(paths == std::vector<std::vector<int>>{{0}});
  auto none = seek::yen(0, line, [](int x) { return x == 9; });
  CHECK(none.begin() == none.end());
  auto v = seek::yen(0, line, [](int x) { return x == 3; });
  auto it = v.begin();
  REQUIRE(it != v.end());
  CHECK(it->cost == 1.5);
  auto copy = v;  // starts afresh
  CHECK(copy.begin()->path == std::vector{0, 1, 2, 3});
  CHECK(v.begin()->path == std::vector{0, 1, 2, 3});
}

TEST_CASE("matrix: first x yen") {
  yen_edges const g = yen_example();
  auto next = [&](int x) { return g[static_cast<std::size_t>(x)]; };
  auto two = seek::yen(0, next, [](int x) { return x == 5; }) | seek::first(2);
  std::vector<int> costs;
  for (auto const& p : two) costs.push_back(p.cost);
  CHECK(costs == std::vector{5, 7});
  auto through_d = [](auto const& p) { return std::find(p.path.begin(), p.path.end(), 1) != p.path.end(); };
  auto first_d = seek::yen(0, next, [](int x) { return x == 5; }) | ranges::views::filter(through_d) | seek::first(1);
  for (auto const& p : first_d) CHECK(p.path == std::vector{0, 1, 3, 5});
}

TEST_CASE("matrix: find x yen") {
  yen_edges const g = yen_example();
  auto next = [&](int x) { return g[static_cast<std::size_t>(x)]; };
  auto found = seek::find(seek::yen(0, next, [](int x) { return x == 5; }), [](auto const& p) {
    return p.path.size() == 5 && std::find(p.path.begin(), p.path.end(), 1) != p.path.end();
  });
  REQUIRE(found);
  CHECK(found->path == std::vector{0, 2, 1, 3, 5});  // C E D F H: 2 + 1 + 4 + 1
  CHECK(found->cost == 8);
}

TEST_CASE("matrix: prune x yen") {
  yen_edges const g = yen_example();
  auto next = [&](int x) { return g[static_cast<std::size_t>(x)]; };
  // Without F (3), the paths go through G (4).
  auto no_f = seek::prune(next, [](int x) { return x == 3; });
  std::vector<std::vector<int>> paths;
  for (auto const& p : seek::yen(0, no_f, [](int x) { return x == 5; })) paths.push_back(p.path);
  CHECK(paths == std::vector<std::vector<int>>{{0, 2, 4, 5}});
}

TEST_CASE("matrix: leaf_if x yen") {
  yen_edges const g = yen_example();
  auto next = [&](int x) { return g[static_cast<std::size_t>(x)]; };
  // F (3) a dead end: no path leaves it.
  auto f_leaf = seek::leaf_if(next, [](int x) { return x == 3; });
  std::vector<std::vector<int>> paths;
  for (auto const& p : seek::yen(0, f_leaf, [](int x) { return x == 5; })) paths.push_back(p.path);
  CHECK(paths == std::vector<std::vector<int>>{{0, 2, 4, 5}});
}

TEST_CASE("matrix: shuffled x yen") {
  yen_edges const g = yen_example();
  auto next = [&](int x) { return g[static_cast<std::size_t>(x)]; };
  std::multiset<int> plain, shuffled;
  for (auto const& p : seek::yen(0, next, [](int x) { return x == 5; })) plain.insert(p.cost);
  for (auto const& p : seek::yen(0, seek::shuffled(next, 3), [](int x) { return x == 5; })) shuffled.insert(p.cost);
  CHECK(plain == shuffled);
  CHECK(plain.size() == 7);
}

TEST_CASE("matrix: seen_by x yen") {
  // States (node, tag): the tag is noise; keyed by the node, the paths are the example's.
  yen_edges const g = yen_example();
  auto tagged = [&](std::pair<int, int> const& s) {
    std::vector<std::pair<std::pair<int, int>, int>> out;
    for (auto [to, w] : g[static_cast<std::size_t>(s.first)]) out.push_back({{to, s.second + 1}, w});
    return out;
  };
  std::vector<int> costs;
  for (auto const& p : seek::yen(std::pair{0, 0}, tagged, [](auto const& s) { return s.first == 5; },
                                 seek::seen_by([](std::pair<int, int> const& s) { return s.first; })))
    costs.push_back(p.cost);
  CHECK(costs == std::vector{5, 7, 8, 8, 8, 11, 11});  // the example's 7 simple paths
}

TEST_CASE("yen over states that a move empties: std::string towns") {
  // The cost of each path is summed edge by edge after its states are moved
  // into place: a moved-from string must not be looked up.
  std::map<std::string, std::vector<std::pair<std::string, int>>> const roads{
      {"C", {{"D", 3}, {"E", 2}}}, {"D", {{"F", 4}}}, {"E", {{"D", 1}, {"F", 2}, {"G", 3}}},
      {"F", {{"G", 2}, {"H", 1}}}, {"G", {{"H", 2}}}, {"H", {}}};
  auto next = [&](std::string const& town) -> auto const& { return roads.at(town); };
  std::vector<std::pair<std::vector<std::string>, int>> got;
  for (auto const& [path, cost] : seek::yen(std::string("C"), next, [](std::string const& t) { return t == "H"; }))
    got.emplace_back(path, cost);
  REQUIRE(got.size() == 7);
  CHECK(got[0] == std::pair{std::vector<std::string>{"C", "E", "F", "H"}, 5});
  CHECK(got[1] == std::pair{std::vector<std::string>{"C", "E", "G", "H"}, 7});
  CHECK(got.back().second == 11);
}

TEST_CASE("matrix: statistics x yen") {
  yen_edges const g = yen_example();
  auto next = [&](int x) -> std::vector<std::pair<int, int>> const& { return g[static_cast<std::size_t>(x)]; };
  seek::statistics stats;
  stats.nodes = 99;  // reset by begin()
  auto paths = seek::yen(0, next, [](int x) { return x == 5; }, stats);
  auto it = paths.begin();
  REQUIRE(it != paths.end());
  CHECK(stats.passes == 1);  // the first path: one seek::dijkstra search
  CHECK(stats.yielded == 1);
  std::uint64_t const first_nodes = stats.nodes;
  CHECK(first_nodes > 0);
  CHECK(stats.expanded > 0);
  ++it;  // a spur search from each state but the goal of the first path, C E F H
  REQUIRE(it != paths.end());
  CHECK(stats.passes == 4);
  CHECK(stats.yielded == 2);
  CHECK(stats.nodes > first_nodes);
  CHECK(stats.depth >= 3);
  std::size_t n = 2;
  while (++it != paths.end()) ++n;
  CHECK(stats.yielded == n);
  CHECK(stats.stopped == seek::stop_reason::exhausted);
}

TEST_CASE("matrix: limits x yen") {
  yen_edges const g = yen_example();
  auto next = [&](int x) -> std::vector<std::pair<int, int>> const& { return g[static_cast<std::size_t>(x)]; };
  auto goal = [](int x) { return x == 5; };
  seek::statistics first;
  auto probe = seek::yen(0, next, goal, first);
  REQUIRE(probe.begin() != probe.end());
  // Nodes for the first path and one more: the spur searches for the second stop.
  seek::statistics stats;
  std::vector<int> costs;
  for (auto const& p : seek::yen(0, next, goal, seek::limits{.nodes = first.nodes + 1}, stats)) costs.push_back(p.cost);
  CHECK(costs == std::vector{5});
  CHECK(stats.nodes == first.nodes + 1);
  CHECK(stats.stopped == seek::stop_reason::node_limit);
  CHECK(stats.truncated());
  std::size_t all = 0, roomy = 0;
  for (auto const& p : seek::yen(0, next, goal)) (void)p, ++all;
  for (auto const& p : seek::yen(0, next, goal, seek::limits{.nodes = 10000})) (void)p, ++roomy;
  CHECK(all > 3);
  CHECK(roomy == all);  // a limit not met changes nothing
  std::stop_source source;
  source.request_stop();
  seek::statistics cancelled;
  auto none = seek::yen(0, next, goal, cancelled, seek::limits{.cancel = source.get_token()});
  CHECK(none.begin() == none.end());
  CHECK(cancelled.stopped == seek::stop_reason::cancelled);
}
