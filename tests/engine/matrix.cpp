// The composition matrix: every adaptor against every strategy. Each test
// named "matrix: <row> x <column>" is one cell that works; the cells that are
// refused at compile time are the tests/compile_fail/matrix_*.cpp files. The
// table in docs/strategies.md is generated from both by tests/docs/matrix.py,
// and a ctest test fails when the doc is out of date.
//
// Every strategy searches the same small tree: heap numbering 1..63, the
// children of x are 2x and 2x + 1 below 32 (unit costs for the weighted
// strategies), so each complete strategy yields the 63 states once. Checks
// are generic: a kit (below) runs a strategy with its own params, so a cell
// is one line.
#include <seek/seek.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/range/operations.hpp>
#include <range/v3/range/traits.hpp>
#include <range/v3/view/filter.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <set>
#include <utility>
#include <vector>

namespace {

std::size_t depth_of(int x) {
  std::size_t d = 0;
  for (; x > 1; x /= 2) ++d;
  return d;
}
bool is_ancestor(int a, int x) {  // a is x or above it
  for (; x >= a; x /= 2)
    if (x == a) return true;
  return false;
}

auto tree = [](int x) { return x < 32 ? std::vector{2 * x, 2 * x + 1} : std::vector<int>{}; };
auto wtree = [](int x) {
  return x < 32 ? std::vector<std::pair<int, int>>{{2 * x, 1}, {2 * x + 1, 1}} : std::vector<std::pair<int, int>>{};
};
// A graph whose states repeat: 0..39, x -> x + 1, 2x (mod 40); all 40 are
// reachable from 1.
auto graph = [](int x) { return std::vector{(x + 1) % 40, (2 * x) % 40}; };

auto priority = [](int x) { return x % 7; };
auto zero_h = [](int) { return 0; };

template <class R>
std::vector<int> states_of(R&& view) {
  std::vector<int> out;
  for (int x : view) out.push_back(x);
  return out;
}
std::set<int> all_states(int from = 1) {
  std::set<int> out;
  for (int x = 1; x < 64; ++x)
    if (is_ancestor(from, x)) out.insert(x);
  return out;
}

// A strategy and its own params: run(roots, next, options...) calls it,
// paths(...) calls seek::with_paths with it; `weighted` says which tree it
// takes; `complete` whether it yields every state of the tree once.
#define SEEK_TEST_KIT(NAME, WEIGHTED, ...)                                                                    \
  struct kit_##NAME {                                                                                         \
    static constexpr bool weighted = WEIGHTED;                                                                \
    static auto next() {                                                                                      \
      if constexpr (WEIGHTED)                                                                                 \
        return wtree;                                                                                         \
      else                                                                                                    \
        return tree;                                                                                          \
    }                                                                                                         \
    template <class R, class F, class... O>                                                                   \
    static auto run(R&& r, F&& f, O&&... o) {                                                                 \
      return seek::NAME(std::forward<R>(r), std::forward<F>(f) __VA_OPT__(, ) __VA_ARGS__, std::forward<O>(o)...); \
    }                                                                                                         \
    template <class R, class F, class... O>                                                                   \
    static auto paths(R&& r, F&& f, O&&... o) {                                                               \
      return seek::with_paths(seek::NAME, std::forward<R>(r), std::forward<F>(f) __VA_OPT__(, ) __VA_ARGS__,   \
                              std::forward<O>(o)...);                                                        \
    }                                                                                                         \
  };

SEEK_TEST_KIT(dfs, false)
SEEK_TEST_KIT(bfs, false)
SEEK_TEST_KIT(unique_dfs, false)
SEEK_TEST_KIT(unique_bfs, false)
SEEK_TEST_KIT(best_first, false, priority)
SEEK_TEST_KIT(beam, false, priority, 64)
SEEK_TEST_KIT(dijkstra, true)
SEEK_TEST_KIT(astar, true, zero_h)
SEEK_TEST_KIT(iddfs, false)
SEEK_TEST_KIT(ida_star, true, zero_h)
SEEK_TEST_KIT(lds, false)
SEEK_TEST_KIT(restarts, false, seek::luby_schedule{.scale = 1000}, 7)
#undef SEEK_TEST_KIT

// The test tree through an adaptor: `wrap` applied to the kit's next.
template <class Kit, class Wrap>
auto adapted(Wrap wrap) {
  return wrap(Kit::next());
}

