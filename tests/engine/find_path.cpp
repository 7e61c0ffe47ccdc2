// Tests for seek/strategy/find_path.hpp: shortest_path, find_path and has_path
// against textbook answers on random small graphs (Bellman-Ford costs, BFS
// distances, reachability), the first goal of each order on random trees,
// the search stopping on the goal, several roots, and the options passed
// through (statistics, limits).
#include <seek/strategy/astar.hpp>
#include <seek/strategy/best_first.hpp>
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/strategy/dijkstra.hpp>
#include <seek/strategy/find_path.hpp>
#include <seek/strategy/ida_star.hpp>
#include <seek/strategy/iddfs.hpp>
#include <seek/strategy/lds.hpp>
#include <seek/strategy/unique.hpp>
#include <seek/range/find.hpp>
#include <seek/successor/dense_index.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/successor/seen_by.hpp>

#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <utility>
#include <vector>

#include "graphs.hpp"
#include "trees.hpp"

namespace {
// The cheapest edge from a to b in g; nothing if there is none.
std::optional<int> fp_cheapest_edge(seek_test::random_graph const& g, int a, int b) {
  std::optional<int> best;
  for (auto const& [w, c] : g(a))
    if (w == b && (!best || c < *best)) best = c;
  return best;
}
// The cost of `path` in g by its cheapest edges; nothing if a step is not an edge.
std::optional<int> fp_path_cost(seek_test::random_graph const& g, std::vector<int> const& path) {
  int sum = 0;
  for (std::size_t i = 1; i < path.size(); ++i) {
    auto c = fp_cheapest_edge(g, path[i - 1], path[i]);
    if (!c) return std::nullopt;
    sum += *c;
  }
  return sum;
}
// The same graph with every edge one dearer: positive costs, for ida_star.
seek_test::random_graph fp_positive(seek_test::random_graph g) {
  for (auto& edges : g.out)
    for (auto& e : edges) e.second += 1;
  return g;
}
// The same graph without costs.
struct fp_unweighted {
  seek_test::random_graph const* g;
  std::vector<int> operator()(int v) const {
    std::vector<int> out;
    for (auto const& [w, c] : (*g)(v)) out.push_back(w);
    return out;
  }
};
}  // namespace

TEST_CASE("shortest_path with dijkstra, astar and ida_star finds the cheapest path on random graphs") {
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    CAPTURE(seed);
    int const n = 4 + static_cast<int>(seed % 9);
    seek_test::random_graph const g(n, seed, 4);
    seek_test::random_graph const pos = fp_positive(g);
    auto const costs = g.costs_from(0);
    auto const pos_costs = pos.costs_from(0);
    for (int goal = 0; goal < n; ++goal) {
      CAPTURE(goal);
      auto is_goal = [goal](int v) { return v == goal; };
      auto zero = [](int) { return 0; };
      auto d = seek::shortest_path(seek::dijkstra, 0, std::cref(g), is_goal);
      auto a = seek::shortest_path(seek::astar, 0, std::cref(g), is_goal, zero);
      REQUIRE(d.has_value() == costs.contains(goal));
      REQUIRE(a.has_value() == costs.contains(goal));
      if (!d) continue;
      CHECK(d->cost == costs.at(goal));
      CHECK(a->cost == costs.at(goal));
      for (auto const* found : {&*d, &*a}) {
        CHECK(found->path.front() == 0);
        CHECK(found->goal() == goal);
        CHECK(fp_path_cost(g, found->path) == found->cost);
      }
      auto i = seek::shortest_path(seek::ida_star, 0, std::cref(pos), is_goal, zero);
      REQUIRE(i.has_value());
      CHECK(i->cost == pos_costs.at(goal));
      CHECK(fp_path_cost(pos, i->path) == i->cost);
    }
  }
}

TEST_CASE("shortest_path with bfs, unique_bfs and iddfs finds a path of fewest edges") {
  for (int root : {0, 1, 7, 50}) {
    auto const dist = seek_test::distances_from(root);
    for (int goal : {0, 3, 10, 42, 99}) {
      CAPTURE(root);
      CAPTURE(goal);
      auto is_goal = [goal](int v) { return v == goal; };
      auto b = seek::shortest_path(seek::bfs, root, seek_test::graph_next, is_goal);
      auto u = seek::shortest_path(seek::unique_bfs, root, seek_test::graph_next, is_goal);
      auto i = seek::shortest_path(seek::iddfs, root, seek_test::graph_next, is_goal);
      for (auto const* found : {&b, &u, &i}) {
        REQUIRE(found->has_value());
        CHECK((*found)->cost == dist.at(goal));
        CHECK((*found)->path.size() == dist.at(goal) + 1);
        CHECK((*found)->path.front() == root);
        CHECK((*found)->goal() == goal);
        for (std::size_t k = 1; k < (*found)->path.size(); ++k) {
          auto next = seek_test::graph_next((*found)->path[k - 1]);
          CHECK(std::find(next.begin(), next.end(), (*found)->path[k]) != next.end());
        }
      }
    }
  }
}

