// Tests for seek::roots and seek::root (seek/core/roots.hpp): with a generic
// successor function, which takes an int and a std::vector<int> alike, the
// roots std::vector<int>{1, 2, 3} are three roots only when the call says
// so (the unmarked call does not compile: tests/compile_fail/*_ambiguous_roots.cpp),
// and one state when seek::root says so. Unambiguous calls read as before.
#include <seek/seek.hpp>

#include <doctest/doctest.h>

#include <cstddef>
#include <functional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "trees.hpp"

namespace roots_test {

// The tree of seek_test::generic_next (trees.hpp), and the same tree,
// weighted: each edge costs 1.
using seek_test::generic_next;
struct generic_weighted_next {
  template <class S>
  std::vector<std::pair<int, int>> operator()(S const& s) const {
    std::vector<std::pair<int, int>> out;
    for (int c : generic_next{}(s)) out.emplace_back(c, 1);
    return out;
  }
};
struct zero {
  template <class S>
  int operator()(S const&) const {
    return 0;
  }
};

template <class View>
std::size_t size_of(View&& view) {
  std::size_t n = 0;
  for (auto it = view.begin(); it != view.end(); ++it) ++n;
  return n;
}

}  // namespace roots_test

using roots_test::generic_next;
using roots_test::generic_weighted_next;
using roots_test::size_of;
using roots_test::zero;

TEST_CASE("roots: seek::roots(r) searches from each element, with every strategy") {
  std::vector<int> const v{1, 2, 3};
  generic_next const next;
  CHECK(size_of(seek::dfs(seek::roots(v), next)) == 21);
  CHECK(size_of(seek::bfs(seek::roots(v), next)) == 21);
  CHECK(size_of(seek::unique_dfs(seek::roots(v), next)) == 21);
  CHECK(size_of(seek::unique_bfs(seek::roots(v), next)) == 21);
  CHECK(size_of(seek::best_first(seek::roots(v), next, std::negate<>{})) == 21);
  CHECK(size_of(seek::beam(seek::roots(v), next, std::negate<>{}, 100)) == 21);
  CHECK(size_of(seek::iddfs(seek::roots(v), next)) == 21);
  CHECK(size_of(seek::lds(seek::roots(v), next)) == 21);
  CHECK(size_of(seek::dijkstra(seek::roots(v), generic_weighted_next{})) == 21);
  CHECK(size_of(seek::astar(seek::roots(v), generic_weighted_next{}, zero{})) == 21);
  CHECK(size_of(seek::with_paths(seek::dfs, seek::roots(v), next)) == 21);
  // An rvalue container is moved into the view; the view walks it again.
  auto owned = seek::dfs(seek::roots(std::vector<int>{1, 2, 3}), next);
  CHECK(size_of(owned) == 21);
  CHECK(size_of(owned) == 21);
}

TEST_CASE("roots: seek::root(s) searches from the one state s, a range") {
  std::vector<int> const v{1, 2, 3};
  generic_next const next;
  auto view = seek::dfs(seek::root(v), next);
  auto it = view.begin();
  REQUIRE(it != view.end());
  CHECK(*it == v);
  CHECK(++it == view.end());
  CHECK(size_of(seek::bfs(seek::root(v), next)) == 1);
}

TEST_CASE("roots: seek::count and its memoized and checkpointed forms take seek::roots and seek::root") {
  std::vector<int> const v{1, 2, 3};
  generic_next const next;
  auto const even = [](auto const& s) {
    if constexpr (std::is_same_v<std::remove_cvref_t<decltype(s)>, int>)
      return s % 2 == 0;
    else
      return false;
  };
  CHECK(seek::count(seek::roots(v), next) == 21);
  CHECK(seek::count(seek::roots(std::vector<int>{1, 2, 3}), next) == 21);
  CHECK(seek::count(seek::roots(v), next, even) == 1 + 3 + 6);  // 2 | 10 20 30 | 100 110 200 210 300 310
  CHECK(seek::count(seek::roots(v), next, seek::memo_by(std::identity{})) == 21);
  CHECK(seek::count(seek::roots(v), seek::depth_limited(next, 1)) == 9);
  seek::checkpoint cp;
  CHECK(seek::count(seek::roots(v), next, cp) == 21);
  CHECK(seek::count(seek::root(v), next) == 1);
}

TEST_CASE("roots: unambiguous calls are read as before") {
  // A typed successor takes ints only: a vector of ints is three roots.
  auto const typed = [](int const& s) { return s < 100 ? std::vector<int>{s * 10, s * 10 + 1} : std::vector<int>{}; };
  std::vector<int> const v{1, 2, 3};
  CHECK(seek::count(v, typed) == 21);
  CHECK(size_of(seek::dfs(v, typed)) == 21);
  CHECK(seek::count(1, typed) == 7);
  // A successor of vectors takes no int: a vector of ints is one state.
  CHECK(seek::count(std::vector<int>{1}, [](std::vector<int> const& s) {
          std::vector<std::vector<int>> out;
          if (s.size() < 3) out.assign(2, std::vector<int>(s.size() + 1, 0));
          return out;
        }) == 1 + 2 + 4);
  // A string is one state, even for a generic successor.
  auto const leaf = [](auto const& s) { return std::vector<std::remove_cvref_t<decltype(s)>>{}; };
  CHECK(seek::count(std::string("ab"), leaf) == 1);
  CHECK(seek::count(seek::roots(std::string("ab")), leaf) == 2);
}