// ---- the checks, one per row -------------------------------------------

// first: a goal, and the first k states, without expanding past them.
template <class Kit>
void check_first() {
  auto goal = [](int x) { return x == 37; };
  auto found = states_of(Kit::run(1, Kit::next()) | ranges::views::filter(goal) | seek::first(1));
  CHECK(found == std::vector{37});
  CHECK(states_of(Kit::run(1, Kit::next()) | seek::first(5)).size() == 5);
  CHECK(states_of(Kit::run(1, Kit::next()) | seek::first(0)).empty());
}

// find: the first state that satisfies a predicate, as an optional.
template <class Kit>
void check_find() {
  std::optional<int> found = seek::find(Kit::run(1, Kit::next()), [](int const& x) { return x % 10 == 7; });
  REQUIRE(found);
  CHECK(*found % 10 == 7);
  CHECK(!seek::find(Kit::run(1, Kit::next()), [](int x) { return x > 100; }));
}

// prune: no state below 5 (5 included) is visited; the rest is.
template <class Kit>
void check_prune() {
  auto at_5 = [](int x) { return x == 5; };
  auto got = states_of(Kit::run(1, adapted<Kit>([&](auto f) { return seek::prune(f, at_5); })));
  for (int x : got) CHECK_FALSE(is_ancestor(5, x));
  std::set<int> expected;
  for (int x : all_states())
    if (!is_ancestor(5, x)) expected.insert(x);
  CHECK(std::set<int>(got.begin(), got.end()) == expected);
  CHECK(got.size() == expected.size());
}

// leaf_if: 5 is visited, nothing below it.
template <class Kit>
void check_leaf_if() {
  auto at_5 = [](int x) { return x == 5; };
  auto got = states_of(Kit::run(1, adapted<Kit>([&](auto f) { return seek::leaf_if(f, at_5); })));
  std::set<int> expected;
  for (int x : all_states())
    if (x == 5 || !is_ancestor(5, x)) expected.insert(x);
  CHECK(std::set<int>(got.begin(), got.end()) == expected);
  CHECK(got.size() == expected.size());
}

// depth_limited: the states up to depth 3, and it.depth() agrees.
template <class Kit>
void check_depth_limited() {
  auto view = Kit::run(1, seek::depth_limited(Kit::next(), 3));
  std::set<int> got;
  std::size_t count = 0;
  for (auto it = view.begin(); it != view.end(); ++it) {
    CHECK(it.depth() == depth_of(*it));
    CHECK(it.depth() <= 3);
    got.insert(*it);
    ++count;
  }
  CHECK(got.size() == 15);
  CHECK(count == 15);
}

// skip_seen: on a graph whose states repeat, each state once.
template <class Kit>
void check_skip_seen() {
  auto got = states_of(Kit::run(std::vector{1, 2}, seek::skip_seen<int>(graph)));
  CHECK(std::set<int>(got.begin(), got.end()).size() == got.size());
  CHECK(got.size() == 40);
}

// seen_by: states with equal keys count as one (here: equal mod 10).
template <class Kit>
void check_seen_by() {
  auto next = [](int x) { return std::vector{x + 1, x + 3}; };  // infinite as a tree
  auto got = states_of(Kit::run(1, next, seek::seen_by([](int x) { return x % 10; })) | seek::first(20));
  std::set<int> keys;
  for (int x : got) CHECK(keys.insert(x % 10).second);
  CHECK(keys.size() == 10);
}
// The weighted strategies that remember: the same, weighted.
template <class Kit>
void check_seen_by_weighted() {
  auto next = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}, {x + 3, 2}}; };
  auto got = states_of(Kit::run(1, next, seek::seen_by([](int x) { return x % 10; })) | seek::first(20));
  std::set<int> keys;
  for (int x : got) CHECK(keys.insert(x % 10).second);
  CHECK(keys.size() == 10);
}

