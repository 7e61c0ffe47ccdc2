// Tests for seek/strategy/iddfs.hpp: bfs's level order from depth-limited passes,
// laziness, paths, statistics and limits, several roots, deep paths.
#include <seek/strategy/bfs.hpp>
#include <seek/range/first.hpp>
#include <seek/strategy/iddfs.hpp>
#include <seek/strategy/with_paths.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/view/filter.hpp>
#include <range/v3/view/iota.hpp>
#include <range/v3/view/transform.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "trees.hpp"

namespace {
// The states of an iddfs range, with their depths.
template <class View>
std::vector<std::pair<int, std::size_t>> states_and_depths(View&& view) {
  std::vector<std::pair<int, std::size_t>> out;
  for (auto it = view.begin(); it != view.end(); ++it) out.emplace_back(*it, it.depth());
  return out;
}

// The complete binary tree of height `h` (children of n are 2n and 2n + 1,
// from 1), counting the calls of the successor function.
struct heap_tree {
  int height;
  int* calls = nullptr;
  std::vector<int> operator()(int x) const {
    if (calls != nullptr) ++*calls;
    int depth = 0;
    for (int y = x; y > 1; y /= 2) ++depth;
    if (depth >= height) return {};
    return {2 * x, 2 * x + 1};
  }
};
}  // namespace

TEST_CASE("iddfs yields a hand-built tree in bfs's level order, with depths") {
  //        0
  //     /  |  \ .
  //    3   1   2
  //   /    |
  //  6     5
  //        |
  //        7
  seek_test::explicit_tree t{{{3, 1, 2}, {5}, {}, {6}, {}, {7}, {}, {}}};
  auto view = seek::iddfs(0, std::cref(t));
  CHECK(states_and_depths(view) == std::vector<std::pair<int, std::size_t>>{
                                       {0, 0}, {3, 1}, {1, 1}, {2, 1}, {6, 2}, {5, 2}, {7, 3}});
}

TEST_CASE("iddfs equals bfs on random trees, state for state and depth for depth") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    auto tree = seek_test::random_tree(1 + seed * 5, seed);
    CAPTURE(seed);
    std::vector<std::pair<int, std::size_t>> expected;
    auto b = seek::bfs(0, std::cref(tree));
    for (auto it = b.begin(); it != b.end(); ++it) expected.emplace_back(*it, it.depth());
    CHECK(states_and_depths(seek::iddfs(0, std::cref(tree))) == expected);
  }
}

TEST_CASE("iddfs with several roots equals bfs with the same roots") {
  auto tree = seek_test::random_tree(60, 7);
  std::vector<int> roots{5, 0, 9};
  auto expected = seek::bfs(roots, std::cref(tree)) | ranges::to<std::vector>;
  CHECK((seek::iddfs(roots, std::cref(tree)) | ranges::to<std::vector>) ==
        expected);
  CHECK((seek::iddfs(std::vector<int>{5, 0, 9}, std::cref(tree)) |
         ranges::to<std::vector>) == expected);
  CHECK((seek::iddfs(std::vector<int>{}, std::cref(tree)) |
         ranges::to<std::vector>)
            .empty());
}

TEST_CASE("iddfs calls next only to reach the states pulled") {
  int calls = 0;
  auto view = seek::iddfs(1, heap_tree{10, &calls});
  auto it = view.begin();
  CHECK(*it == 1);
  CHECK(calls == 0);  // the root is pass 0: nothing expanded
  ++it;
  CHECK(*it == 2);
  CHECK(calls == 1);  // pass 1 expands the root
  ++it;
  CHECK(*it == 3);
  CHECK(calls == 1);
  ++it;
  CHECK(*it == 4);
  CHECK(calls == 3);  // pass 2 expands the root again, then 2

  // seek::first stops at the k-th state: on an infinite tree too.
  auto infinite = [](int x) { return std::array<int, 2>{2 * x, 2 * x + 1}; };
  auto first = seek::iddfs(1, infinite) | seek::first(7) |
               ranges::to<std::vector>;
  CHECK(first == std::vector<int>{1, 2, 3, 4, 5, 6, 7});
  auto goal = seek::with_paths(seek::iddfs, 1, infinite) |
              ranges::views::filter([](auto const& n) { return n.state() == 37; }) |
              ranges::views::transform([](auto const& n) { return n.path(); }) | seek::first(1) |
              ranges::to<std::vector>;
  REQUIRE(goal.size() == 1);
  CHECK(goal[0] == std::vector<int>{1, 2, 4, 9, 18, 37});
}

