// Tests for seek/strategy/bfs.hpp: the breadth-first level-order contract, laziness,
// restarts, roots, states and exceptions.
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/range/first.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/view/take.hpp>

#include <algorithm>
#include <array>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "trees.hpp"

TEST_CASE("bfs visits a hand-built tree in level order, children in order") {
  //        0
  //     /  |  \ .
  //    1   2   3
  //   / \      |
  //  4   5     6
  //      |
  //      7
  seek_test::explicit_tree t{{{1, 2, 3}, {4, 5}, {}, {6}, {}, {7}, {}, {}}};
  CHECK((seek::bfs(0, std::cref(t)) | ranges::to<std::vector>) == std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7});
  seek_test::explicit_tree shuffled{{{3, 1, 2}, {5, 4}, {}, {6}, {}, {7}, {}, {}}};
  CHECK((seek::bfs(0, std::cref(shuffled)) | ranges::to<std::vector>) ==
        std::vector<int>{0, 3, 1, 2, 6, 5, 4, 7});
}

TEST_CASE("bfs equals a direct level order on random trees") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    auto tree = seek_test::random_tree(1 + seed * 7, seed);
    CAPTURE(seed);
    CHECK((seek::bfs(0, std::cref(tree)) | ranges::to<std::vector>) == tree.level_order({0}));
  }
}

TEST_CASE("bfs iterator depth grows level by level") {
  auto tree = seek_test::random_tree(200, 99);
  auto view = seek::bfs(0, std::cref(tree));
  std::size_t previous = 0;
  std::size_t count = 0;
  for (auto it = view.begin(); it != view.end(); ++it, ++count) {
    CHECK(it.depth() >= previous);
    CHECK(it.depth() <= previous + 1);
    previous = it.depth();
  }
  CHECK(count == 200);
}

TEST_CASE("dfs and bfs visit the same states on random finite trees") {
  for (std::uint64_t seed = 100; seed < 130; ++seed) {
    auto tree = seek_test::random_tree(1 + seed % 97, seed);
    auto d = seek::dfs(0, std::cref(tree)) | ranges::to<std::vector>;
    auto b = seek::bfs(0, std::cref(tree)) | ranges::to<std::vector>;
    CHECK(d.size() == tree.size());
    std::sort(d.begin(), d.end());
    std::sort(b.begin(), b.end());
    CHECK(d == b);
  }
}

TEST_CASE("bfs with several roots puts every root at depth 0") {
  seek_test::explicit_tree t{{{1, 2}, {}, {3}, {}, {5}, {}}};
  std::vector<int> roots{4, 0};
  auto expected = t.level_order({4, 0});
  CHECK(expected == std::vector<int>{4, 0, 5, 1, 2, 3});
  CHECK((seek::bfs(roots, std::cref(t)) | ranges::to<std::vector>) == expected);
  CHECK((seek::bfs(std::vector<int>{4, 0}, std::cref(t)) | ranges::to<std::vector>) == expected);
  CHECK((seek::bfs(std::vector<int>{}, std::cref(t)) | ranges::to<std::vector>).empty());
  auto view = seek::bfs(roots, std::cref(t));
  std::vector<std::size_t> depths;
  for (auto it = view.begin(); it != view.end(); ++it) depths.push_back(it.depth());
  CHECK(depths == std::vector<std::size_t>{0, 0, 1, 1, 1, 2});
}

TEST_CASE("bfs calls nothing before the first pull and ends take(k) on an infinite tree") {
  int calls = 0;
  auto counted = [&calls](int x) {
    ++calls;
    return std::array<int, 3>{3 * x + 1, 3 * x + 2, 3 * x + 3};
  };
  auto view = seek::bfs(0, counted);
  auto it = view.begin();
  CHECK(calls == 0);
  CHECK(*it == 0);
  CHECK(calls == 0);
  auto first = seek::bfs(0, counted) | seek::first(13) | ranges::to<std::vector>;
  CHECK(first == std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12});
  // 13 states: the root and 12 below it come from expanding 0, 1, 2, 3 and
  // nothing more, because a state is expanded only when the consumer moves
  // past the last child of the one before it.
  CHECK(calls == 4);

  // range-v3's take moves past the 13th state before it stops, which
  // expands 4 for its first child (seek::first stops at the 13th).
  calls = 0;
  auto taken = seek::bfs(0, counted) | ranges::views::take(13) | ranges::to<std::vector>;
  CHECK(taken == first);
  CHECK(calls == 5);
}

TEST_CASE("bfs restarts at begin(), and a copy starts afresh") {
  auto tree = seek_test::random_tree(30, 5);
  auto const all = tree.level_order({0});
  auto view = seek::bfs(0, std::cref(tree));
  auto it = view.begin();
  for (int i = 0; i < 10; ++i) ++it;
  int const tenth = *it;
  auto copy = view;
  CHECK((copy | ranges::to<std::vector>) == all);
  CHECK(*it == tenth);
  CHECK((view | ranges::to<std::vector>) == all);
  CHECK((view | ranges::to<std::vector>) == all);
}

TEST_CASE("bfs accepts move-only states (single pass)") {
  using state = std::unique_ptr<int>;
  auto next = seek_test::move_only_heap_tree;
  std::vector<int> seen;
  for (state const& s : seek::bfs(std::make_unique<int>(1), next)) seen.push_back(*s);
  CHECK(seen == std::vector<int>{1, 2, 3, 4, 5, 6, 7});
}

TEST_CASE("an exception thrown by bfs's next propagates, ends the search, and leaks nothing") {
  auto next = [](std::string const& s) {
    if (s == "ba") throw std::runtime_error("boom");
    return std::vector<std::string>{s + "a", s + "b"};
  };
  auto view = seek::bfs(std::string{}, next);
  std::vector<std::string> seen;
  auto it = view.begin();
  CHECK_THROWS_AS(
      [&] {
        for (; it != view.end(); ++it) seen.push_back(*it);
      }(),
      std::runtime_error);
  // "ba" is expanded when its first child is due, after every state of depth 2.
  CHECK(seen == std::vector<std::string>{"", "a", "b", "aa", "ab", "ba", "bb", "aaa", "aab", "aba", "abb"});
  CHECK(it == view.end());
  CHECK(*view.begin() == "");
}

TEST_CASE("bfs over one move-only root walks it once, and says so when begun again") {
  using ptr = std::unique_ptr<int>;
  auto next = [](ptr const& p) {
    std::vector<ptr> children;
    if (*p < 4) {
      children.push_back(std::make_unique<int>(2 * *p));
      children.push_back(std::make_unique<int>(2 * *p + 1));
    }
    return children;
  };
  auto states = seek::bfs(std::make_unique<int>(1), next);
  std::vector<int> seen;
  for (ptr const& p : states) seen.push_back(*p);
  CHECK(seen == std::vector<int>{1, 2, 3, 4, 5, 6, 7});
  // The root was moved into the first walk: not a crash on a null root.
  CHECK_THROWS_AS((void)states.begin(), std::logic_error);
}
