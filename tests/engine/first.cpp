// Tests for seek/range/first.hpp: the first k elements of a range, never pulling
// the range under it past the k-th. The number of successor calls each search
// needs is computed here from the tree itself (its preorder or level order),
// not taken from the implementation.
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/range/first.hpp>
#include <seek/range/generator.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/concepts.hpp>
#include <range/v3/range/conversion.hpp>
#include <range/v3/view/filter.hpp>
#include <range/v3/view/take.hpp>
#include <range/v3/view/transform.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <ranges>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "trees.hpp"

namespace {

// Successors of an explicit tree, counting the calls.
struct counted_tree {
  seek_test::explicit_tree const* tree;
  int* calls;
  std::vector<int> const& operator()(int x) const {
    ++*calls;
    return (*tree)(x);
  }
};

// An infinite chain 0 -> 1 -> 2 -> ..., counting the calls.
struct endless_chain {
  int* calls;
  std::vector<std::uint64_t> operator()(std::uint64_t x) const {
    ++*calls;
    return {x + 1};
  }
};

// 1, 2, 3, ..., n, counting the values actually computed.
seek::generator<int> numbers(int n, int* made) {
  for (int i = 1; i <= n; ++i) {
    ++*made;
    co_yield i;
  }
}

auto never = [](auto const&) { return false; };
auto odd = [](int x) { return x % 2 != 0; };

using dfs_of_ints = decltype(seek::dfs(0, std::declval<counted_tree>()));
using filtered = decltype(std::declval<dfs_of_ints>() | ranges::views::filter(odd));

// The source kinds seek::first accepts and rejects.
static_assert(seek::first_source<dfs_of_ints>);
static_assert(seek::first_source<std::vector<int>&>);
static_assert(seek::first_source<seek::generator<int>&>);
static_assert(seek::first_source<seek::generator<int>>);
static_assert(!seek::first_source<std::vector<int>>);  // a temporary container would dangle
static_assert(!seek::first_source<int>);
// A call with a range that is none, or a k that is no count, is refused by a
// static_assert (tests/compile_fail/first_*), so std::invocable cannot ask
// about it; the concepts can.
static_assert(seek::integer_count<int> && !seek::integer_count<bool> && !seek::integer_count<char>);

// What the result models.
using first_of_filter = seek::first_view<filtered>;
static_assert(ranges::input_range<first_of_filter> && ranges::view_<first_of_filter>);
static_assert(std::ranges::input_range<first_of_filter> && std::ranges::view<first_of_filter>);
static_assert(!ranges::forward_range<first_of_filter>);
using first_of_vector = seek::first_view<ranges::ref_view<std::vector<int>>>;
static_assert(ranges::view_<first_of_vector> && std::ranges::input_range<first_of_vector>);
using first_of_generator = seek::first_view<seek::generator<int>>;
static_assert(ranges::input_range<first_of_generator> && std::ranges::view<first_of_generator>);
static_assert(!std::copyable<first_of_generator>);

// Index in `order` of the k-th element (1-based) satisfying `goal`, or
// order.size() if there are fewer.
template <class Goal>
std::size_t index_of_kth(std::vector<int> const& order, std::size_t k, Goal goal) {
  std::size_t seen = 0;
  for (std::size_t i = 0; i < order.size(); ++i)
    if (goal(order[i]) && ++seen == k) return i;
  return order.size();
}

}  // namespace

TEST_CASE("dfs | filter | first(k) expands exactly the states before the k-th goal") {
  // dfs expands a state when it moves past it, so reaching the state at
  // preorder index p takes p calls. take(k) also moves past the k-th goal,
  // to the (k+1)-th (or the end of the search).
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    auto const tree = seek_test::random_tree(300, seed);
    auto const preorder = tree.preorder();
    auto const goal = [](int x) { return x % 7 == 3; };
    for (std::size_t k : {1u, 2u, 5u, 20u}) {
      CAPTURE(seed);
      CAPTURE(k);
      int calls = 0;
      std::vector<int> got;
      for (int x : seek::dfs(0, counted_tree{&tree, &calls}) | ranges::views::filter(goal) | seek::first(k))
        got.push_back(x);
      std::vector<int> want;
      for (int x : preorder)
        if (goal(x) && want.size() < k) want.push_back(x);
      CHECK(got == want);
      CHECK(static_cast<std::size_t>(calls) == index_of_kth(preorder, k, goal));

      int take_calls = 0;
      for (int x : seek::dfs(0, counted_tree{&tree, &take_calls}) | ranges::views::filter(goal) |
                       ranges::views::take(k))
        (void)x;
      std::size_t const next_goal = index_of_kth(preorder, k + 1, goal);
      // Past the last state, the search has expanded every state.
      CHECK(static_cast<std::size_t>(take_calls) ==
            (next_goal == preorder.size() ? tree.size() : next_goal));
      CHECK(take_calls > calls);
    }
  }
}

