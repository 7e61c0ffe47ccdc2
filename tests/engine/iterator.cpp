// Tests for seek/core/detail/iterator.hpp: the iterators of every strategy view.
// A view begun again searches again, under any range adaptor: range-v3's
// filter keeps the iterator of its first element and hands that copy out
// again, and seek::first leaves its base on the k-th element, yet a view
// walked twice, filtered, piped into seek::first or both, gives the same
// states twice.
#include <seek/range/first.hpp>
#include <seek/strategy/astar.hpp>
#include <seek/strategy/beam.hpp>
#include <seek/strategy/best_first.hpp>
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/strategy/dijkstra.hpp>
#include <seek/strategy/ida_star.hpp>
#include <seek/strategy/iddfs.hpp>
#include <seek/strategy/lds.hpp>
#include <seek/strategy/restarts.hpp>
#include <seek/strategy/unique.hpp>
#include <seek/strategy/with_paths.hpp>

#include <doctest/doctest.h>

#include <range/v3/view/filter.hpp>
#include <range/v3/view/take.hpp>
#include <range/v3/view/transform.hpp>

#include <string>
#include <utility>
#include <vector>

namespace {

namespace views = ranges::views;

// Binary strings up to length 3 as numbers with a leading 1: 1, 2, 3, ..., 15.
auto next = [](int x) { return x < 8 ? std::vector<int>{2 * x, 2 * x + 1} : std::vector<int>{}; };
auto weighted_next = [](int x) {
  return x < 8 ? std::vector<std::pair<int, int>>{{2 * x, 1}, {2 * x + 1, 2}} : std::vector<std::pair<int, int>>{};
};
auto odd_int = [](int x) { return x % 2 == 1; };
auto larger_first = [](int x) { return -x; };
auto zero_heuristic = [](int) { return 0; };

// The states of `r` as text, and the state of a node (with_paths).
int state_of(int x) { return x; }
template <class Node>
int state_of(Node const& n) {
  return n.state();
}
template <class R>
std::string walk(R& r) {
  std::string s;
  for (auto const& x : r) s += std::to_string(state_of(x)) + " ";
  return s;
}

// Walks each of the pipelines over `v` twice: both walks must agree and
// say something (every strategy yields at least the root 1, which is odd_int).
template <class V>
void check_walked_twice(V v) {
  auto odd_state = [](auto const& x) { return odd_int(state_of(x)); };
  auto filtered = V(v) | views::filter(odd_state);
  auto first_two = V(v) | views::filter(odd_state) | seek::first(2);
  auto first_unfiltered = V(v) | seek::first(3);
  auto taken = V(v) | views::take(4) | views::filter(odd_state);
  auto transformed = V(v) | views::transform([](auto const& x) { return state_of(x); }) | views::filter(odd_int) |
                     seek::first(3);
  auto plain = v;
  for (std::string once : {walk(filtered), walk(first_two), walk(first_unfiltered), walk(taken), walk(transformed),
                           walk(plain)})
    CHECK(!once.empty());
  std::string const first_walks =
      walk(filtered) + "|" + walk(first_two) + "|" + walk(first_unfiltered) + "|" + walk(taken) + "|" +
      walk(transformed) + "|" + walk(plain);
  std::string const second_walks =
      walk(filtered) + "|" + walk(first_two) + "|" + walk(first_unfiltered) + "|" + walk(taken) + "|" +
      walk(transformed) + "|" + walk(plain);
  CHECK(first_walks == second_walks);
}

}  // namespace

TEST_CASE("a filtered dfs walked twice yields the same states twice") {
  auto odd_states = seek::dfs(1, next) | views::filter(odd_int);
  CHECK(walk(odd_states) == "1 9 5 11 3 13 7 15 ");
  CHECK(walk(odd_states) == "1 9 5 11 3 13 7 15 ");
  auto first_two = seek::dfs(1, next) | views::filter(odd_int) | seek::first(2);
  CHECK(walk(first_two) == "1 9 ");
  CHECK(walk(first_two) == "1 9 ");
  CHECK(walk(first_two) == "1 9 ");
}

TEST_CASE("every strategy, filtered, taken or piped into seek::first, walked twice, agrees with itself") {
  SUBCASE("dfs") { check_walked_twice(seek::dfs(1, next)); }
  SUBCASE("bfs") { check_walked_twice(seek::bfs(1, next)); }
  SUBCASE("best_first") { check_walked_twice(seek::best_first(1, next, larger_first)); }
  SUBCASE("beam") { check_walked_twice(seek::beam(1, next, larger_first, 2)); }
  SUBCASE("dijkstra") { check_walked_twice(seek::dijkstra(1, weighted_next)); }
  SUBCASE("astar") { check_walked_twice(seek::astar(1, weighted_next, zero_heuristic)); }
  SUBCASE("iddfs") { check_walked_twice(seek::iddfs(1, next)); }
  SUBCASE("ida_star") { check_walked_twice(seek::ida_star(1, weighted_next, zero_heuristic)); }
  SUBCASE("lds") { check_walked_twice(seek::lds(1, next)); }
  SUBCASE("restarts") { check_walked_twice(seek::restarts(1, next)); }
  SUBCASE("unique_dfs") { check_walked_twice(seek::unique_dfs(1, next)); }
  SUBCASE("unique_bfs") { check_walked_twice(seek::unique_bfs(1, next)); }
  SUBCASE("with_paths") {
    check_walked_twice(seek::with_paths(seek::dfs, 1, next));
    check_walked_twice(seek::with_paths(seek::iddfs, 1, next));
    check_walked_twice(seek::with_paths(seek::astar, 1, weighted_next, zero_heuristic));
  }
}

TEST_CASE("an iterator kept from an earlier point of the walk takes up the search where it stood") {
  auto v = seek::dfs(1, next);
  auto it = v.begin();
  ++it;  // at 2
  auto kept = it;
  ++it;
  ++it;  // at 8
  REQUIRE(it != v.end());
  CHECK(*it == 8);
  for (; it != v.end(); ++it) {
  }
  // The view has ended; the copy kept at 2 walks again from there.
  REQUIRE(kept != v.end());
  CHECK(*kept == 2);
  ++kept;
  REQUIRE(kept != v.end());
  CHECK(*kept == 4);
}
