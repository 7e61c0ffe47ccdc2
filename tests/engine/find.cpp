// Tests for seek/range/find.hpp: the first match, nothing past it, and no match.
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/range/find.hpp>
#include <seek/range/generator.hpp>

#include <doctest/doctest.h>

#include <range/v3/view/filter.hpp>
#include <range/v3/view/take.hpp>

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "trees.hpp"

TEST_CASE("find returns the first state satisfying the predicate, in the search's order") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    auto tree = seek_test::random_tree(30 + seed, seed * 7);
    auto const order = tree.preorder();
    auto is_goal = [](int x) { return x % 5 == 3; };
    std::optional<int> expected;
    for (int x : order)
      if (is_goal(x)) {
        expected = x;
        break;
      }
    CAPTURE(seed);
    CHECK(seek::find(seek::dfs(0, std::cref(tree)), is_goal) == expected);
    auto const levels = tree.level_order({0});
    std::optional<int> first_in_level_order;
    for (int x : levels)
      if (is_goal(x)) {
        first_in_level_order = x;
        break;
      }
    CHECK(seek::find(seek::bfs(0, std::cref(tree)), is_goal) == first_in_level_order);
  }
}

TEST_CASE("find stops on the match: the k-th state of a chain costs k-1 expansions") {
  for (int k : {1, 2, 10}) {
    int calls = 0;
    auto found = seek::find(seek::dfs(0, seek_test::counted_chain{50, &calls}), [k](int x) { return x == k - 1; });
    CHECK(found == k - 1);
    CHECK(calls == k - 1);
  }
  // filter | take(1) expands the match and looks on for a second one.
  int calls = 0;
  auto search = seek::dfs(0, seek_test::counted_chain{50, &calls});
  for (int x : search | ranges::views::filter([](int x) { return x == 3; }) | ranges::views::take(1)) CHECK(x == 3);
  CHECK(calls == 50);
}

TEST_CASE("find on an infinite tree returns once a match exists, and empty when the tree has none") {
  auto next = [](int x) { return std::array{2 * x, 2 * x + 1}; };
  CHECK(seek::find(seek::bfs(1, next), [](int x) { return x % 7 == 0; }) == 7);
  auto finite = [](int x) { return x < 8 ? std::vector{2 * x, 2 * x + 1} : std::vector<int>{}; };
  CHECK_FALSE(seek::find(seek::dfs(1, finite), [](int x) { return x > 100; }).has_value());
}

TEST_CASE("find copies the state out of the search, and takes any input range") {
  auto grow = [](std::string const& s) { return s.size() < 3 ? std::vector<std::string>{s + "a", s + "b"} : std::vector<std::string>{}; };
  auto view = seek::dfs(std::string{}, grow);
  std::optional<std::string> found = seek::find(view, [](std::string const& s) { return s == "ab"; });
  CHECK(found == std::string("ab"));
  std::vector<int> const plain{4, 8, 15, 16};
  CHECK(seek::find(plain, [](int x) { return x > 10; }) == 15);
  auto counting = []() -> seek::generator<std::unique_ptr<int>> {
    for (int i = 0; i < 5; ++i) co_yield std::make_unique<int>(i);
  };
  auto g = counting();
  auto p = seek::find(g, [](std::unique_ptr<int> const& q) { return *q == 3; });
  REQUIRE(p.has_value());
  CHECK(**p == 3);
}
