// Tests for seek/core/statistics.hpp: the counters dfs and bfs fill in, checked
// against values worked out by hand on a small tree.
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/range/first.hpp>
#include <seek/core/statistics.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/range/operations.hpp>

#include <string>
#include <vector>

#include "trees.hpp"

namespace {
//      0
//     / \ .
//    1   2
//   / \ .
//  3   4
//      |
//      5
seek_test::explicit_tree const small{{{1, 2}, {3, 4}, {}, {}, {5}, {}}};
}  // namespace

TEST_CASE("dfs statistics on a small tree, worked out by hand") {
  seek::statistics stats;
  stats.nodes = 77;  // begin() resets
  auto all = seek::dfs(0, std::cref(small), stats) | ranges::to<std::vector>;
  CHECK(all.size() == 6);
  CHECK(stats.nodes == 6);
  CHECK(stats.yielded == 6);
  CHECK(stats.pruned == 0);
  CHECK(stats.passes == 1);
  CHECK(stats.memo_hits == 0);
  CHECK(stats.expanded == 6);  // every state, leaves included, once pulled past
  CHECK(stats.failures == 3);  // leaves 2, 3, 5
  CHECK(stats.depth == 3);     // 0 -> 1 -> 4 -> 5
  CHECK(stats.frontier == 4);  // frames 0, 1, 4, 5 while 5 is expanded
  CHECK(stats.stopped == seek::stop_reason::exhausted);
  CHECK_FALSE(stats.truncated());
}

TEST_CASE("bfs statistics on a small tree, worked out by hand") {
  seek::statistics stats;
  auto all = seek::bfs(0, std::cref(small), stats) | ranges::to<std::vector>;
  CHECK(all == std::vector<int>{0, 1, 2, 3, 4, 5});
  CHECK(stats.nodes == 6);
  CHECK(stats.yielded == 6);
  CHECK(stats.passes == 1);
  CHECK(stats.expanded == 6);
  CHECK(stats.failures == 3);
  CHECK(stats.depth == 3);
  CHECK(stats.frontier == 3);  // 2, 3, 4 produced and waiting once 4 is produced
  CHECK(stats.stopped == seek::stop_reason::exhausted);
  CHECK_FALSE(stats.truncated());
}

TEST_CASE("statistics of a search the consumer stopped early") {
  seek::statistics stats;
  auto first = seek::dfs(0, std::cref(small), stats) | seek::first(3) | ranges::to<std::vector>;
  CHECK(first == std::vector<int>{0, 1, 3});
  CHECK(stats.nodes == 3);
  CHECK(stats.yielded == 3);
  CHECK(stats.expanded == 2);  // 0 and 1; 3 was produced but never pulled past
  CHECK(stats.failures == 0);
  CHECK(stats.depth == 2);
  CHECK(stats.frontier == 2);
  CHECK(stats.stopped == seek::stop_reason::none);
  CHECK_FALSE(stats.truncated());
}

TEST_CASE("statistics with several roots count each tree") {
  seek::statistics d, b;
  std::vector<int> roots{2, 1};
  auto dn = seek::dfs(roots, std::cref(small), d) | ranges::to<std::vector>;
  auto bn = seek::bfs(roots, std::cref(small), b) | ranges::to<std::vector>;
  CHECK(dn == std::vector<int>{2, 1, 3, 4, 5});
  CHECK(bn == std::vector<int>{2, 1, 3, 4, 5});
  for (auto const* s : {&d, &b}) {
    CHECK(s->nodes == 5);
    CHECK(s->expanded == 5);
    CHECK(s->failures == 3);
    CHECK(s->depth == 2);
    CHECK(s->stopped == seek::stop_reason::exhausted);
  }
}

TEST_CASE("stop reasons have names, and truncated() means a limit cut the search") {
  CHECK(std::string(seek::to_string(seek::stop_reason::node_limit)) == "node limit");
  CHECK(std::string(seek::to_string(seek::stop_reason::exhausted)) == "exhausted");
  seek::statistics s;
  CHECK_FALSE(s.truncated());
  for (auto r : {seek::stop_reason::node_limit, seek::stop_reason::frontier_limit,
                 seek::stop_reason::time_limit, seek::stop_reason::cancelled}) {
    s.stopped = r;
    CHECK(s.truncated());
  }
}

TEST_CASE("limits without statistics: the search stops all the same") {
  auto infinite = [](int x) { return std::vector{2 * x, 2 * x + 1}; };
  CHECK(ranges::distance(seek::dfs(1, infinite, seek::limits{.nodes = 10})) == 10);
  CHECK(ranges::distance(seek::bfs(1, infinite, seek::limits{.nodes = 7})) == 7);
  auto view = seek::dfs(1, infinite, seek::limits{.nodes = 4});
  auto copy = view;  // the copy counts into its own statistics
  CHECK(ranges::distance(view) == 4);
  CHECK(ranges::distance(copy) == 4);
}