TEST_CASE("iddfs ends after the first pass that finds nothing at its depth, statistics count every pass") {
  // The complete binary tree of height 3: passes at depths 0..3 yield its
  // levels, and the pass at depth 4 finds nothing, which ends the search.
  int calls = 0;
  seek::statistics stats;
  auto view = seek::iddfs(1, heap_tree{3, &calls}, stats);
  std::vector<std::uint64_t> nodes_at;  // the count at the last state of each pass
  std::vector<int> states;
  for (int x : view) {
    states.push_back(x);
    if (nodes_at.size() < stats.passes) nodes_at.push_back(0);
    nodes_at.back() = stats.nodes;
  }
  CHECK(states == ranges::to<std::vector>(ranges::views::iota(1, 16)));
  CHECK(stats.stopped == seek::stop_reason::exhausted);
  CHECK(stats.passes == 5);
  // Pass L generates the states of depths 1..L (2 + 4 + ... + 2^L); the
  // root is counted once, in pass 0; the last pass generates all 14 again.
  CHECK(nodes_at == std::vector<std::uint64_t>{1, 1 + 2, 1 + 2 + 6, 1 + 2 + 6 + 14});
  CHECK(stats.nodes == 1 + 2 + 6 + 14 + 14);
  CHECK(stats.yielded == 15);
  CHECK(stats.pruned == 0);
  CHECK(stats.depth == 3);
  // Pass L expands the 2^L - 1 states above depth L: 0, 1, 3, 7 and 15.
  CHECK(stats.expanded == 0 + 1 + 3 + 7 + 15);
  CHECK(calls == 26);
  CHECK(stats.failures == 8);  // the leaves, in the last pass
  CHECK(stats.frontier == 4);  // frames: the path from the root to a leaf
}

TEST_CASE("iddfs statistics are exact at every state pulled, not only at the end") {
  // Checked against counts kept by the successor function itself.
  for (std::uint64_t seed : {31u, 32u, 33u}) {
    auto const tree = seek_test::random_tree(150, seed);
    std::vector<std::size_t> depth_of(tree.size(), 0);
    for (std::size_t x = 0; x < tree.size(); ++x)
      for (int c : tree.children[x]) depth_of[static_cast<std::size_t>(c)] = depth_of[x] + 1;
    seek_test::counts_seen seen;
    auto next = [&](int x) {
      auto const& kids = tree(x);
      // from pass 1 on, each pass begins by expanding the root
      seen.called(x == 0, depth_of[static_cast<std::size_t>(x)], kids.empty());
      return kids | ranges::views::transform([&](int c) {
               seen.took(depth_of[static_cast<std::size_t>(c)]);
               return c;
             });
    };
    auto check_counts = [&](seek::statistics const& stats) {
      CHECK(stats.nodes == 1 + seen.taken);
      CHECK(stats.expanded == seen.calls);
      CHECK(stats.failures == seen.empty);
      CHECK(stats.depth == seen.deepest);
      CHECK(stats.frontier == seen.frames);
      CHECK(stats.passes == 1 + seen.root_calls);
    };
    CAPTURE(seed);
    for (bool limited : {false, true}) {  // counting alone, or with limits
      CAPTURE(limited);
      seen = {};
      seek::statistics stats;
      std::size_t pulled = 0;
      auto const pull = [&](auto&& view) {
        for (auto const& n : view) {
          (void)n;
          ++pulled;
          check_counts(stats);
        }
      };
      if (limited)
        pull(seek::iddfs(0, next, stats, seek::limits{.nodes = 1'000'000}));
      else
        pull(seek::iddfs(0, next, stats));
      CHECK(pulled == tree.size());
      check_counts(stats);
      CHECK(stats.stopped == seek::stop_reason::exhausted);
    }
  }
}