TEST_CASE("bfs | filter | first(k) expands only the states up to the k-th goal's parent") {
  // bfs expands states in level order, each when its first child is needed:
  // reaching a state that is not the root takes (level index of its parent) + 1 calls.
  auto const tree = seek_test::random_tree(300, 11);
  auto const order = tree.level_order({0});
  std::vector<int> parent(tree.size(), -1);
  for (std::size_t i = 0; i < tree.size(); ++i)
    for (int c : tree.children[i]) parent[static_cast<std::size_t>(c)] = static_cast<int>(i);
  std::vector<std::size_t> position(tree.size());
  for (std::size_t i = 0; i < order.size(); ++i) position[static_cast<std::size_t>(order[i])] = i;

  auto const goal = [](int x) { return x % 5 == 4; };
  for (std::size_t k : {1u, 3u, 10u}) {
    CAPTURE(k);
    int calls = 0;
    auto got = seek::bfs(0, counted_tree{&tree, &calls}) | ranges::views::filter(goal) | seek::first(k) |
               ranges::to<std::vector>();
    std::size_t const at = index_of_kth(order, k, goal);
    REQUIRE(at < order.size());
    REQUIRE(got.size() == k);
    CHECK(got.back() == order[at]);
    int const p = parent[static_cast<std::size_t>(order[at])];
    REQUIRE(p >= 0);
    CHECK(static_cast<std::size_t>(calls) == position[static_cast<std::size_t>(p)] + 1);
  }
}

TEST_CASE("first(1) ends on an infinite tree with one goal") {
  // views::take(1) would look for a second goal here, for ever: not run.
  int calls = 0;
  std::uint64_t found = 0;
  for (std::uint64_t x : seek::dfs(std::uint64_t{0}, endless_chain{&calls}) |
                             ranges::views::filter([](std::uint64_t x) { return x == 40; }) | seek::first(1))
    found = x;
  CHECK(found == 40);
  CHECK(calls == 40);  // states 0..39 expanded to reach state 40

  // Breadth-first, on the infinite binary tree of words over {a, b}.
  int word_calls = 0;
  auto words = [&word_calls](std::string const& w) {
    ++word_calls;
    return std::vector<std::string>{w + 'a', w + 'b'};
  };
  auto hits = seek::bfs(std::string{}, words) |
              ranges::views::filter([](std::string const& w) { return w == "abba"; }) | seek::first(1) |
              ranges::to<std::vector>();
  CHECK(hits == std::vector<std::string>{"abba"});
  // "abba" has level index 2^4 - 1 + 0b0110 = 21; its parent "abb" is at 2^3 - 1 + 0b011 = 10.
  CHECK(word_calls == 11);
}

TEST_CASE("k larger than the range, and k == 0") {
  auto const tree = seek_test::random_tree(50, 5);
  int calls = 0;
  auto all = seek::dfs(0, counted_tree{&tree, &calls}) | seek::first(1000) | ranges::to<std::vector>();
  CHECK(all == tree.preorder());
  CHECK(static_cast<std::size_t>(calls) == tree.size());

  std::vector<int> v{4, 5, 6};
  CHECK((v | seek::first(3) | ranges::to<std::vector>()) == v);
  CHECK((v | seek::first(7) | ranges::to<std::vector>()) == v);
  CHECK((seek::first(v, 2) | ranges::to<std::vector>()) == std::vector<int>{4, 5});
  std::vector<int> const& cv = v;
  CHECK((cv | seek::first(std::size_t{1}) | ranges::to<std::vector>()) == std::vector<int>{4});

  // k == 0: nothing, and the filter's begin() (which would search for a
  // match, for ever here) is not called.
  int zero_calls = 0;
  auto none = seek::dfs(std::uint64_t{0}, endless_chain{&zero_calls}) | ranges::views::filter(never) | seek::first(0);
  CHECK(none.begin() == none.end());
  CHECK(zero_calls == 0);
  CHECK(ranges::to<std::vector>(seek::first(v, 0)).empty());
}

