// Tests for seek::parallel::count with a seek::checkpoint: counts stopped by
// limits and resumed on other thread counts, and by the one-thread
// seek::count, reach the exact count.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/task_arena.h>

#include <seek/scale/checkpoint.hpp>
#include <seek/scale/count.hpp>
#include <seek/scale/parallel.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/successor/depth_limited.hpp>

#include "../engine/trees.hpp"
#include "../scale/lattice.hpp"

TEST_CASE("parallel::count with a checkpoint: stopped by node limits, resumed on 1, 2 and 3 threads, exact") {
  auto const tree = seek_test::random_tree(200000, 11);
  auto const next = [&tree](int x) -> std::vector<int> const& { return tree(x); };
  auto const mult3 = [](int x) { return x % 3 == 0; };
  seek::checkpoint cp;
  int rounds = 0;
  std::uint64_t limit = 1, nodes = 0;
  while (!cp.finished()) {
    int const threads = 1 + rounds % 3;
    tbb::global_control cap(tbb::global_control::max_allowed_parallelism, static_cast<std::size_t>(threads));
    tbb::task_arena arena(threads);
    seek::statistics stats;
    arena.execute([&] { seek::parallel::count(0, next, mult3, cp, stats, seek::limits{.nodes = limit}); });
    CHECK((stats.truncated() || cp.finished()));
    if (!cp.finished()) CHECK(stats.nodes == limit);
    nodes += stats.nodes;
    limit *= 3;
    ++rounds;
    REQUIRE(rounds < 100);
  }
  CHECK(cp.count == 66667);
  CHECK(cp.nodes == 200000);
  CHECK(nodes == 200000);
  CHECK(rounds > 5);
}

TEST_CASE("parallel::count and seek::count resume each other's checkpoints, several roots, depth_limited") {
  using seek_test::lattice;
  using seek_test::point;
  std::vector<point> const roots{{0, 0}, {2, 1}, {6, 6}};
  auto const next = seek::depth_limited(lattice{7}, 9);
  auto const far = [](point p) { return p.x + p.y >= 7; };
  std::uint64_t expect = 0, states = 0;
  for (auto const& p : seek::dfs(roots, next)) {
    ++states;
    expect += far(p) ? 1 : 0;
  }
  seek::checkpoint cp;
  std::uint64_t limit = 5;
  int rounds = 0;
  tbb::task_arena arena(2);
  while (!cp.finished()) {
    if (rounds % 2 == 0)
      arena.execute([&] { seek::parallel::count(roots, next, far, seek::limits{.nodes = limit}, cp); });
    else
      seek::count(roots, next, far, seek::limits{.nodes = limit}, cp);
    limit *= 2;
    REQUIRE(++rounds < 100);
  }
  CHECK(cp.count == expect);
  CHECK(cp.nodes == states);
  CHECK(rounds > 3);
}