// with_paths: copyable nodes, converting to states, with real paths (and
// costs, for the weighted strategies), outliving the search.
template <class Kit>
void check_with_paths() {
  using node = ranges::range_value_t<decltype(Kit::paths(1, Kit::next()))>;
  static_assert(seek::search_node<node>);
  static_assert(seek::weighted_search_node<node> == Kit::weighted);
  std::vector<node> kept;
  {
    auto view = Kit::paths(std::vector{1}, Kit::next());
    for (auto const& n : view) kept.push_back(n);
  }
  CHECK(kept.size() == 63);
  for (auto const& n : kept) {
    auto const p = n.path();
    REQUIRE(p.size() == n.depth() + 1);
    CHECK(p.front() == 1);
    CHECK(p.back() == n.state());
    for (std::size_t i = 1; i < p.size(); ++i) CHECK(p[i] / 2 == p[i - 1]);
    if constexpr (Kit::weighted) CHECK(n.cost() == static_cast<int>(n.depth()));
    if (n.depth() == 0)
      CHECK(!n.parent());
    else
      CHECK(n.parent()->state() == n.state() / 2);
  }
  // A predicate on states takes nodes.
  auto goal = [](int const& x) { return x == 42; };
  auto found = seek::find(Kit::paths(1, Kit::next()), goal);
  REQUIRE(found);
  CHECK(found->path() == std::vector{1, 2, 5, 10, 21, 42});
}

// shuffled: the same states, in another order.
template <class Kit>
void check_shuffled() {
  auto got = states_of(Kit::run(1, seek::shuffled(Kit::next(), 5)));
  CHECK(std::set<int>(got.begin(), got.end()) == all_states());
  CHECK(got.size() == 63);
}

// limits: the search stops at the limits, with or without statistics.
template <class Kit>
void check_limits() {
  seek::statistics stats;
  auto got = states_of(Kit::run(1, Kit::next(), seek::limits{.nodes = 10}, stats));
  CHECK(stats.nodes == 10);
  CHECK(stats.stopped == seek::stop_reason::node_limit);
  CHECK(got.size() <= 10);
  CHECK(!got.empty());
  CHECK(states_of(Kit::run(1, Kit::next(), seek::limits{.nodes = 10})) == got);  // without statistics
  std::stop_source source;
  source.request_stop();
  seek::statistics cancelled;
  states_of(Kit::run(1, Kit::next(), cancelled, seek::limits{.cancel = source.get_token()}));
  CHECK(cancelled.stopped == seek::stop_reason::cancelled);
}

// statistics: every field of the table.
template <class Kit>
void check_statistics() {
  seek::statistics stats;
  stats.nodes = 99;  // begin() resets
  auto got = states_of(Kit::run(1, Kit::next(), stats));
  CHECK(stats.yielded == got.size());
  CHECK(stats.nodes >= stats.yielded);
  CHECK(stats.expanded >= 31);
  CHECK(stats.failures >= 32);  // the leaves
  CHECK(stats.depth == 5);
  CHECK(stats.frontier >= 1);
  CHECK(stats.passes >= 1);
  CHECK(stats.memo_hits == 0);
  CHECK(stats.stopped == seek::stop_reason::exhausted);
  CHECK_FALSE(stats.truncated());
}

// several roots: the trees below 2 and 3, each root at depth 0.
template <class Kit>
void check_several_roots() {
  std::vector<int> const roots{2, 3};
  auto view = Kit::run(roots, Kit::next());
  std::set<int> got;
  for (auto it = view.begin(); it != view.end(); ++it) {
    CHECK(it.depth() + 1 == depth_of(*it));
    got.insert(*it);
  }
  std::set<int> expected = all_states();
  expected.erase(1);
  CHECK(got == expected);
}

}  // namespace

TEST_CASE("matrix: first x dfs") { check_first<kit_dfs>(); }
TEST_CASE("matrix: first x bfs") { check_first<kit_bfs>(); }
TEST_CASE("matrix: first x unique_dfs") { check_first<kit_unique_dfs>(); }
TEST_CASE("matrix: first x unique_bfs") { check_first<kit_unique_bfs>(); }
TEST_CASE("matrix: first x best_first") { check_first<kit_best_first>(); }
TEST_CASE("matrix: first x beam") { check_first<kit_beam>(); }
TEST_CASE("matrix: first x dijkstra") { check_first<kit_dijkstra>(); }
TEST_CASE("matrix: first x astar") { check_first<kit_astar>(); }
TEST_CASE("matrix: first x iddfs") { check_first<kit_iddfs>(); }
TEST_CASE("matrix: first x ida_star") { check_first<kit_ida_star>(); }
TEST_CASE("matrix: first x lds") { check_first<kit_lds>(); }
TEST_CASE("matrix: first x restarts") { check_first<kit_restarts>(); }
TEST_CASE("matrix: first x coro_dfs") {
  auto g = seek::coro_dfs(1, tree);
  CHECK(states_of(g | ranges::views::filter([](int x) { return x == 37; }) | seek::first(1)) == std::vector{37});
}

