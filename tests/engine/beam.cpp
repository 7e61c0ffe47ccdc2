// Tests for seek/strategy/beam.hpp: level by level, the `width` best of each level,
// laziness, bounded memory, limits, several roots.
#include <seek/strategy/beam.hpp>
#include <seek/range/first.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/conversion.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <stdexcept>
#include <utility>
#include <vector>

#include "trees.hpp"

namespace {
// The beam computed directly: each level sorted by (priority, order
// produced), cut to `width`.
std::vector<int> reference_beam(seek_test::explicit_tree const& t, std::vector<int> const& prio, std::size_t width) {
  std::vector<int> out, level{0};
  while (!level.empty()) {
    out.insert(out.end(), level.begin(), level.end());
    std::vector<std::pair<int, int>> next;  // (priority, node), in production order
    for (int s : level)
      for (int c : t(s)) next.emplace_back(prio[static_cast<std::size_t>(c)], c);
    std::stable_sort(next.begin(), next.end(), [](auto const& a, auto const& b) { return a.first < b.first; });
    if (next.size() > width) next.resize(width);
    level.clear();
    for (auto const& [p, c] : next) level.push_back(c);
  }
  return out;
}
}  // namespace

TEST_CASE("beam keeps the width best states of each level, in priority order") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    CAPTURE(seed);
    auto tree = seek_test::random_tree(1 + seed * 9, seed);
    seek_test::splitmix64 rng(seed * 17);
    std::vector<int> prio(tree.size());
    for (int& p : prio) p = static_cast<int>(rng.below(6));
    auto priority = [&](int x) { return prio[static_cast<std::size_t>(x)]; };
    for (std::size_t width : {1u, 2u, 3u, 100u}) {
      CAPTURE(width);
      CHECK((seek::beam(0, std::cref(tree), priority, width) | ranges::to<std::vector>) ==
            reference_beam(tree, prio, width));
    }
  }
}

TEST_CASE("beam with an unbounded width is bfs") {
  auto tree = seek_test::random_tree(300, 5);
  CHECK((seek::beam(0, std::cref(tree), [](int) { return 0; }, 1000) | ranges::to<std::vector>) ==
        tree.level_order({0}));
}

TEST_CASE("beam expands a level only when the consumer pulls past its last state, memory stays within the width") {
  int calls = 0;
  auto next = [&](int x) {
    ++calls;
    return std::vector{2 * x, 2 * x + 1, 2 * x + 2};
  };
  seek::statistics stats;
  auto view = seek::beam(1, next, [](int x) { return x; }, 4, stats);
  auto it = view.begin();
  CHECK(calls == 0);
  ++it;  // past level 0: expands the root
  CHECK(calls == 1);
  CHECK(*it == 2);
  CHECK(it.depth() == 1);
  ++it;
  ++it;
  CHECK(calls == 1);  // 3 and 4 are still level 1
  ++it;               // past the last of level 1: expands all three
  CHECK(calls == 4);
  CHECK(it.depth() == 2);
  for (int k = 0; k < 60; ++k) ++it;  // 15 more levels: numbers stay below 2^20
  CHECK(stats.frontier <= 4);
}

TEST_CASE("beam: limits, several roots, width 0, restarts") {
  auto next = [](int x) { return x < 30 ? std::vector{x + 1, x + 2} : std::vector<int>{}; };
  auto prio = [](int x) { return -x; };
  seek::statistics stats;
  auto v = seek::beam(std::vector{3, 9, 1}, next, prio, 2, stats, seek::limits{.nodes = 5}) |
           ranges::to<std::vector>;
  // Generated: the roots 3, 9, 1 (1 out of the beam), 10 and 11 from 9; 4
  // from 3 would be the sixth.
  CHECK(v == std::vector{9, 3});
  CHECK(stats.nodes == 5);
  CHECK(stats.pruned == 1);
  CHECK(stats.stopped == seek::stop_reason::node_limit);
  CHECK_THROWS_AS(seek::beam(0, next, prio, 0), std::invalid_argument);
  auto view = seek::beam(0, next, prio, 1);
  auto a = view | ranges::to<std::vector>;
  auto b = view | ranges::to<std::vector>;
  CHECK(a == b);
  CHECK(a == std::vector{0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30});
}

TEST_CASE("beam walks a deep chain without recursion") {
  auto chain = [](int x) { return x < 1'000'000 ? std::vector{x + 1} : std::vector<int>{}; };
  std::size_t n = 0;
  for (int x : seek::beam(0, chain, [](int y) { return y; }, 1)) n += static_cast<std::size_t>(x) == n;
  CHECK(n == 1'000'001);
}
