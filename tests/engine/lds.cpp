// Tests for seek/strategy/lds.hpp: limited discrepancy search yields each state of
// discrepancy <= k exactly once, by increasing discrepancy, preorder within one.
#include <seek/strategy/lds.hpp>

#include <doctest/doctest.h>

#include <range/v3/view/filter.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include <seek/range/first.hpp>

#include "trees.hpp"

namespace {

// The discrepancy of every node of `t`, from the definition: the i-th child
// (from 0) of x has discrepancy disc(x) + i.
std::vector<std::uint64_t> discrepancies(seek_test::explicit_tree const& t) {
  std::vector<std::uint64_t> d(t.size(), 0);
  for (int x : t.preorder()) {
    auto const& kids = t(x);
    for (std::size_t i = 0; i < kids.size(); ++i)
      d[static_cast<std::size_t>(kids[i])] = d[static_cast<std::size_t>(x)] + i;
  }
  return d;
}

// What lds(0, t, k) must yield: preorder restricted to discrepancy <= k,
// stably sorted by discrepancy.
std::vector<int> expected(seek_test::explicit_tree const& t, std::uint64_t k) {
  auto const d = discrepancies(t);
  std::vector<int> out;
  for (int x : t.preorder())
    if (d[static_cast<std::size_t>(x)] <= k) out.push_back(x);
  std::stable_sort(out.begin(), out.end(), [&](int a, int b) {
    return d[static_cast<std::size_t>(a)] < d[static_cast<std::size_t>(b)];
  });
  return out;
}

using seek_test::collect;

// The infinite binary tree: children of n are 2n and 2n + 1.
std::vector<long> binary(long n) { return {2 * n, 2 * n + 1}; }

}  // namespace

TEST_CASE("without a limit, every state exactly once, by discrepancy then preorder") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    auto const t = seek_test::random_tree(1 + seed * 7, seed);
    auto const got = collect(seek::lds(0, t));
    CHECK(got == expected(t, std::numeric_limits<std::uint64_t>::max()));
    CHECK(got.size() == t.size());
  }
}

TEST_CASE("with a limit k, exactly the states of discrepancy <= k") {
  auto const t = seek_test::random_tree(200, 7);
  for (std::uint64_t k : {0u, 1u, 2u, 5u, 20u}) {
    CAPTURE(k);
    CHECK(collect(seek::lds(0, t, k)) == expected(t, k));
  }
  // Discrepancy 0 is the path of first children.
  seek_test::explicit_tree path{{{1, 2}, {3}, {}, {}}};
  CHECK(collect(seek::lds(0, path, 0)) == std::vector<int>{0, 1, 3});
  CHECK(collect(seek::lds(0, path, 1)) == std::vector<int>{0, 1, 3, 2});
}

TEST_CASE("a tree of first children only is walked in one iteration") {
  int calls = 0;
  seek_test::counted_chain chain{50, &calls};
  auto const got = collect(seek::lds(0, chain));
  CHECK(got.size() == 50);
  CHECK(calls == 50);  // iteration 0 saw no child beyond its budget: no iteration 1
}

TEST_CASE("infinite trees: the first states come at once") {
  std::vector<long> got;
  for (long n : seek::lds(1L, binary) | seek::first(5)) got.push_back(n);
  CHECK(got == std::vector<long>{1, 2, 4, 8, 16});
}

TEST_CASE("pipes into range-v3 and restarts at begin()") {
  auto const t = seek_test::random_tree(100, 3);
  auto view = seek::lds(0, t);
  auto even = view | ranges::views::filter([](int x) { return x % 2 == 0; });
  std::vector<int> evens;
  for (int x : even) evens.push_back(x);
  std::vector<int> want;
  for (int x : expected(t, std::numeric_limits<std::uint64_t>::max()))
    if (x % 2 == 0) want.push_back(x);
  CHECK(evens == want);
  CHECK(collect(view) == collect(view));  // begin() starts again
  auto copy = view;
  CHECK(collect(copy) == collect(view));
}