TEST_CASE("matrix: find x dfs") { check_find<kit_dfs>(); }
TEST_CASE("matrix: find x bfs") { check_find<kit_bfs>(); }
TEST_CASE("matrix: find x unique_dfs") { check_find<kit_unique_dfs>(); }
TEST_CASE("matrix: find x unique_bfs") { check_find<kit_unique_bfs>(); }
TEST_CASE("matrix: find x best_first") { check_find<kit_best_first>(); }
TEST_CASE("matrix: find x beam") { check_find<kit_beam>(); }
TEST_CASE("matrix: find x dijkstra") { check_find<kit_dijkstra>(); }
TEST_CASE("matrix: find x astar") { check_find<kit_astar>(); }
TEST_CASE("matrix: find x iddfs") { check_find<kit_iddfs>(); }
TEST_CASE("matrix: find x ida_star") { check_find<kit_ida_star>(); }
TEST_CASE("matrix: find x lds") { check_find<kit_lds>(); }
TEST_CASE("matrix: find x restarts") { check_find<kit_restarts>(); }
TEST_CASE("matrix: find x coro_dfs") { CHECK(seek::find(seek::coro_dfs(1, tree), [](int x) { return x == 37; }) == 37); }

TEST_CASE("matrix: prune x dfs") { check_prune<kit_dfs>(); }
TEST_CASE("matrix: prune x bfs") { check_prune<kit_bfs>(); }
TEST_CASE("matrix: prune x unique_dfs") { check_prune<kit_unique_dfs>(); }
TEST_CASE("matrix: prune x unique_bfs") { check_prune<kit_unique_bfs>(); }
TEST_CASE("matrix: prune x best_first") { check_prune<kit_best_first>(); }
TEST_CASE("matrix: prune x beam") { check_prune<kit_beam>(); }
TEST_CASE("matrix: prune x dijkstra") { check_prune<kit_dijkstra>(); }
TEST_CASE("matrix: prune x astar") { check_prune<kit_astar>(); }
TEST_CASE("matrix: prune x iddfs") { check_prune<kit_iddfs>(); }
TEST_CASE("matrix: prune x ida_star") { check_prune<kit_ida_star>(); }
TEST_CASE("matrix: prune x lds") { check_prune<kit_lds>(); }
TEST_CASE("matrix: prune x restarts") { check_prune<kit_restarts>(); }
TEST_CASE("matrix: prune x coro_dfs") {
  auto g = seek::coro_dfs(1, seek::prune(tree, [](int x) { return x == 5; }));
  CHECK(states_of(g).size() == 63 - 15);  // 5 and the 14 below it
}

TEST_CASE("matrix: leaf_if x dfs") { check_leaf_if<kit_dfs>(); }
TEST_CASE("matrix: leaf_if x bfs") { check_leaf_if<kit_bfs>(); }
TEST_CASE("matrix: leaf_if x unique_dfs") { check_leaf_if<kit_unique_dfs>(); }
TEST_CASE("matrix: leaf_if x unique_bfs") { check_leaf_if<kit_unique_bfs>(); }
TEST_CASE("matrix: leaf_if x best_first") { check_leaf_if<kit_best_first>(); }
TEST_CASE("matrix: leaf_if x beam") { check_leaf_if<kit_beam>(); }
TEST_CASE("matrix: leaf_if x dijkstra") { check_leaf_if<kit_dijkstra>(); }
TEST_CASE("matrix: leaf_if x astar") { check_leaf_if<kit_astar>(); }
TEST_CASE("matrix: leaf_if x iddfs") { check_leaf_if<kit_iddfs>(); }
TEST_CASE("matrix: leaf_if x ida_star") { check_leaf_if<kit_ida_star>(); }
TEST_CASE("matrix: leaf_if x lds") { check_leaf_if<kit_lds>(); }
TEST_CASE("matrix: leaf_if x restarts") { check_leaf_if<kit_restarts>(); }
TEST_CASE("matrix: leaf_if x coro_dfs") {
  auto g = seek::coro_dfs(1, seek::leaf_if(tree, [](int x) { return x == 5; }));
  CHECK(states_of(g).size() == 63 - 14);  // the 14 below 5
}

