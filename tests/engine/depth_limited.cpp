// Tests for seek/successor/depth_limited.hpp: dfs, bfs, best_first, beam, iddfs,
// lds, restarts and unique_bfs cut below a depth; the other adaptors lift an
// inner bound outward.
#include <seek/successor/depth_limited.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/range/operations.hpp>
#include <range/v3/view/filter.hpp>
#include <range/v3/view/transform.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include <seek/strategy/beam.hpp>
#include <seek/strategy/best_first.hpp>
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/strategy/iddfs.hpp>
#include <seek/strategy/lds.hpp>
#include <seek/strategy/restarts.hpp>
#include <seek/strategy/unique.hpp>
#include <seek/successor/prune.hpp>
#include <seek/successor/shuffled.hpp>

#include "trees.hpp"

namespace {
using seek_test::infinite_heap;
// In heap numbering, x has depth floor(log2 x).
std::size_t heap_depth(int x) {
  std::size_t d = 0;
  for (; x > 1; x /= 2) ++d;
  return d;
}
}  // namespace

TEST_CASE("dfs and bfs cut an infinite tree below the given depth, over plain states") {
  auto states = seek::dfs(1, seek::depth_limited(infinite_heap, 3));
  std::vector<int> xs;
  for (auto it = states.begin(); it != states.end(); ++it) {
    xs.push_back(*it);
    CHECK(it.depth() == heap_depth(*it));
  }
  CHECK(xs == std::vector<int>{1, 2, 4, 8, 9, 5, 10, 11, 3, 6, 12, 13, 7, 14, 15});
  CHECK((seek::bfs(1, seek::depth_limited(infinite_heap, 3)) | ranges::to<std::vector>) ==
        std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15});
  CHECK(ranges::distance(seek::dfs(1, seek::depth_limited(infinite_heap, 0))) == 1);
  CHECK(ranges::distance(seek::bfs(1, seek::depth_limited(infinite_heap, 0))) == 1);
  // Through a filter, as a goal test would be written.
  auto deep_odd = seek::dfs(1, seek::depth_limited(infinite_heap, 4)) |
                  ranges::views::filter([](int x) { return x % 2 == 1 && heap_depth(x) == 4; });
  CHECK(ranges::distance(deep_odd) == 8);
}

TEST_CASE("a negative bound is refused, not read as no bound") {
  CHECK_THROWS_WITH_AS(seek::depth_limited(infinite_heap, -1), doctest::Contains("must not be negative, got -1"),
                       std::invalid_argument);
  CHECK(seek::depth_limited(infinite_heap, std::uint8_t{2}).max_depth() == 2);
}

TEST_CASE("the bound agrees with a finite tree's own shape, for dfs and bfs, several roots too") {
  for (std::uint64_t seed = 1; seed <= 15; ++seed) {
    auto tree = seek_test::random_tree(40, seed);
    for (std::size_t d : {0u, 1u, 2u, 5u}) {
      CAPTURE(seed);
      CAPTURE(d);
      std::vector<int> expected;
      auto all = seek::dfs(0, std::cref(tree));
      for (auto it = all.begin(); it != all.end(); ++it)
        if (it.depth() <= d) expected.push_back(*it);
      CHECK((seek::dfs(0, seek::depth_limited(std::cref(tree), d)) | ranges::to<std::vector>) == expected);
      std::vector<int> level_expected;
      auto levels = seek::bfs(0, std::cref(tree));
      for (auto it = levels.begin(); it != levels.end(); ++it)
        if (it.depth() <= d) level_expected.push_back(*it);
      CHECK((seek::bfs(0, seek::depth_limited(std::cref(tree), d)) | ranges::to<std::vector>) == level_expected);
    }
  }
  std::vector<int> const roots{1, 3};
  CHECK((seek::dfs(roots, seek::depth_limited(infinite_heap, 1)) | ranges::to<std::vector>) ==
        std::vector<int>{1, 2, 3, 3, 6, 7});
  CHECK((seek::bfs(roots, seek::depth_limited(infinite_heap, 1)) | ranges::to<std::vector>) ==
        std::vector<int>{1, 3, 2, 3, 6, 7});
}

TEST_CASE("a state at the bound is not expanded, and statistics do not count it as expanded") {
  for (bool breadth : {false, true}) {
    CAPTURE(breadth);
    seek::statistics stats;
    int calls = 0;
    auto counting = [&calls](int x) {
      ++calls;
      return infinite_heap(x);
    };
    auto next = seek::depth_limited(counting, 2);
    auto const n = breadth ? ranges::distance(seek::bfs(1, next, stats)) : ranges::distance(seek::dfs(1, next, stats));
    CHECK(n == 7);
    CHECK(calls == 3);  // the root and its two children
    CHECK(stats.expanded == 3);
    CHECK(stats.failures == 0);
    CHECK(stats.depth == 2);
    CHECK(stats.nodes == 7);
    CHECK(stats.stopped == seek::stop_reason::exhausted);
  }
}

TEST_CASE("limits still apply under a depth bound") {
  seek::statistics stats;
  auto const n = ranges::distance(seek::dfs(1, seek::depth_limited(infinite_heap, 20), stats, seek::limits{.nodes = 10}));
  CHECK(n == 10);
  CHECK(stats.stopped == seek::stop_reason::node_limit);
}

