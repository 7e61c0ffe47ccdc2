// Tests for seek/successor/shuffled.hpp: a successor function's children in a random,
// seed-determined order.
#include <seek/successor/shuffled.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/view/filter.hpp>
#include <range/v3/view/take.hpp>
#include <range/v3/view/iota.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <set>
#include <vector>

#include <seek/strategy/bfs.hpp>
#include <seek/core/concepts.hpp>
#include <seek/range/first.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/strategy/dijkstra.hpp>
#include <seek/strategy/iddfs.hpp>
#include <seek/range/generator.hpp>
#include <seek/successor/prune.hpp>

#include "graphs.hpp"

namespace {

using seek_test::decimal;

std::vector<int> sorted(std::vector<int> v) {
  std::sort(v.begin(), v.end());
  return v;
}

}  // namespace

TEST_CASE("each expansion yields a permutation of next's successors") {
  auto next = seek::shuffled(decimal, 1);
  static_assert(seek::successor_function<decltype(next), int>);
  bool some_reordered = false;
  for (int x : {0, 1, 7, 42, 99, 100}) {
    auto const kids = next(x);
    CHECK(sorted(kids) == decimal(x));
    some_reordered |= kids != decimal(x);
  }
  CHECK(some_reordered);
}

TEST_CASE("a shuffled search visits the same tree in another order") {
  auto plain = seek::dfs(0, decimal) | ranges::to<std::vector>;
  auto mixed = seek::dfs(0, seek::shuffled(decimal, 5)) | ranges::to<std::vector>;
  CHECK(mixed.size() == plain.size());
  CHECK(sorted(mixed) == sorted(plain));
  CHECK(mixed != plain);
  // Still preorder: every state comes after its parent.
  std::set<int> seen{0};
  for (int x : mixed)
    if (x != 0) {
      CHECK(seen.count(x / 10) == 1);
      seen.insert(x);
    }
  // bfs too: level order by number of digits.
  auto level = seek::bfs(0, seek::shuffled(decimal, 5)) | ranges::to<std::vector>;
  CHECK(std::is_sorted(level.begin(), level.end(),
                       [](int a, int b) { return std::to_string(a).size() < std::to_string(b).size(); }));
}

TEST_CASE("the order is a function of the seed") {
  auto run = [](std::uint64_t seed) {
    return seek::dfs(0, seek::shuffled(decimal, seed)) | ranges::views::take(50) | ranges::to<std::vector>;
  };
  CHECK(run(3) == run(3));
  CHECK(run(3) != run(4));
  // A seed and a generator built from that seed agree.
  seek::xoshiro256ss gen(3);
  auto by_ref = seek::dfs(0, seek::shuffled(decimal, gen)) | ranges::views::take(50) | ranges::to<std::vector>;
  CHECK(by_ref == run(3));
}

TEST_CASE("a generator passed by reference advances, one passed by value does not") {
  seek::xoshiro256ss gen(11);
  seek::xoshiro256ss const start = gen;
  auto owned = seek::shuffled(decimal, seek::xoshiro256ss(gen));
  (void)owned(0);
  CHECK(gen == start);
  auto shared = seek::shuffled(decimal, gen);
  (void)shared(0);
  CHECK(!(gen == start));
  // Two searches drawing from one stream continue each other.
  seek::xoshiro256ss one(11);
  auto first = seek::shuffled(decimal, one)(0);
  auto second = seek::shuffled(decimal, one)(0);
  CHECK(first != second);
}

TEST_CASE("shuffled wraps ranges that are not vectors: arrays, generators, move-only states") {
  auto arr = [](int x) { return std::array<int, 3>{3 * x + 1, 3 * x + 2, 3 * x + 3}; };
  auto kids = seek::shuffled(arr, 0)(4);
  CHECK(sorted(kids) == std::vector<int>{13, 14, 15});

  auto gen = [](int x) -> seek::generator<int> {
    for (int d = 0; d < 5; ++d) co_yield 10 * x + d;
  };
  CHECK(sorted(seek::shuffled(gen, 2)(1)) == std::vector<int>{10, 11, 12, 13, 14});

  using up = std::unique_ptr<int>;
  auto ptrs = [](up const& p) {
    std::vector<up> v;
    if (*p < 100)
      for (int d = 0; d < 4; ++d) v.push_back(std::make_unique<int>(10 * *p + d + 1));
    return v;
  };
  std::vector<int> values;
  for (up const& p : seek::dfs(std::make_unique<int>(1), seek::shuffled(ptrs, 9))) values.push_back(*p);
  CHECK(values.size() == 1 + 4 + 16);
}

TEST_CASE("shuffled composes with the other combinators") {
  auto odd = [](int x) { return x % 2 == 1; };
  auto next = seek::prune(seek::shuffled(decimal, 8), odd);
  for (int x : seek::dfs(0, next)) CHECK((x == 0 || x % 2 == 0));
  auto inner = seek::shuffled(seek::prune(decimal, odd), 8);
  CHECK(sorted(seek::dfs(0, inner) | ranges::to<std::vector>) ==
        sorted(seek::dfs(0, next) | ranges::to<std::vector>));
}

// Issue 45: a filter over a shuffled search, walked twice, yielded a state
// the filter rejects: range-v3's filter keeps its first match, and that
// iterator caught up with the view begun again by walking a new shuffle.
TEST_CASE("a view over shuffled begun again walks the same order: a filter or first(k) walked twice stays right") {
  auto const kept = [](int x) { return x % 3 == 0; };
  auto const check = [&](auto view) {
    auto const once = view | ranges::to<std::vector>;
    CHECK((view | ranges::to<std::vector>) == once);  // begun again: the same order
    std::vector<int> want;
    for (int x : once)
      if (kept(x)) want.push_back(x);
    auto filtered = view | ranges::views::filter(kept);
    CHECK((filtered | ranges::to<std::vector>) == want);
    CHECK((filtered | ranges::to<std::vector>) == want);  // the filter's kept begin, walked again
    auto firsts = view | ranges::views::filter(kept) | seek::first(4);
    std::vector<int> const four(want.begin(), want.begin() + 4);
    CHECK((firsts | ranges::to<std::vector>) == four);
    CHECK((firsts | ranges::to<std::vector>) == four);
  };
  SUBCASE("dfs") { check(seek::dfs(0, seek::shuffled(decimal, 613))); }
  SUBCASE("bfs") { check(seek::bfs(0, seek::shuffled(decimal, 3769))); }
  SUBCASE("iddfs") { check(seek::iddfs(0, seek::shuffled(decimal, 3715))); }
  SUBCASE("dijkstra") {
    auto const weighted = [](int x) {
      std::vector<std::pair<int, int>> out;
      for (int k : decimal(x)) out.emplace_back(k, 1 + k % 2);
      return out;
    };
    check(seek::dijkstra(0, seek::shuffled(weighted, 77)));
  }
  SUBCASE("a generator by value") { check(seek::dfs(0, seek::shuffled(decimal, seek::xoshiro256ss(5)))); }
}