TEST_CASE("a negative or non-integer k is refused") {
  std::vector<int> v{1, 2, 3};
  CHECK_THROWS_AS(seek::first(-1), std::invalid_argument);
  CHECK_THROWS_WITH(seek::first(v, -3), doctest::Contains("must not be negative, got -3"));
  CHECK_NOTHROW(seek::first(0));
  CHECK(seek::first(v, std::int8_t{2}).count() == 2);
}

TEST_CASE("first composes: transform, to<vector>, the iterator's base") {
  auto const tree = seek_test::random_tree(100, 8);
  int calls = 0;
  auto doubled = seek::dfs(0, counted_tree{&tree, &calls}) | ranges::views::filter(odd) | seek::first(4) |
                 ranges::views::transform([](int x) { return 2 * x; }) | ranges::to<std::vector>();
  std::vector<int> want;
  for (int x : tree.preorder())
    if (odd(x) && want.size() < 4) want.push_back(2 * x);
  CHECK(doubled == want);

  // The base iterator of seek::dfs still tells the depth.
  auto search = seek::dfs(0, counted_tree{&tree, &calls}) | seek::first(10);
  std::size_t deepest = 0;
  for (auto it = search.begin(); it != search.end(); ++it) deepest = std::max(deepest, it.base().depth());
  CHECK(deepest > 0);

  // Named, it pipes further as an lvalue.
  auto named = seek::dfs(0, counted_tree{&tree, &calls}) | seek::first(3);
  auto piped = named | ranges::views::transform([](int x) { return x + 1; }) | ranges::to<std::vector>();
  CHECK(piped.size() == 3);
}

TEST_CASE("begin() again, on the view or a copy, restarts the search") {
  auto const tree = seek_test::random_tree(200, 21);
  int calls = 0;
  auto view = seek::dfs(0, counted_tree{&tree, &calls}) | seek::first(30);
  auto copy = view;
  auto first_run = ranges::to<std::vector>(copy);
  int const calls_once = calls;
  auto second_run = ranges::to<std::vector>(copy);
  auto original = ranges::to<std::vector>(view);
  auto const preorder = tree.preorder();
  CHECK(first_run == std::vector<int>(preorder.begin(), preorder.begin() + 30));
  CHECK(second_run == first_run);
  CHECK(original == first_run);
  CHECK(calls_once == 29);  // the 30th state is not expanded
  CHECK(calls == 3 * calls_once);

  // range-v3's filter keeps the first match of its first begin(), so a
  // filtered search is restarted from copies made before it ran.
  auto const goal = [](int x) { return x % 3 == 0; };
  int goal_calls = 0;
  auto goals = seek::dfs(0, counted_tree{&tree, &goal_calls}) | ranges::views::filter(goal) | seek::first(5);
  auto goals_copy = goals;
  auto a = ranges::to<std::vector>(goals);
  auto b = ranges::to<std::vector>(goals_copy);
  CHECK(a.size() == 5);
  CHECK(a == b);
  CHECK(static_cast<std::size_t>(goal_calls) == 2 * index_of_kth(preorder, 5, goal));
}

TEST_CASE("a move-only generator, named or temporary") {
  int made = 0;
  auto gen = numbers(100, &made);
  CHECK((gen | ranges::views::filter(odd) | seek::first(2) | ranges::to<std::vector>()) ==
        std::vector<int>{1, 3});
  CHECK(made == 3);  // 1, 2, 3: not on to 5, the third odd number

  int made_by_take = 0;
  auto gen2 = numbers(100, &made_by_take);
  (void)(gen2 | ranges::views::filter(odd) | ranges::views::take(2) | ranges::to<std::vector>());
  CHECK(made_by_take == 5);

  // A temporary generator is taken over by the view, which is then
  // move-only: iterate it, or name it to pipe it further.
  int made_temp = 0;
  auto owned = numbers(100, &made_temp) | seek::first(3);
  CHECK((owned | ranges::views::transform([](int x) { return x * 10; }) | ranges::to<std::vector>()) ==
        std::vector<int>{10, 20, 30});
  CHECK(made_temp == 3);

  int made_direct = 0;
  std::vector<int> direct;
  for (int x : seek::first(numbers(5, &made_direct), 100)) direct.push_back(x);
  CHECK(direct == std::vector<int>{1, 2, 3, 4, 5});
}
