// Tests for seek/successor/prune.hpp: prune, leaf_if, and how they
// differ from the range operations filter and take_while.
#include <seek/successor/prune.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/view/filter.hpp>
#include <range/v3/view/take_while.hpp>
#include <range/v3/view/transform.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <numeric>
#include <utility>
#include <vector>

#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/range/generator.hpp>

#include "trees.hpp"

namespace {

using seek_test::heap_tree;
using seek_test::infinite_heap;

}  // namespace

TEST_CASE("prune drops the children it matches, with their subtrees") {
  auto next = seek::prune(heap_tree(15), [](int x) { return x == 2; });
  CHECK((seek::dfs(1, next) | ranges::to<std::vector>) == std::vector<int>{1, 3, 6, 12, 13, 7, 14, 15});
  CHECK((seek::bfs(1, next) | ranges::to<std::vector>) == std::vector<int>{1, 3, 6, 7, 12, 13, 14, 15});
}

TEST_CASE("prune over an infinite tree: increasing subsets with a bounded sum") {
  // Subsets of {1..9} as increasing sequences; prune those whose sum exceeds 10.
  auto grow = [](std::vector<int> const& s) {
    std::vector<std::vector<int>> kids;
    for (int x = s.empty() ? 1 : s.back() + 1; x <= 9; ++x) {
      kids.push_back(s);
      kids.back().push_back(x);
    }
    return kids;
  };
  auto sum = [](std::vector<int> const& s) { return std::accumulate(s.begin(), s.end(), 0); };
  auto too_big = [sum](std::vector<int> const& s) { return sum(s) > 10; };
  std::size_t visited = 0;
  for (auto const& s : seek::dfs(std::vector<int>{}, seek::prune(grow, too_big))) {
    CHECK(sum(s) <= 10);
    ++visited;
  }
  // Independently: count subsets of {1..9} with sum <= 10 by bitmask.
  std::size_t expected = 0;
  for (int mask = 0; mask < (1 << 9); ++mask) {
    int total = 0;
    for (int i = 0; i < 9; ++i)
      if (mask & (1 << i)) total += i + 1;
    if (total <= 10) ++expected;
  }
  CHECK(visited == expected);
}

TEST_CASE("leaf_if visits a matching state but does not expand it") {
  std::vector<int> expanded;
  auto counting = [&expanded, next = heap_tree(15)](int x) {
    expanded.push_back(x);
    return next(x);
  };
  auto next = seek::leaf_if(counting, [](int x) { return x == 2; });
  CHECK((seek::dfs(1, next) | ranges::to<std::vector>) ==
        std::vector<int>{1, 2, 3, 6, 12, 13, 7, 14, 15});
  // The successor function was never called on 2.
  CHECK(std::find(expanded.begin(), expanded.end(), 2) == expanded.end());
  CHECK(std::find(expanded.begin(), expanded.end(), 3) != expanded.end());
}

TEST_CASE("filter hides states but the search still expands them") {
  seek::statistics stats;
  auto odd = [](int x) { return x % 2 == 1; };
  auto shown = seek::dfs(1, heap_tree(15), stats) | ranges::views::filter(odd) | ranges::to<std::vector>;
  CHECK(shown == std::vector<int>{1, 9, 5, 11, 3, 13, 7, 15});
  CHECK(stats.nodes == 15);  // every state was produced

  auto pruned = seek::dfs(1, seek::prune(heap_tree(15), [](int x) { return x % 2 == 0; }), stats) |
                ranges::to<std::vector>;
  CHECK(pruned == std::vector<int>{1, 3, 7, 15});  // even states and their subtrees are gone
  CHECK(stats.nodes == 4);
}

TEST_CASE("take_while ends the whole search at the first state that fails") {
  seek::statistics stats;
  // bfs in level order over an infinite tree: states below 8 are depths 0..2.
  auto small = seek::bfs(1, infinite_heap, stats) |
               ranges::views::take_while([](int x) { return x < 8; }) | ranges::to<std::vector>;
  CHECK(small == std::vector<int>{1, 2, 3, 4, 5, 6, 7});
  CHECK(stats.nodes == 8);  // 8 was produced, to be rejected; nothing after it

  // The same with dfs stops at the first deep state: not a depth limit.
  auto prefix = seek::dfs(1, infinite_heap) |
                ranges::views::take_while([](int x) { return x < 8; }) | ranges::to<std::vector>;
  CHECK(prefix == std::vector<int>{1, 2, 4});
}

TEST_CASE("combinators compose and accept move-only successor ranges") {
  auto gen = [](int x) -> seek::generator<int> {
    co_yield 2 * x;
    co_yield 2 * x + 1;
  };
  auto next = seek::leaf_if(seek::prune(gen, [](int x) { return x % 3 == 0; }),
                            [](int x) { return x >= 8; });
  // 3, 6, 9, 12 ... are pruned; states from 8 on are leaves.
  auto order = seek::dfs(1, next) | ranges::to<std::vector>;
  CHECK(order == std::vector<int>{1, 2, 4, 8, 5, 10, 11});
}