TEST_CASE("adaptors lift an inner bound outward, and two bounds make the smaller") {
  auto never = [](int) { return false; };
  auto a = seek::prune(seek::depth_limited(infinite_heap, 3), never);
  auto b = seek::depth_limited(seek::prune(infinite_heap, never), 3);
  static_assert(std::is_same_v<decltype(a), decltype(b)>);
  CHECK(a.max_depth() == 3);
  CHECK((seek::dfs(1, a) | ranges::to<std::vector>) == (seek::dfs(1, seek::depth_limited(infinite_heap, 3)) | ranges::to<std::vector>));
  auto c = seek::leaf_if(seek::shuffled(seek::depth_limited(infinite_heap, 5), 7), never);
  static_assert(seek::detail::is_depth_limited_v<decltype(c)>);
  CHECK(ranges::distance(seek::bfs(1, c)) == 63);
  auto d = seek::depth_limited(seek::depth_limited(infinite_heap, 4), 2);
  CHECK(d.max_depth() == 2);
  CHECK(seek::depth_limited(seek::depth_limited(infinite_heap, 1), 6).max_depth() == 1);
  CHECK(ranges::distance(seek::dfs(1, d)) == 7);
}

TEST_CASE("lds and restarts under a bound: nothing below it") {
  auto lds = seek::lds(1, seek::depth_limited(infinite_heap, 3)) | ranges::to<std::vector>;
  CHECK(lds.size() == 15);
  for (int x : lds) CHECK(heap_depth(x) <= 3);
  seek::statistics stats;
  auto runs = seek::restarts(1, seek::depth_limited(infinite_heap, 3), seek::luby_schedule{.scale = 4}, 1, stats) |
              ranges::to<std::vector>;
  for (int x : runs) CHECK(heap_depth(x) <= 3);
  CHECK(stats.stopped == seek::stop_reason::exhausted);  // a run of 16 or more walks the 15 states
}

// The other tree searches that know their depth take the wrapper apart too.

TEST_CASE("best_first and beam visit the states up to the bound and expand none at it") {
  int calls = 0;
  auto counting = [&calls](int x) {
    ++calls;
    return infinite_heap(x);
  };
  auto largest_first = [](int x) { return -x; };
  seek::statistics stats;
  std::vector<int> xs;
  auto greedy = seek::best_first(1, seek::depth_limited(counting, 2), largest_first, stats);
  for (auto it = greedy.begin(); it != greedy.end(); ++it) {
    xs.push_back(*it);
    CHECK(it.depth() == heap_depth(*it));
  }
  CHECK(xs == std::vector<int>{1, 3, 7, 6, 2, 5, 4});  // always the largest waiting
  CHECK(calls == 3);
  CHECK(stats.expanded == 3);
  CHECK(stats.stopped == seek::stop_reason::exhausted);

  calls = 0;
  CHECK((seek::beam(1, seek::depth_limited(counting, 3), largest_first, 2) | ranges::to<std::vector>) ==
        std::vector<int>{1, 3, 2, 7, 6, 15, 14});
  CHECK(calls == 1 + 2 + 2);  // levels 0, 1 and 2 of the beam; level 3 is not expanded
  // Several roots, and a bound of 0: the roots only.
  std::vector<int> const roots{4, 9};
  CHECK((seek::best_first(roots, seek::depth_limited(infinite_heap, 0), largest_first) | ranges::to<std::vector>) ==
        std::vector<int>{9, 4});
  CHECK((seek::beam(roots, seek::depth_limited(infinite_heap, 1), largest_first, 8) | ranges::to<std::vector>) ==
        std::vector<int>{9, 4, 19, 18, 9, 8});
}

TEST_CASE("iddfs under a bound: bfs's order up to depth d, pass d the last") {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    auto tree = seek_test::random_tree(60, seed);
    for (std::size_t d : {0u, 1u, 3u, 6u}) {
      CAPTURE(seed);
      CAPTURE(d);
      std::vector<int> expected = seek::bfs(0, seek::depth_limited(std::cref(tree), d)) | ranges::to<std::vector>;
      seek::statistics stats;
      std::vector<int> got;
      auto bounded = seek::iddfs(0, seek::depth_limited(std::cref(tree), d), stats);
      for (auto it = bounded.begin(); it != bounded.end(); ++it) {
        CHECK(it.depth() <= d);
        got.push_back(*it);
      }
      CHECK(got == expected);
      CHECK(stats.passes <= d + 1);
    }
  }
  // An infinite tree ends at the bound: passes 0..3.
  seek::statistics stats;
  CHECK(ranges::distance(seek::iddfs(1, seek::depth_limited(infinite_heap, 3), stats)) == 15);
  CHECK(stats.passes == 4);
  CHECK(stats.stopped == seek::stop_reason::exhausted);
}

TEST_CASE("unique_bfs under a bound: each state within d steps, once") {
  auto ring = [](int x) { return std::array<int, 2>{(x + 1) % 10, (x + 9) % 10}; };  // a cycle of 10
  auto states = seek::unique_bfs(0, seek::depth_limited(ring, 3));
  std::vector<int> xs;
  for (auto it = states.begin(); it != states.end(); ++it) {
    xs.push_back(*it);
    CHECK(it.depth() <= 3);
  }
  CHECK(xs == std::vector<int>{0, 1, 9, 2, 8, 3, 7});
}