TEST_CASE("has_path and shortest_path agree with reachability on random graphs, unreachable goals included") {
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    CAPTURE(seed);
    int const n = 3 + static_cast<int>(seed % 10);
    seek_test::random_graph const g(n, seed * 7919, 3);
    auto const reached = g.costs_from(0);  // the keys: the vertices reachable from 0
    fp_unweighted const plain{&g};
    for (int goal = 0; goal < n; ++goal) {
      CAPTURE(goal);
      auto is_goal = [goal](int v) { return v == goal; };
      bool const reachable = reached.contains(goal);
      CHECK(seek::has_path(seek::unique_bfs, 0, plain, is_goal) == reachable);
      CHECK(seek::has_path(seek::unique_dfs, 0, plain, is_goal) == reachable);
      CHECK(seek::has_path(seek::dijkstra, 0, std::cref(g), is_goal) == reachable);
      auto found = seek::shortest_path(seek::unique_bfs, 0, plain, is_goal);
      CHECK(found.has_value() == reachable);
      auto any = seek::find_path(seek::unique_dfs, 0, plain, is_goal);
      CHECK(any.has_value() == reachable);
      if (any) CHECK(any->cost + 1 == any->path.size());
    }
  }
}

TEST_CASE("find_path returns the first goal of each strategy's order and the path from the root to it") {
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    CAPTURE(seed);
    auto tree = seek_test::random_tree(2 + seed * 5, seed);
    auto next = std::cref(tree);
    auto is_goal = [](int x) { return x % 5 == 3; };
    auto prio = [](int x) { return (x * 7) % 11; };
    // The first goal in preorder and in level order, from the tree itself.
    std::optional<int> first_pre, first_level;
    for (int x : tree.preorder())
      if (is_goal(x)) {
        first_pre = x;
        break;
      }
    for (int x : tree.level_order({0}))
      if (is_goal(x)) {
        first_level = x;
        break;
      }
    auto d = seek::find_path(seek::dfs, 0, next, is_goal);
    auto b = seek::find_path(seek::bfs, 0, next, is_goal);
    auto p = seek::find_path(seek::best_first, 0, next, is_goal, prio);
    auto l = seek::find_path(seek::lds, 0, next, is_goal);
    REQUIRE(d.has_value() == first_pre.has_value());
    REQUIRE(b.has_value() == first_level.has_value());
    CHECK(p.has_value() == first_pre.has_value());
    CHECK(l.has_value() == first_pre.has_value());
    if (!d) continue;
    CHECK(d->goal() == *first_pre);
    CHECK(b->goal() == *first_level);
    CHECK(p->goal() == *seek::find(seek::best_first(0, next, prio), is_goal));
    CHECK(l->goal() == *seek::find(seek::lds(0, next), is_goal));
    for (auto const* found : {&*d, &*b, &*p, &*l}) {
      // The path goes down the tree: each state a child of the one before.
      CHECK(found->path.front() == 0);
      CHECK(found->cost + 1 == found->path.size());
      for (std::size_t k = 1; k < found->path.size(); ++k) {
        auto const& kids = tree(found->path[k - 1]);
        CHECK(std::find(kids.begin(), kids.end(), found->path[k]) != kids.end());
      }
    }
  }
}

TEST_CASE("find_path and has_path stop on the goal: it is not expanded, nothing after it is generated") {
  int calls = 0;
  seek_test::counted_chain const chain{100, &calls};
  auto at_3 = [](int x) { return x == 3; };
  auto found = seek::find_path(seek::dfs, 0, chain, at_3);
  REQUIRE(found.has_value());
  CHECK(found->path == std::vector{0, 1, 2, 3});
  CHECK(calls == 3);  // 0, 1 and 2 expanded; 3 is the goal
  calls = 0;
  CHECK(seek::has_path(seek::bfs, 0, chain, at_3));
  CHECK(calls == 3);
  calls = 0;
  CHECK_FALSE(seek::has_path(seek::bfs, 0, chain, [](int x) { return x < 0; }));
  CHECK(calls == 100);
}