TEST_CASE("iddfs node limits, frontier limits and cancellation end the search normally") {
  auto infinite = [](std::uint64_t x) { return std::array<std::uint64_t, 2>{2 * x, 2 * x + 1}; };
  for (std::uint64_t n : {1u, 2u, 10u, 500u}) {
    seek::statistics stats;
    std::uint64_t yielded = 0;
    for (auto const& node : seek::iddfs(std::uint64_t{1}, infinite, stats, seek::limits{.nodes = n})) {
      (void)node;
      ++yielded;
    }
    CHECK(stats.nodes == n);
    CHECK(stats.stopped == seek::stop_reason::node_limit);
    CHECK(yielded <= n);
    CHECK(yielded >= 1);
  }
  seek::statistics stats;
  std::size_t deepest = 0;
  auto bounded = seek::iddfs(std::uint64_t{1}, infinite, stats, seek::limits{.frontier = 4});
  for (auto it = bounded.begin(); it != bounded.end(); ++it) deepest = it.depth();
  CHECK(stats.stopped == seek::stop_reason::frontier_limit);
  CHECK(deepest == 4);  // depth 5 needs a path of five expanded states

  std::stop_source source;
  seek::statistics cancelled;
  std::uint64_t count = 0;
  for (auto const& node : seek::iddfs(std::uint64_t{1}, infinite, cancelled, seek::limits{.cancel = source.get_token()})) {
    (void)node;
    if (++count == 1000) source.request_stop();
  }
  CHECK(cancelled.stopped == seek::stop_reason::cancelled);
  CHECK(count < 1000 + seek::detail::limited_monitor::max_period);
}

TEST_CASE("iddfs paths: the stack from the root, valid while the iterator stays") {
  // Strings own heap memory, so reading a path or state that had been freed
  // would show under AddressSanitizer.
  auto next = [](std::string const& s) {
    return s.size() < 4 ? std::vector<std::string>{s + "a", s + "b", s + "c"} : std::vector<std::string>{};
  };
  std::size_t count = 0;
  for (auto const& n : seek::with_paths(seek::iddfs, std::string{}, next)) {
    auto const path = n.path();
    REQUIRE(path.size() == n.depth() + 1);
    CHECK(path.back() == n.state());
    CHECK(path.front().empty());
    for (std::size_t i = 0; i < path.size(); ++i) CHECK(path[i] == n.state().substr(0, i));
    ++count;
  }
  CHECK(count == 1 + 3 + 9 + 27 + 81);
}

TEST_CASE("iddfs restarts at begin(), and a copy starts afresh") {
  auto view = seek::iddfs(1, heap_tree{2});
  auto const all = std::vector<int>{1, 2, 3, 4, 5, 6, 7};
  auto it = view.begin();
  ++it;
  ++it;
  ++it;
  CHECK(*it == 4);
  auto copy = view;
  CHECK((copy | ranges::to<std::vector>) == all);
  CHECK(*it == 4);  // the copy did not disturb the original
  ++it;
  CHECK(*it == 5);
  CHECK((view | ranges::to<std::vector>) == all);
}

TEST_CASE("iddfs walks a path thousands of states deep without recursion") {
  // Iterative deepening walks a chain of n states n times over (n^2 / 2
  // steps), so the chain is shorter than dfs's million; what matters is
  // that the path is an explicit stack: its frames count in stats.frontier.
  static constexpr int length = 2000;
  auto next = [](int x) { return ranges::views::iota(x + 1, std::min(x + 2, length)); };
  seek::statistics stats;
  int last = -1;
  std::size_t count = 0;
  for (int x : seek::iddfs(0, next, stats)) {
    last = x;
    ++count;
  }
  CHECK(count == std::size_t{length});
  CHECK(last == length - 1);
  CHECK(stats.depth == std::size_t{length - 1});
  CHECK(stats.frontier == std::size_t{length});
}

TEST_CASE("an exception thrown by next propagates and ends iddfs, begin() starts again") {
  int calls = 0;
  auto next = [&calls](std::string const& s) {
    if (++calls == 4) throw std::runtime_error("boom");
    return s.size() < 3 ? std::vector<std::string>{s + "x", s + "y"} : std::vector<std::string>{};
  };
  auto view = seek::iddfs(std::string{}, next);
  std::vector<std::string> seen;
  CHECK_THROWS_AS(
      [&] {
        for (auto const& s : view) seen.push_back(s);
      }(),
      std::runtime_error);
  // Passes 0 and 1 (one call), pass 2 (root: call 2, "x": call 3, "y": call 4 throws).
  CHECK(seen == std::vector<std::string>{"", "x", "y", "xx", "xy"});
  std::vector<std::string> again;
  for (auto const& s : view) again.push_back(s);
  CHECK(again.size() == 15);
}
