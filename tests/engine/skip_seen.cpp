// Tests for seek/successor/skip_seen.hpp: each state once with every strategy
// that takes it, no root twice, the shared set cleared when a search
// begins, an inner depth bound lifted outward.
#include <seek/range/first.hpp>
#include <seek/strategy/beam.hpp>
#include <seek/strategy/best_first.hpp>
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/coro_dfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/strategy/restarts.hpp>
#include <seek/successor/prune.hpp>
#include <seek/successor/shuffled.hpp>
#include <seek/successor/skip_seen.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/range/operations.hpp>

#include <array>
#include <cstddef>
#include <map>
#include <queue>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

#include "graphs.hpp"

namespace {

using seek_test::distances_from;
using seek_test::graph_next;

}  // namespace

TEST_CASE("skip_seen as a successor function: the documented bfs order") {
  auto next = [](int x) { return std::array<int, 2>{(x + 1) % 10, (x * 3) % 10}; };
  auto once = seek::skip_seen<int>(next);
  auto order = seek::bfs(1, once) | ranges::to<std::vector>;
  CHECK(order == std::vector<int>{1, 2, 3, 6, 4, 9, 7, 8, 5, 0});
  CHECK(once.seen_count() == 10);  // the view's copy shares this set
}

TEST_CASE("a skip_seen wrapper forgets what it saw when a search begins") {
  auto once = seek::skip_seen<int>(graph_next);
  auto view = seek::dfs(7, once);
  auto const n = ranges::distance(view);
  CHECK(n == static_cast<std::ptrdiff_t>(distances_from(7).size()));
  CHECK(once.seen_count() == static_cast<std::size_t>(n));  // shared with the view's copy
  CHECK(ranges::distance(view) == n);                        // begin() cleared it
  once.clear();
  CHECK(once.seen_count() == 0);
}

TEST_CASE("copies of a skip_seen wrapper share one set") {
  auto a = seek::skip_seen<int>(graph_next);
  auto b = a;
  CHECK(a.admit_root(7));  // what an engine asks of a root
  CHECK_FALSE(b.admit_root(7));
  for ([[maybe_unused]] int x : a(7)) {
  }
  CHECK(a.seen_count() == 3);  // 7 and its successors 8 and 21
  CHECK(b.seen_count() == 3);
  CHECK(b.seen(21));
  CHECK_FALSE(b.seen(22));
}

TEST_CASE("bfs over skip_seen never yields a root twice, even when it is another root's child") {
  // 8 is a child of 7 and a root itself: bfs queues both roots first, so 8
  // must not come again as 7's child; dfs meets 8 under 7 first, then skips
  // the root 8.
  auto by_bfs = seek::bfs(std::vector{7, 8}, seek::skip_seen<int>(graph_next)) | ranges::to<std::vector>;
  CHECK(std::set<int>(by_bfs.begin(), by_bfs.end()).size() == by_bfs.size());
  CHECK(by_bfs.size() == distances_from(7).size());
  CHECK(by_bfs[0] == 7);
  CHECK(by_bfs[1] == 8);
  auto by_dfs = seek::dfs(std::vector{7, 8, 7}, seek::skip_seen<int>(graph_next)) | ranges::to<std::vector>;
  CHECK(std::set<int>(by_dfs.begin(), by_dfs.end()).size() == by_dfs.size());
  CHECK(by_dfs.size() == distances_from(7).size());
}

TEST_CASE("the root hook passes through prune and shuffled, and with best_first, beam, restarts, coro_dfs") {
  auto once = [] { return seek::skip_seen<int>(graph_next); };
  auto no_repeat = [](auto&& view) {
    auto v = view | ranges::to<std::vector>;
    return std::set<int>(v.begin(), v.end()).size() == v.size() && !v.empty();
  };
  auto never = [](int) { return false; };
  CHECK(no_repeat(seek::bfs(std::vector{7, 8}, seek::prune(once(), never))));
  CHECK(no_repeat(seek::dfs(std::vector{7, 8}, seek::shuffled(once(), 3))));
  CHECK(no_repeat(seek::best_first(std::vector{7, 8}, once(), [](int x) { return x % 7; })));
  CHECK(no_repeat(seek::beam(std::vector{7, 8}, once(), [](int x) { return x % 7; }, 5)));
  auto coro = seek::coro_dfs(7, once());
  CHECK(no_repeat(coro));
  // restarts: each run is a depth-first walk with a fresh set.
  auto runs = seek::restarts(std::vector{7, 8}, once(), seek::luby_schedule{.scale = 1000}) | ranges::to<std::vector>;
  CHECK(runs.size() == distances_from(7).size());
}

TEST_CASE("skip_seen lifts an inner depth bound outward") {
  auto inner = seek::skip_seen<int>(seek::depth_limited(graph_next, 2));
  static_assert(seek::detail::is_depth_limited_v<decltype(inner)>);
  CHECK(inner.max_depth() == 2);
  auto near = seek::bfs(7, inner) | ranges::to<std::vector>;
  std::size_t within = 0;
  for (auto const& [x, d] : distances_from(7)) within += d <= 2;
  CHECK(near.size() == within);
}