TEST_CASE("shortest_path from several roots starts at the nearest root") {
  auto const d1 = seek_test::distances_from(1);
  auto const d60 = seek_test::distances_from(60);
  for (int goal : {2, 30, 61, 90}) {
    CAPTURE(goal);
    auto found = seek::shortest_path(seek::unique_bfs, std::vector{1, 60}, seek_test::graph_next,
                                     [goal](int v) { return v == goal; });
    REQUIRE(found.has_value());
    CHECK(found->cost == std::min(d1.at(goal), d60.at(goal)));
    CHECK(found->path.front() == (d1.at(goal) <= d60.at(goal) ? 1 : 60));
  }
}

TEST_CASE("shortest_path with astar and a Manhattan heuristic on a grid with walls equals dijkstra and bfs") {
  // A 12x12 grid, walls drawn from a seed, unit moves; the heuristic is
  // admissible and consistent.
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    CAPTURE(seed);
    seek_test::splitmix64 rng(seed);
    int const side = 12;
    std::vector<bool> wall(side * side);
    for (std::size_t c = 1; c + 1 < wall.size(); ++c) wall[c] = rng.below(10) < 3;
    auto moves = [&](int c) {
      std::vector<std::pair<int, int>> out;
      int const x = c % side, y = c / side;
      for (auto [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
        int const nx = x + dx, ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= side || ny >= side || wall[static_cast<std::size_t>(ny * side + nx)]) continue;
        out.emplace_back(ny * side + nx, 1);
      }
      return out;
    };
    auto steps = [&](int c) {
      std::vector<int> out;
      for (auto const& [d, cost] : moves(c)) out.push_back(d);
      return out;
    };
    int const target = side * side - 1;
    auto is_target = [&](int c) { return c == target; };
    auto manhattan = [&](int c) { return std::abs(c % side - target % side) + std::abs(c / side - target / side); };
    auto a = seek::shortest_path(seek::astar, 0, moves, is_target, manhattan);
    auto d = seek::shortest_path(seek::dijkstra, 0, moves, is_target);
    auto b = seek::shortest_path(seek::unique_bfs, 0, steps, is_target);
    REQUIRE(a.has_value() == d.has_value());
    REQUIRE(b.has_value() == d.has_value());
    if (!d) continue;
    CHECK(a->cost == d->cost);
    CHECK(static_cast<std::size_t>(d->cost) == b->cost);
    CHECK(a->path.size() == d->path.size());
  }
}

TEST_CASE("the jobs take the strategy's options: statistics count the search, limits end it without a goal") {
  seek::statistics stats;
  auto is_goal = [](int v) { return v == 99; };
  auto found = seek::shortest_path(seek::unique_bfs, 0, seek_test::graph_next, is_goal, stats);
  REQUIRE(found.has_value());
  CHECK(stats.yielded > 1);
  CHECK(stats.stopped == seek::stop_reason::none);  // stopped by the consumer, on the goal
  // Too few nodes to reach 99: no path, and the statistics say why.
  auto cut = seek::shortest_path(seek::unique_bfs, 0, seek_test::graph_next, is_goal, stats, seek::limits{.nodes = 5});
  CHECK_FALSE(cut.has_value());
  CHECK(stats.truncated());
  CHECK(stats.stopped == seek::stop_reason::node_limit);
  CHECK_FALSE(seek::has_path(seek::bfs, 0, seek_test::graph_next, is_goal, seek::limits{.nodes = 5}));
}

TEST_CASE("the jobs pass seen_by, dense_index and depth_limited through to the strategy") {
  auto const dist = seek_test::distances_from(0);
  auto is_42 = [](int v) { return v == 42; };
  auto by_index = seek::shortest_path(seek::unique_bfs, 0, seek_test::graph_next, is_42,
                                      seek::dense_index(100, [](int v) { return v; }));
  auto by_key = seek::shortest_path(seek::unique_bfs, 0, seek_test::graph_next, is_42,
                                    seek::seen_by([](int v) { return v + 1000; }));
  REQUIRE(by_index.has_value());
  REQUIRE(by_key.has_value());
  CHECK(by_index->cost == dist.at(42));
  CHECK(by_key->cost == dist.at(42));
  // A depth bound one short of the distance leaves no path; at the distance, one.
  std::size_t const d = dist.at(42);
  CHECK_FALSE(seek::shortest_path(seek::bfs, 0, seek::depth_limited(seek_test::graph_next, d - 1), is_42).has_value());
  auto bounded = seek::shortest_path(seek::bfs, 0, seek::depth_limited(seek_test::graph_next, d), is_42);
  REQUIRE(bounded.has_value());
  CHECK(bounded->cost == d);
}
