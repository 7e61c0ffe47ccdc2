// Tests for seek/strategy/best_first.hpp: the smallest priority first, FIFO ties,
// laziness, limits, several roots, skip_seen, no recursion.
#include <seek/strategy/best_first.hpp>
#include <seek/range/first.hpp>
#include <seek/successor/skip_seen.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/conversion.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <set>
#include <vector>

#include "trees.hpp"

namespace {
// Every step pops the smallest (priority, order produced) of the waiting
// states, checked against a direct simulation with a sorted list.
std::vector<int> reference_order(seek_test::explicit_tree const& t, std::vector<int> const& prio) {
  struct waiting {
    int p;
    int seq;
    int node;
    bool operator<(waiting const& o) const { return p != o.p ? p < o.p : seq < o.seq; }
  };
  std::set<waiting> open{{prio[0], 0, 0}};
  int seq = 1;
  std::vector<int> out;
  while (!open.empty()) {
    auto const w = *open.begin();
    open.erase(open.begin());
    out.push_back(w.node);
    for (int c : t(w.node)) open.insert({prio[static_cast<std::size_t>(c)], seq++, c});
  }
  return out;
}
}  // namespace

TEST_CASE("best_first visits the waiting state of smallest priority, ties first produced first") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    CAPTURE(seed);
    auto tree = seek_test::random_tree(1 + seed * 5, seed);
    seek_test::splitmix64 rng(seed * 31);
    std::vector<int> prio(tree.size());
    for (int& p : prio) p = static_cast<int>(rng.below(5));  // many ties
    auto priority = [&](int x) { return prio[static_cast<std::size_t>(x)]; };
    CHECK((seek::best_first(0, std::cref(tree), priority) | ranges::to<std::vector>) ==
          reference_order(tree, prio));
  }
}

TEST_CASE("best_first with a constant priority is bfs, and greedy on an infinite tree") {
  seek_test::explicit_tree t{{{1, 2, 3}, {4, 5}, {}, {6}, {}, {7}, {}, {}}};
  CHECK((seek::best_first(0, std::cref(t), [](int) { return 0; }) | ranges::to<std::vector>) ==
        std::vector{0, 1, 2, 3, 4, 5, 6, 7});
  auto next = [](int x) { return std::vector{x + 1, x + 7}; };
  auto far = [](int x) { return std::abs(50 - x); };
  CHECK((seek::best_first(0, next, far) | seek::first(9) | ranges::to<std::vector>) ==
        std::vector{0, 7, 14, 21, 28, 35, 42, 49, 50});
}

TEST_CASE("best_first is lazy: expanded only when pulled past") {
  int calls = 0;
  auto next = [&](int x) {
    ++calls;
    return std::vector{2 * x, 2 * x + 1};
  };
  auto view = seek::best_first(1, next, [](int x) { return x; });
  auto it = view.begin();
  CHECK(calls == 0);
  CHECK(*it == 1);
  ++it;
  CHECK(calls == 1);
  CHECK(*it == 2);
  CHECK(it.depth() == 1);
  calls = 0;
  CHECK((seek::best_first(1, next, [](int x) { return x; }) | seek::first(5) | ranges::to<std::vector>) ==
        std::vector{1, 2, 3, 4, 5});
  CHECK(calls == 4);
}

TEST_CASE("best_first statistics, limits and several roots") {
  auto next = [](int x) { return x < 40 ? std::vector{x + 10, x + 1} : std::vector<int>{}; };
  auto prio = [](int x) { return -x; };  // deepest number first
  seek::statistics stats;
  auto v = seek::best_first(std::vector{5, 0}, next, prio, stats) | ranges::to<std::vector>;
  CHECK(v.front() == 5);
  CHECK(stats.stopped == seek::stop_reason::exhausted);
  CHECK(stats.nodes == v.size());  // exhausted: every state generated was yielded
  CHECK(stats.yielded == v.size());
  CHECK(stats.expanded == v.size());
  seek::statistics limited;
  auto w = seek::best_first(0, next, prio, limited, seek::limits{.nodes = 7}) | ranges::to<std::vector>;
  CHECK(w == std::vector{0, 10, 20, 30});  // 1, 11 and 21 generated, waiting; 40 would be the 8th
  CHECK(limited.nodes == 7);
  CHECK(limited.stopped == seek::stop_reason::node_limit);
  seek::statistics narrow;
  auto u = seek::best_first(0, next, prio, narrow, seek::limits{.frontier = 3}) | ranges::to<std::vector>;
  CHECK(narrow.stopped == seek::stop_reason::frontier_limit);
  CHECK(narrow.frontier <= 3);
  CHECK(!u.empty());
}

TEST_CASE("best_first over skip_seen visits each state of a graph once") {
  auto next = [](int x) { return std::vector{(x + 1) % 30, (x * 7) % 30}; };
  auto v = seek::best_first(1, seek::skip_seen<int>(next), [](int x) { return x % 4; }) | ranges::to<std::vector>;
  std::vector<int> sorted = v;
  std::sort(sorted.begin(), sorted.end());
  CHECK(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
  CHECK(v.size() == 30);
}

TEST_CASE("best_first walks a deep chain without recursion, and restarts") {
  auto chain = [](int x) { return x < 1'000'000 ? std::vector{x + 1} : std::vector<int>{}; };
  auto view = seek::best_first(0, chain, [](int x) { return x; });
  std::size_t n = 0;
  for (auto it = view.begin(); it != view.end(); ++it) n += it.depth() == n;
  CHECK(n == 1'000'001);
  CHECK((view | seek::first(3) | ranges::to<std::vector>) == std::vector{0, 1, 2});
}
