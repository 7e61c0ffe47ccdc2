// Tests for seek/strategy/with_paths.hpp: with_paths over dfs, bfs, best_first and beam;
// the same order as without paths, real paths, depth through adaptors,
// nodes outliving the search, no recursion on deep paths.
#include <seek/strategy/beam.hpp>
#include <seek/strategy/best_first.hpp>
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/range/first.hpp>
#include <seek/strategy/with_paths.hpp>
#include <seek/successor/skip_seen.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/view/filter.hpp>
#include <range/v3/view/transform.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "trees.hpp"

namespace {
// The path from the root to x in an explicit tree, by its parent links.
std::vector<int> reference_path(seek_test::explicit_tree const& t, int x) {
  std::vector<int> parent(t.size(), -1);
  for (std::size_t p = 0; p < t.size(); ++p)
    for (int c : t(static_cast<int>(p))) parent[static_cast<std::size_t>(c)] = static_cast<int>(p);
  std::vector<int> path;
  for (int at = x; at != -1; at = parent[static_cast<std::size_t>(at)]) path.insert(path.begin(), at);
  return path;
}
auto states = ranges::views::transform([](auto const& n) { return n.state(); });

// A successor function that is a plain function, as the tutorial writes one.
std::vector<int> heap_below_8(int const& n) { return n < 8 ? std::vector{2 * n, 2 * n + 1} : std::vector<int>{}; }
}  // namespace

TEST_CASE("with_paths keeps the order of dfs, bfs, best_first and beam, and every path is the tree's") {
  for (std::uint64_t seed = 1; seed <= 25; ++seed) {
    CAPTURE(seed);
    auto tree = seek_test::random_tree(1 + seed * 11, seed);
    auto next = std::cref(tree);
    auto prio = [](int x) { return x % 7; };
    CHECK((seek::with_paths(seek::dfs, 0, next) | states | ranges::to<std::vector>) == tree.preorder());
    CHECK((seek::with_paths(seek::bfs, 0, next) | states | ranges::to<std::vector>) == tree.level_order({0}));
    CHECK((seek::with_paths(seek::best_first, 0, next, prio) | states | ranges::to<std::vector>) ==
          (seek::best_first(0, next, prio) | ranges::to<std::vector>));
    CHECK((seek::with_paths(seek::beam, 0, next, prio, 3) | states | ranges::to<std::vector>) ==
          (seek::beam(0, next, prio, 3) | ranges::to<std::vector>));
    for (auto const& n : seek::with_paths(seek::dfs, 0, next)) {
      CHECK(n.path() == reference_path(tree, n.state()));
      CHECK(n.depth() + 1 == n.path().size());
    }
    for (auto const& n : seek::with_paths(seek::bfs, 0, next)) CHECK(n.path() == reference_path(tree, n.state()));
  }
}

TEST_CASE("with_paths takes a plain function as successor function, as the strategies do") {
  CHECK((seek::with_paths(seek::bfs, 1, heap_below_8) | states | ranges::to<std::vector>) ==
        (seek::bfs(1, heap_below_8) | ranges::to<std::vector>));
  CHECK((seek::with_paths(seek::dfs, 1, &heap_below_8) | states | ranges::to<std::vector>) ==
        (seek::dfs(1, heap_below_8) | ranges::to<std::vector>));
}

TEST_CASE("with_paths: the depth of a goal survives filter, and nodes outlive the search") {
  auto next = [](std::string const& s) {
    return s.size() < 6 ? std::vector<std::string>{s + "a", s + "b"} : std::vector<std::string>{};
  };
  auto goal = [](auto const& n) { return n.state().ends_with("ba"); };
  std::vector<seek::path_node<std::string>> kept;
  {
    auto view = seek::with_paths(seek::bfs, std::string{}, next) | ranges::views::filter(goal);
    for (auto const& n : view | seek::first(3)) kept.push_back(n);
  }  // the view and its queue are gone
  REQUIRE(kept.size() == 3);
  CHECK(kept[0].state() == "ba");
  CHECK(kept[0].depth() == 2);
  CHECK(kept[0].path() == std::vector<std::string>{"", "b", "ba"});
  CHECK(kept[2].state() == "bba");
  CHECK(kept[2].depth() == 3);
  CHECK(kept[2].parent()->state() == "bb");
  CHECK(!kept[2].parent()->parent()->parent()->parent());
  CHECK(kept[2].child(std::string("bbax")).path().size() == 5);
}

TEST_CASE("with_paths calls next as often as the plain search, and passes statistics and limits") {
  int calls = 0;
  auto next = [&](int x) {
    ++calls;
    return std::vector{2 * x, 2 * x + 1};
  };
  auto plain = seek::dfs(1, next) | seek::first(10) | ranges::to<std::vector>;
  int const plain_calls = calls;
  calls = 0;
  auto with = seek::with_paths(seek::dfs, 1, next) | seek::first(10) | states | ranges::to<std::vector>;
  CHECK(with == plain);
  CHECK(calls == plain_calls);
  seek::statistics stats;
  auto seen = seek::with_paths(seek::bfs, 1, next, stats, seek::limits{.nodes = 15}) | states |
              ranges::to<std::vector>;
  CHECK(seen.size() == 15);
  CHECK(stats.stopped == seek::stop_reason::node_limit);
}

TEST_CASE("with_paths from several roots, with skip_seen, bfs paths are shortest") {
  auto tree = seek_test::random_tree(60, 3);
  for (auto const& n : seek::with_paths(seek::dfs, std::vector{0, 0}, std::cref(tree)))
    CHECK(n.path().front() == 0);
  // Graph 0..99, x -> x + 1, 2x mod 100: bfs with skip_seen gives each number once,
  // with a shortest path.
  auto next = [](int x) { return std::vector{(x + 1) % 100, (2 * x) % 100}; };
  std::vector<std::size_t> distance(100, 1000);  // by a direct breadth-first walk
  distance[1] = 0;
  for (std::vector<int> level{1}; !level.empty();) {
    std::vector<int> deeper;
    for (int x : level)
      for (int y : next(x))
        if (distance[static_cast<std::size_t>(y)] == 1000)
          distance[static_cast<std::size_t>(y)] = distance[static_cast<std::size_t>(x)] + 1, deeper.push_back(y);
    level = deeper;
  }
  std::size_t count = 0;
  for (auto const& n : seek::with_paths(seek::bfs, 1, seek::skip_seen<int>(next))) {
    ++count;
    auto const p = n.path();
    for (std::size_t i = 1; i < p.size(); ++i) CHECK((p[i] == (p[i - 1] + 1) % 100 || p[i] == (2 * p[i - 1]) % 100));
    CHECK(n.depth() == distance[static_cast<std::size_t>(n.state())]);
  }
  CHECK(count == 100);
}

TEST_CASE("with_paths on a chain a million deep: no recursion to walk or to free it") {
  auto chain = [](int x) { return x < 1'000'000 ? std::vector{x + 1} : std::vector<int>{}; };
  std::optional<seek::path_node<int>> last;
  for (auto const& n : seek::with_paths(seek::dfs, 0, chain)) last = n;
  REQUIRE(last);
  CHECK(last->depth() == 1'000'000);
  CHECK(last->path().size() == 1'000'001);
  last.reset();  // frees a million links one by one
  CHECK(!last);
}