TEST_CASE("matrix: depth_limited x dfs") { check_depth_limited<kit_dfs>(); }
TEST_CASE("matrix: depth_limited x bfs") { check_depth_limited<kit_bfs>(); }
TEST_CASE("matrix: depth_limited x unique_bfs") { check_depth_limited<kit_unique_bfs>(); }
TEST_CASE("matrix: depth_limited x best_first") { check_depth_limited<kit_best_first>(); }
TEST_CASE("matrix: depth_limited x beam") { check_depth_limited<kit_beam>(); }
TEST_CASE("matrix: depth_limited x iddfs") { check_depth_limited<kit_iddfs>(); }
TEST_CASE("matrix: depth_limited x lds") { check_depth_limited<kit_lds>(); }
TEST_CASE("matrix: depth_limited x restarts") { check_depth_limited<kit_restarts>(); }

TEST_CASE("matrix: skip_seen x dfs") { check_skip_seen<kit_dfs>(); }
TEST_CASE("matrix: skip_seen x bfs") { check_skip_seen<kit_bfs>(); }
TEST_CASE("matrix: skip_seen x unique_dfs") { check_skip_seen<kit_unique_dfs>(); }
TEST_CASE("matrix: skip_seen x unique_bfs") { check_skip_seen<kit_unique_bfs>(); }
TEST_CASE("matrix: skip_seen x best_first") { check_skip_seen<kit_best_first>(); }
TEST_CASE("matrix: skip_seen x beam") { check_skip_seen<kit_beam>(); }
TEST_CASE("matrix: skip_seen x restarts") { check_skip_seen<kit_restarts>(); }
TEST_CASE("matrix: skip_seen x coro_dfs") {
  auto g = seek::coro_dfs(1, seek::skip_seen<int>(graph));
  auto got = states_of(g);
  CHECK(std::set<int>(got.begin(), got.end()).size() == got.size());
  CHECK(got.size() == 40);
}

TEST_CASE("matrix: seen_by x unique_dfs") { check_seen_by<kit_unique_dfs>(); }
TEST_CASE("matrix: seen_by x unique_bfs") { check_seen_by<kit_unique_bfs>(); }
TEST_CASE("matrix: seen_by x dijkstra") { check_seen_by_weighted<kit_dijkstra>(); }
TEST_CASE("matrix: seen_by x astar") { check_seen_by_weighted<kit_astar>(); }

TEST_CASE("matrix: with_paths x dfs") { check_with_paths<kit_dfs>(); }
TEST_CASE("matrix: with_paths x bfs") { check_with_paths<kit_bfs>(); }
TEST_CASE("matrix: with_paths x unique_dfs") { check_with_paths<kit_unique_dfs>(); }
TEST_CASE("matrix: with_paths x unique_bfs") { check_with_paths<kit_unique_bfs>(); }
TEST_CASE("matrix: with_paths x best_first") { check_with_paths<kit_best_first>(); }
TEST_CASE("matrix: with_paths x beam") { check_with_paths<kit_beam>(); }
TEST_CASE("matrix: with_paths x dijkstra") { check_with_paths<kit_dijkstra>(); }
TEST_CASE("matrix: with_paths x astar") { check_with_paths<kit_astar>(); }
TEST_CASE("matrix: with_paths x iddfs") { check_with_paths<kit_iddfs>(); }
TEST_CASE("matrix: with_paths x ida_star") { check_with_paths<kit_ida_star>(); }
TEST_CASE("matrix: with_paths x lds") { check_with_paths<kit_lds>(); }
TEST_CASE("matrix: with_paths x restarts") { check_with_paths<kit_restarts>(); }

