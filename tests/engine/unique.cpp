// Tests for seek/strategy/unique.hpp: unique_dfs and unique_bfs yield each
// reachable state once (shortest depths with bfs), search afresh at each
// begin(), key states with seen_by, take several roots, statistics and limits.
#include <seek/range/first.hpp>
#include <seek/strategy/unique.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/range/operations.hpp>
#include <range/v3/view/take.hpp>

#include <array>
#include <cstddef>
#include <functional>
#include <map>
#include <queue>
#include <set>
#include <string>
#include <vector>

#include <seek/range/generator.hpp>

#include "graphs.hpp"

namespace {

using seek_test::distances_from;
using seek_test::graph_next;

}  // namespace

TEST_CASE("unique_bfs yields every reachable state once, at its shortest distance") {
  auto const expected = distances_from(7);
  std::map<int, std::size_t> seen;
  auto states = seek::unique_bfs(7, graph_next);
  for (auto it = states.begin(); it != states.end(); ++it) {
    CHECK(seen.emplace(*it, it.depth()).second);  // no state twice
  }
  CHECK(seen == expected);
}

TEST_CASE("unique_dfs yields every reachable state once, in preorder of first discovery") {
  auto const expected = distances_from(7);
  std::set<int> seen;
  for (int x : seek::unique_dfs(7, graph_next)) CHECK(seen.insert(x).second);
  CHECK(seen.size() == expected.size());
  // The first states follow the first successor: 7, 8, 9, ...
  auto first = seek::unique_dfs(7, graph_next) | ranges::views::take(4) | ranges::to<std::vector>;
  CHECK(first == std::vector<int>{7, 8, 9, 10});
}

TEST_CASE("the root is marked: a cycle back to it does not repeat it") {
  auto cycle = [](int x) { return std::array<int, 1>{(x + 1) % 3}; };
  CHECK((seek::unique_dfs(0, cycle) | ranges::to<std::vector>) == std::vector<int>{0, 1, 2});
  CHECK((seek::unique_bfs(0, cycle) | ranges::to<std::vector>) == std::vector<int>{0, 1, 2});
}

TEST_CASE("a unique view searches afresh each time it begins, and so does a copy") {
  auto states = seek::unique_bfs(7, graph_next);
  auto first = states | ranges::to<std::vector>;
  auto again = states | ranges::to<std::vector>;
  auto copy = states;
  auto from_copy = copy | ranges::to<std::vector>;
  CHECK(first.size() == distances_from(7).size());
  CHECK(again == first);
  CHECK(from_copy == first);
}

TEST_CASE("seen_by: states with equal keys count as one") {
  struct node {
    int value;
    std::string path;
  };
  auto next = [](node const& n) {
    return std::vector<node>{{(n.value + 1) % 5, n.path + "+"}, {(n.value * 2) % 5, n.path + "*"}};
  };
  std::map<int, std::string> path_to;
  for (node const& n : seek::unique_bfs(node{1, ""}, next, seek::seen_by(&node::value)))
    CHECK(path_to.emplace(n.value, n.path).second);
  // By hand: 1 -> 2 by + (and by *, dropped); 2 -> 3 by +, 4 by *; 4 -> 0 by +.
  CHECK(path_to.size() == 5);
  CHECK(path_to.at(1).empty());
  CHECK(path_to.at(2) == "+");  // the first child generated wins
  CHECK(path_to.at(3) == "++");
  CHECK(path_to.at(4) == "+*");
  CHECK(path_to.at(0) == "+*+");
}

TEST_CASE("seen_by with a custom hash and equality: states equal modulo 4") {
  struct mod4_hash {
    std::size_t operator()(int x) const { return static_cast<std::size_t>(x % 4); }
  };
  auto same_mod4 = [](int a, int b) { return a % 4 == b % 4; };
  auto next = [](int x) { return std::array<int, 2>{x + 1, x + 2}; };  // infinite as a tree
  auto states = seek::unique_bfs(0, next, seek::seen_by(std::identity{}, mod4_hash{}, same_mod4)) |
                ranges::to<std::vector>;
  CHECK(states == std::vector<int>{0, 1, 2, 3});
}

TEST_CASE("statistics and limits pass through to the search") {
  seek::statistics stats;
  auto n = ranges::distance(seek::unique_bfs(7, graph_next, stats));
  CHECK(stats.nodes == static_cast<std::uint64_t>(n));
  CHECK(stats.stopped == seek::stop_reason::exhausted);

  seek::limits lim;
  lim.nodes = 5;
  CHECK(ranges::distance(seek::unique_dfs(7, graph_next, stats, lim)) == 5);
  CHECK(stats.stopped == seek::stop_reason::node_limit);

  auto keyed = seek::unique_dfs(7, graph_next, stats, lim, seek::seen_by([](int x) { return x % 10; }));
  CHECK(ranges::distance(keyed) == 5);
}

TEST_CASE("successors from a move-only generator are filtered lazily") {
  int generated = 0;
  auto next = [&generated](int x) -> seek::generator<int> {
    for (int d : {1, 2, 3}) {
      ++generated;
      co_yield (x + d) % 20;
    }
  };
  auto first = seek::unique_dfs(0, next) | seek::first(3) | ranges::to<std::vector>;
  CHECK(first == std::vector<int>{0, 1, 2});
  CHECK(generated == 2);  // one child pulled from each expanded state
  CHECK(ranges::distance(seek::unique_bfs(0, next)) == 20);
}

TEST_CASE("several roots: each reachable state once, no root twice, depths from the nearest root") {
  // 7 and 21 = 7 * 3 are both roots; 21 is also 7's child: yielded once, at depth 0.
  std::map<int, std::size_t> depth_of;
  auto states = seek::unique_bfs(std::vector{7, 21, 7}, graph_next);
  for (auto it = states.begin(); it != states.end(); ++it) CHECK(depth_of.emplace(*it, it.depth()).second);
  CHECK(depth_of.at(7) == 0);
  CHECK(depth_of.at(21) == 0);
  CHECK(depth_of.size() == distances_from(7).size());
  std::set<int> seen;
  for (int x : seek::unique_dfs(std::vector{21, 7, 21}, graph_next)) CHECK(seen.insert(x).second);
  CHECK(seen.size() == distances_from(7).size());
}

TEST_CASE("options in any order: seen_by, statistics, limits") {
  seek::statistics stats;
  auto by_last_digit = seek::seen_by([](int x) { return x % 10; });
  auto a = seek::unique_bfs(7, graph_next, by_last_digit, seek::limits{.nodes = 4}, stats) | ranges::to<std::vector>;
  CHECK(a.size() == 4);
  CHECK(stats.stopped == seek::stop_reason::node_limit);
  auto b = seek::unique_bfs(7, graph_next, stats, by_last_digit) | ranges::to<std::vector>;
  CHECK(b.size() == 10);  // one state per last digit
  CHECK(stats.yielded == 10);
}
