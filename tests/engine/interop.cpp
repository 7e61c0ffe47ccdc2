// Tests that dfs and bfs are ordinary ranges: range-v3 adaptors, successor
// ranges of many kinds, and function objects capturing by value or reference.
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/coro_dfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/range/generator.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/concepts.hpp>
#include <range/v3/range/conversion.hpp>
#include <range/v3/view/filter.hpp>
#include <range/v3/view/iota.hpp>
#include <range/v3/view/take.hpp>
#include <range/v3/view/transform.hpp>

#include <array>
#include <ranges>
#include <vector>

namespace {
// Binary strings up to length 3 as numbers with a leading 1: children 2x, 2x+1.
auto as_vector = [](int x) { return x < 8 ? std::vector<int>{2 * x, 2 * x + 1} : std::vector<int>{}; };
auto as_view = [](int x) {
  return ranges::views::iota(0, x < 8 ? 2 : 0) | ranges::views::transform([x](int b) { return 2 * x + b; });
};
auto as_generator = [](int x) -> seek::generator<int> {
  if (x < 8) {
    co_yield 2 * x;
    co_yield 2 * x + 1;
  }
};
std::vector<int> const expected_dfs{1, 2, 4, 8, 9, 5, 10, 11, 3, 6, 12, 13, 7, 14, 15};
std::vector<int> const expected_bfs{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
}  // namespace

using dfs_of_vectors = decltype(seek::dfs(1, as_vector));
using bfs_of_vectors = decltype(seek::bfs(1, as_vector));
static_assert(std::ranges::input_range<dfs_of_vectors>);
static_assert(std::ranges::input_range<bfs_of_vectors>);
static_assert(std::ranges::view<dfs_of_vectors>);
static_assert(ranges::input_range<dfs_of_vectors>);
static_assert(ranges::input_range<bfs_of_vectors>);
static_assert(ranges::view_<dfs_of_vectors>);
static_assert(ranges::view_<bfs_of_vectors>);
static_assert(!ranges::forward_range<dfs_of_vectors>);  // single-pass iterators: honest input range
static_assert(std::is_same_v<ranges::range_reference_t<dfs_of_vectors>, int const&>);

TEST_CASE("dfs and bfs pipe into filter, transform, take and to<vector> as rvalues") {
  auto odd_squares = seek::dfs(1, as_vector) | ranges::views::filter([](int x) { return x % 2 == 1; }) |
                     ranges::views::transform([](int x) { return x * x; }) | ranges::views::take(4) |
                     ranges::to<std::vector>;
  CHECK(odd_squares == std::vector<int>{1, 81, 25, 121});
  auto leaves = seek::bfs(1, as_vector) | ranges::views::filter([](int x) { return x >= 8; }) |
                ranges::to<std::vector>;
  CHECK(leaves == std::vector<int>{8, 9, 10, 11, 12, 13, 14, 15});
}

TEST_CASE("a search view can be named, then piped as an lvalue") {
  auto view = seek::dfs(1, as_vector);
  auto firsts = view | ranges::views::take(3) | ranges::to<std::vector>;
  CHECK(firsts == std::vector<int>{1, 2, 4});
}

TEST_CASE("successors as std::vector, std::array, a range-v3 view and a seek::generator") {
  // std::array cannot be empty, so this tree is infinite.
  auto arrays = [](int x) { return std::array<int, 2>{2 * x, 2 * x + 1}; };
  CHECK((seek::dfs(1, arrays) | ranges::views::take(5) | ranges::to<std::vector>) ==
        std::vector<int>{1, 2, 4, 8, 16});
  CHECK((seek::bfs(1, arrays) | ranges::views::take(15) | ranges::to<std::vector>) == expected_bfs);

  CHECK((seek::dfs(1, as_vector) | ranges::to<std::vector>) == expected_dfs);
  CHECK((seek::dfs(1, as_view) | ranges::to<std::vector>) == expected_dfs);
  CHECK((seek::dfs(1, as_generator) | ranges::to<std::vector>) == expected_dfs);
  CHECK((seek::bfs(1, as_vector) | ranges::to<std::vector>) == expected_bfs);
  CHECK((seek::bfs(1, as_view) | ranges::to<std::vector>) == expected_bfs);
  CHECK((seek::bfs(1, as_generator) | ranges::to<std::vector>) == expected_bfs);
  auto g = seek::coro_dfs(1, as_generator);
  CHECK((g | ranges::to<std::vector>) == expected_dfs);
}

TEST_CASE("successor functions capturing by value and by reference") {
  int limit = 7;
  auto by_value = [limit](int x) { return x <= limit ? std::vector<int>{2 * x, 2 * x + 1} : std::vector<int>{}; };
  auto by_reference = [&limit](int x) {
    return x <= limit ? std::vector<int>{2 * x, 2 * x + 1} : std::vector<int>{};
  };
  auto v = seek::dfs(1, by_value);
  auto r = seek::dfs(1, by_reference);
  CHECK((v | ranges::to<std::vector>) == expected_dfs);
  CHECK((r | ranges::to<std::vector>) == expected_dfs);
  limit = 3;  // seen through the reference at the next begin(), not through the copy
  CHECK((v | ranges::to<std::vector>) == expected_dfs);
  CHECK((r | ranges::to<std::vector>) == std::vector<int>{1, 2, 4, 5, 3, 6, 7});
  // Views holding capturing lambdas are still assignable (semiregular).
  auto w = v;
  w = v;
  CHECK((w | ranges::to<std::vector>) == expected_dfs);
}

TEST_CASE("a search over the states of another search") {
  // Roots from a bfs: each root's dfs, concatenated.
  auto roots = seek::bfs(1, as_vector) | ranges::views::take(3);
  auto states = seek::dfs(roots, as_vector) | ranges::to<std::vector>;
  CHECK(states.size() == 15 + 7 + 7);
}