TEST_CASE("matrix: shuffled x dfs") { check_shuffled<kit_dfs>(); }
TEST_CASE("matrix: shuffled x bfs") { check_shuffled<kit_bfs>(); }
TEST_CASE("matrix: shuffled x unique_dfs") { check_shuffled<kit_unique_dfs>(); }
TEST_CASE("matrix: shuffled x unique_bfs") { check_shuffled<kit_unique_bfs>(); }
TEST_CASE("matrix: shuffled x best_first") { check_shuffled<kit_best_first>(); }
TEST_CASE("matrix: shuffled x beam") { check_shuffled<kit_beam>(); }
TEST_CASE("matrix: shuffled x dijkstra") { check_shuffled<kit_dijkstra>(); }
TEST_CASE("matrix: shuffled x astar") { check_shuffled<kit_astar>(); }
TEST_CASE("matrix: shuffled x iddfs") { check_shuffled<kit_iddfs>(); }
TEST_CASE("matrix: shuffled x ida_star") { check_shuffled<kit_ida_star>(); }
TEST_CASE("matrix: shuffled x restarts") { check_shuffled<kit_restarts>(); }
TEST_CASE("matrix: shuffled x coro_dfs") {
  auto g = seek::coro_dfs(1, seek::shuffled(tree, 5));
  auto got = states_of(g);
  CHECK(std::set<int>(got.begin(), got.end()) == all_states());
}

TEST_CASE("matrix: limits x dfs") { check_limits<kit_dfs>(); }
TEST_CASE("matrix: limits x bfs") { check_limits<kit_bfs>(); }
TEST_CASE("matrix: limits x unique_dfs") { check_limits<kit_unique_dfs>(); }
TEST_CASE("matrix: limits x unique_bfs") { check_limits<kit_unique_bfs>(); }
TEST_CASE("matrix: limits x best_first") { check_limits<kit_best_first>(); }
TEST_CASE("matrix: limits x beam") { check_limits<kit_beam>(); }
TEST_CASE("matrix: limits x dijkstra") { check_limits<kit_dijkstra>(); }
TEST_CASE("matrix: limits x astar") { check_limits<kit_astar>(); }
TEST_CASE("matrix: limits x iddfs") { check_limits<kit_iddfs>(); }
TEST_CASE("matrix: limits x ida_star") { check_limits<kit_ida_star>(); }
TEST_CASE("matrix: limits x lds") { check_limits<kit_lds>(); }
TEST_CASE("matrix: limits x restarts") { check_limits<kit_restarts>(); }

TEST_CASE("matrix: statistics x dfs") { check_statistics<kit_dfs>(); }
TEST_CASE("matrix: statistics x bfs") { check_statistics<kit_bfs>(); }
TEST_CASE("matrix: statistics x unique_dfs") { check_statistics<kit_unique_dfs>(); }
TEST_CASE("matrix: statistics x unique_bfs") { check_statistics<kit_unique_bfs>(); }
TEST_CASE("matrix: statistics x best_first") { check_statistics<kit_best_first>(); }
TEST_CASE("matrix: statistics x beam") { check_statistics<kit_beam>(); }
TEST_CASE("matrix: statistics x dijkstra") { check_statistics<kit_dijkstra>(); }
TEST_CASE("matrix: statistics x astar") { check_statistics<kit_astar>(); }
TEST_CASE("matrix: statistics x iddfs") { check_statistics<kit_iddfs>(); }
TEST_CASE("matrix: statistics x ida_star") { check_statistics<kit_ida_star>(); }
TEST_CASE("matrix: statistics x lds") { check_statistics<kit_lds>(); }
TEST_CASE("matrix: statistics x restarts") { check_statistics<kit_restarts>(); }

TEST_CASE("matrix: several roots x dfs") { check_several_roots<kit_dfs>(); }
TEST_CASE("matrix: several roots x bfs") { check_several_roots<kit_bfs>(); }
TEST_CASE("matrix: several roots x unique_dfs") { check_several_roots<kit_unique_dfs>(); }
TEST_CASE("matrix: several roots x unique_bfs") { check_several_roots<kit_unique_bfs>(); }
TEST_CASE("matrix: several roots x best_first") { check_several_roots<kit_best_first>(); }
TEST_CASE("matrix: several roots x beam") { check_several_roots<kit_beam>(); }
TEST_CASE("matrix: several roots x dijkstra") { check_several_roots<kit_dijkstra>(); }
TEST_CASE("matrix: several roots x astar") { check_several_roots<kit_astar>(); }
TEST_CASE("matrix: several roots x iddfs") { check_several_roots<kit_iddfs>(); }
TEST_CASE("matrix: several roots x ida_star") { check_several_roots<kit_ida_star>(); }
TEST_CASE("matrix: several roots x lds") { check_several_roots<kit_lds>(); }
TEST_CASE("matrix: several roots x restarts") { check_several_roots<kit_restarts>(); }
