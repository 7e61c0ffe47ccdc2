// Tests for seek/strategy/ida_star.hpp: the order contract (nodes grouped by the
// largest f on their path, depth-first within a group), optimality, laziness,
// paths, statistics per pass, limits, several roots, deep paths.
#include <seek/range/first.hpp>
#include <seek/strategy/ida_star.hpp>
#include <seek/strategy/with_paths.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/view/filter.hpp>
#include <range/v3/view/iota.hpp>
#include <range/v3/view/transform.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "trees.hpp"

namespace {
// A tree with a cost on every edge and a heuristic value on every node.
struct weighted_tree {
  std::vector<std::vector<std::pair<int, int>>> children;  // (child, edge cost)
  std::vector<int> h;

  std::vector<std::pair<int, int>> const& operator()(int x) const { return children[static_cast<std::size_t>(x)]; }
};

// random_tree's shape, with edge costs in 0..4 and h in 0..6: h need not be
// admissible or consistent, which is where the order contract is subtle.
weighted_tree random_weighted(std::size_t n, std::uint64_t seed) {
  auto shape = seek_test::random_tree(n, seed);
  seek_test::splitmix64 rng(seed * 31 + 7);
  weighted_tree t;
  t.children.resize(n);
  for (std::size_t i = 0; i < n; ++i)
    for (int c : shape.children[i]) t.children[i].emplace_back(c, static_cast<int>(rng.below(5)));
  for (std::size_t i = 0; i < n; ++i) t.h.push_back(static_cast<int>(rng.below(7)));
  return t;
}

struct yielded {
  int state;
  int cost;
  std::size_t depth;
  friend bool operator==(yielded const&, yielded const&) = default;
};

// The contract, computed from its definition: F(node) is the largest
// g + h on the path from its root; the passes' thresholds are the distinct
// values of F, in increasing order; pass t yields the nodes with F == t in
// depth-first order. Also the nodes ida_star generates in all: each root,
// plus, in each pass t, the children of every node with F <= t.
struct reference {
  std::vector<yielded> order;
  std::size_t passes = 0;
  std::uint64_t nodes = 0;
  std::vector<std::uint64_t> per_pass;
};
reference expected(weighted_tree const& t, std::vector<int> const& roots) {
  struct entry {
    int state, g, f_max;
    std::size_t depth;
  };
  std::vector<entry> preorder;
  for (int r : roots) {
    std::vector<entry> stack{{r, 0, t.h[static_cast<std::size_t>(r)], 0}};
    while (!stack.empty()) {
      entry e = stack.back();
      stack.pop_back();
      preorder.push_back(e);
      auto const& kids = t(e.state);
      for (auto it = kids.rbegin(); it != kids.rend(); ++it) {
        int const g = e.g + it->second;
        stack.push_back({it->first, g, std::max(e.f_max, g + t.h[static_cast<std::size_t>(it->first)]), e.depth + 1});
      }
    }
  }
  std::set<int> thresholds;
  for (auto const& e : preorder) thresholds.insert(e.f_max);
  reference r;
  r.passes = thresholds.size();
  r.nodes = roots.size();
  for (int threshold : thresholds) {
    r.per_pass.push_back(r.per_pass.empty() ? roots.size() : 0);
    for (auto const& e : preorder) {
      if (e.f_max == threshold) r.order.push_back({e.state, e.g, e.depth});
      if (e.f_max <= threshold) r.per_pass.back() += t(e.state).size();
    }
    r.nodes += r.per_pass.back() - (r.per_pass.size() == 1 ? roots.size() : 0);
  }
  return r;
}

template <class View>
std::vector<yielded> run(View&& view) {
  std::vector<yielded> out;
  for (auto it = view.begin(); it != view.end(); ++it) out.push_back({*it, it.cost(), it.depth()});
  return out;
}

// The infinite binary tree from 1 (children 2n and 2n + 1), edges of cost 1.
auto infinite(int* calls = nullptr) {
  return [calls](int x) {
    if (calls != nullptr) ++*calls;
    return std::array<std::pair<int, int>, 2>{{{2 * x, 1}, {2 * x + 1, 1}}};
  };
}
auto zero = [](auto const&) { return 0; };
}  // namespace

TEST_CASE("ida_star on a hand-built tree: passes by threshold, each node once") {
  //            0 (h 2)
  //      1 /        \ 1
  //     1 (h 1)      2 (h 3)
  //  1 /    \ 3        \ 1
  //  3 (h 0)  4 (h 0)   5 (h 0)
  weighted_tree t{{{{1, 1}, {2, 1}}, {{3, 1}, {4, 3}}, {{5, 1}}, {}, {}, {}}, {2, 1, 3, 0, 0, 0}};
  // f: 0 -> 2, 1 -> 2, 2 -> 4, 3 -> 2, 4 -> 4, 5 -> 2 (but its parent 2 has 4).
  seek::statistics stats;
  std::vector<std::pair<yielded, int>> got;  // and the threshold of the pass
  auto view = seek::ida_star(0, std::cref(t), [&t](int x) { return t.h[static_cast<std::size_t>(x)]; }, stats);
  for (auto it = view.begin(); it != view.end(); ++it) got.push_back({{*it, it.cost(), it.depth()}, it.threshold()});
  CHECK(got == std::vector<std::pair<yielded, int>>{
                   {{0, 0, 0}, 2}, {{1, 1, 1}, 2}, {{3, 2, 2}, 2}, {{4, 4, 2}, 4}, {{2, 1, 1}, 4}, {{5, 2, 2}, 4}});
  CHECK(stats.passes == 2);
  CHECK(stats.stopped == seek::stop_reason::exhausted);
  // The root once; pass 2 generates 1, 2, 3, 4 (4 and 2 cut off); pass 4
  // generates all five.
  CHECK(stats.nodes == 1 + 4 + 5);
  CHECK(stats.pruned == 2);   // 4 and 2, beyond the threshold 2
  CHECK(stats.yielded == 6);
}

TEST_CASE("ida_star follows its order contract on random trees, consistent heuristic or not") {
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    auto t = random_weighted(1 + seed * 3, seed);
    auto h = [&t](int x) { return t.h[static_cast<std::size_t>(x)]; };
    CAPTURE(seed);
    auto ref = expected(t, {0});
    seek::statistics stats;
    CHECK(run(seek::ida_star(0, std::cref(t), h, stats)) == ref.order);
    CHECK(stats.passes == ref.passes);
    CHECK(stats.nodes == ref.nodes);
    CHECK(stats.stopped == seek::stop_reason::exhausted);
  }
}

TEST_CASE("ida_star with several roots: one threshold for all, roots in order") {
  for (std::uint64_t seed = 3; seed <= 20; ++seed) {
    auto t = random_weighted(40, seed);
    auto h = [&t](int x) { return t.h[static_cast<std::size_t>(x)]; };
    std::vector<int> roots;  // the subtrees under 0, last first
    for (auto const& [c, cost] : t.children[0]) roots.insert(roots.begin(), c);
    CAPTURE(seed);
    auto ref = expected(t, roots);
    seek::statistics stats;
    CHECK(run(seek::ida_star(roots, std::cref(t), h, stats)) == ref.order);
    CHECK(stats.nodes == ref.nodes);
    CHECK(stats.passes == ref.passes);
  }
  weighted_tree t{{{}}, {0}};
  CHECK(run(seek::ida_star(std::vector<int>{}, std::cref(t), zero)).empty());
}

TEST_CASE("ida_star's first goal is a cheapest one when h never overestimates") {
  // Random DAGs on 0..11 (edges i -> j > i, costs 1..9), searched as trees
  // from 0 for 11; the cheapest cost is computed backwards from 11.
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    seek_test::splitmix64 rng(seed);
    constexpr int n = 12;
    std::vector<std::vector<std::pair<int, int>>> edges(n);
    for (int i = 0; i < n; ++i)
      for (int j = i + 1; j < n; ++j)
        if (rng.below(3) == 0 || j == i + 1) edges[static_cast<std::size_t>(i)].emplace_back(j, 1 + static_cast<int>(rng.below(9)));
    std::vector<int> dist(n, 0);
    for (int i = n - 2; i >= 0; --i) {
      dist[static_cast<std::size_t>(i)] = std::numeric_limits<int>::max();
      for (auto [j, c] : edges[static_cast<std::size_t>(i)])
        dist[static_cast<std::size_t>(i)] = std::min(dist[static_cast<std::size_t>(i)], c + dist[static_cast<std::size_t>(j)]);
    }
    // Admissible but not exact: a random fraction of the true distance.
    std::vector<int> h(n);
    for (std::size_t i = 0; i < n; ++i) h[i] = dist[i] * static_cast<int>(rng.below(4)) / 3;
    auto next = [&edges](int x) { return edges[static_cast<std::size_t>(x)]; };
    auto heuristic = [&h](int x) { return h[static_cast<std::size_t>(x)]; };
    CAPTURE(seed);
    int found = 0;
    for (auto const& node : seek::with_paths(seek::ida_star, 0, next, heuristic) |
                                ranges::views::filter([](auto const& nd) { return nd.state() == n - 1; }) |
                                seek::first(1)) {
      ++found;
      CHECK(node.cost() == dist[0]);
      auto const path = node.path();
      REQUIRE(path.size() == node.depth() + 1);
      CHECK(path.front() == 0);
      CHECK(path.back() == n - 1);
      int sum = 0;
      for (std::size_t i = 1; i < path.size(); ++i) {
        auto const& out = edges[static_cast<std::size_t>(path[i - 1])];
        auto e = std::find_if(out.begin(), out.end(), [&](auto const& p) { return p.first == path[i]; });
        REQUIRE(e != out.end());
        sum += e->second;
      }
      CHECK(sum == node.cost());
    }
    CHECK(found == 1);
  }
}

TEST_CASE("ida_star computes only what is pulled, seek::first returns on an infinite tree") {
  int calls = 0;
  auto view = seek::ida_star(1, infinite(&calls), zero);
  auto it = view.begin();
  CHECK(*it == 1);  // pass 0: the root alone
  CHECK(calls == 0);
  ++it;  // the root's children are cut off (f 1 > 0); pass 1 expands the root again
  CHECK(*it == 2);
  CHECK(it.threshold() == 1);
  CHECK(calls == 2);
  ++it;
  CHECK(*it == 3);
  CHECK(calls == 3);  // 2 was expanded (its children cut off)

  auto pulled = seek::ida_star(1, infinite(), zero) | seek::first(15) | ranges::to<std::vector>;
  CHECK(pulled == ranges::to<std::vector>(ranges::views::iota(1, 16)));
}

TEST_CASE("ida_star statistics: nodes per pass add up, as Korf counts them") {
  for (std::uint64_t seed : {11u, 12u, 13u}) {
    auto t = random_weighted(300, seed);
    auto h = [&t](int x) { return t.h[static_cast<std::size_t>(x)]; };
    auto const ref = expected(t, {0});
    seek::statistics stats;
    std::uint64_t yielded_nodes = 0;
    std::set<std::uint64_t> passes_seen;
    for (auto const& n : seek::ida_star(0, std::cref(t), h, stats)) {
      (void)n;
      ++yielded_nodes;
      REQUIRE(stats.passes >= 1);
      REQUIRE(stats.passes <= ref.per_pass.size());
      std::uint64_t before = 0;  // the nodes of the passes before this one
      for (std::size_t k = 0; k + 1 < stats.passes; ++k) before += ref.per_pass[k];
      CHECK(stats.nodes >= before);
      CHECK(stats.nodes - before <= ref.per_pass[stats.passes - 1]);  // counted so far in this pass
      passes_seen.insert(stats.passes);
    }
    CAPTURE(seed);
    CHECK(yielded_nodes == 300);
    CHECK(passes_seen.size() == ref.passes);  // every pass yields at least one node
    CHECK(stats.passes == ref.passes);
    CHECK(stats.yielded == 300);
    std::uint64_t sum = 0;
    for (auto c : ref.per_pass) sum += c;
    CHECK(stats.nodes == sum);
  }
}

TEST_CASE("ida_star statistics are exact at every node pulled, not only at the end") {
  // What the user's statistics say after each node pulled, checked against
  // counts kept by the successor function itself: an engine that counted in
  // a copy and wrote it back only at the end would fail here.
  for (std::uint64_t seed : {21u, 22u, 23u, 24u}) {
    auto t = random_weighted(200, seed);
    auto h = [&t](int x) { return t.h[static_cast<std::size_t>(x)]; };
    std::vector<std::size_t> depth_of(t.children.size(), 0);
    for (std::size_t x = 0; x < t.children.size(); ++x)
      for (auto const& [c, cost] : t.children[x]) depth_of[static_cast<std::size_t>(c)] = depth_of[x] + 1;
    seek_test::counts_seen seen;
    auto next = [&](int x) {
      auto const& kids = t.children[static_cast<std::size_t>(x)];
      // the root is expanded once at the start of every pass
      seen.called(x == 0, depth_of[static_cast<std::size_t>(x)], kids.empty());
      return kids | ranges::views::transform([&](std::pair<int, int> const& e) {
               seen.took(depth_of[static_cast<std::size_t>(e.first)]);
               return e;
             });
    };
    auto check_counts = [&](seek::statistics const& stats) {
      CHECK(stats.nodes == 1 + seen.taken);
      CHECK(stats.expanded == seen.calls);
      CHECK(stats.failures == seen.empty);
      CHECK(stats.depth == seen.deepest);
      CHECK(stats.frontier == seen.frames);
      CHECK(stats.passes == std::max<std::uint64_t>(seen.root_calls, 1));
    };
    CAPTURE(seed);
    seek::statistics stats;
    for (bool limited : {false, true}) {  // counting alone, or with limits
      CAPTURE(limited);
      seen = {};
      std::size_t pulled = 0;
      auto const pull = [&](auto&& view) {
        for (auto const& n : view) {
          (void)n;
          ++pulled;
          check_counts(stats);
          CHECK(stats.stopped == seek::stop_reason::none);
        }
      };
      if (limited)
        pull(seek::ida_star(0, next, h, stats, seek::limits{.nodes = 1'000'000}));
      else
        pull(seek::ida_star(0, next, h, stats));
      CHECK(pulled == 200);
      check_counts(stats);
      CHECK(stats.stopped == seek::stop_reason::exhausted);
    }
    // Stopped by the consumer half-way: the figures are those of the last
    // node pulled.
    std::uint64_t const all = stats.nodes;
    seen = {};
    for (auto const& n : seek::ida_star(0, next, h, stats) | seek::first(100)) (void)n;
    check_counts(stats);
    CHECK(stats.nodes < all);
  }
}

TEST_CASE("ida_star node limits, frontier limits and cancellation end the search normally") {
  for (std::uint64_t n : {1u, 2u, 10u, 1000u}) {
    seek::statistics stats;
    std::uint64_t count = 0;
    for (auto const& node : seek::ida_star(1, infinite(), zero, stats, seek::limits{.nodes = n})) {
      (void)node;
      ++count;
    }
    CHECK(stats.nodes == n);
    CHECK(stats.stopped == seek::stop_reason::node_limit);
    CHECK(count >= 1);
    CHECK(count <= n);
  }
  seek::statistics stats;
  std::size_t deepest = 0;
  auto bounded = seek::ida_star(1, infinite(), zero, stats, seek::limits{.frontier = 5});
  for (auto it = bounded.begin(); it != bounded.end(); ++it) deepest = it.depth();
  CHECK(stats.stopped == seek::stop_reason::frontier_limit);
  CHECK(deepest == 5);

  std::stop_source source;
  seek::statistics cancelled;
  std::uint64_t count = 0;
  for (auto const& node : seek::ida_star(1, infinite(), zero, cancelled, seek::limits{.cancel = source.get_token()})) {
    (void)node;
    if (++count == 100) source.request_stop();
  }
  CHECK(cancelled.stopped == seek::stop_reason::cancelled);
}

TEST_CASE("ida_star walks a path a million states deep without recursion") {
  // With the exact distance as h every node has f = length - 1: one pass
  // goes straight down the chain.
  static constexpr int length = 1'000'000;
  auto next = [](int x) {
    return ranges::views::iota(x + 1, std::min(x + 2, length)) |
           ranges::views::transform([](int y) { return std::pair<int, int>{y, 1}; });
  };
  auto exact = [](int x) { return length - 1 - x; };
  seek::statistics stats;
  std::size_t count = 0;
  int last = -1, last_cost = -1;
  auto view = seek::ida_star(0, next, exact, stats);
  for (auto it = view.begin(); it != view.end(); ++it) {
    ++count;
    last = *it;
    last_cost = it.cost();
  }
  CHECK(count == std::size_t{length});
  CHECK(last == length - 1);
  CHECK(last_cost == length - 1);
  CHECK(stats.passes == 1);
  CHECK(stats.frontier == std::size_t{length});
}

TEST_CASE("ida_star paths and costs with double edge costs, restart and copies") {
  // Strings own memory: a path or state read after it was freed would show
  // under AddressSanitizer.
  auto next = [](std::string const& s) {
    std::vector<std::pair<std::string, double>> out;
    if (s.size() < 3) {
      out.emplace_back(s + "a", 0.5);
      out.emplace_back(s + "b", 1.25);
    }
    return out;
  };
  auto h = [](std::string const&) { return 0.0; };
  auto view = seek::with_paths(seek::ida_star, std::string{}, next, h);
  std::size_t count = 0;
  for (auto const& n : view) {
    auto const path = n.path();
    REQUIRE(path.size() == n.depth() + 1);
    CHECK(path.back() == n.state());
    double cost = 0;
    for (char c : n.state()) cost += c == 'a' ? 0.5 : 1.25;
    CHECK(n.cost() == doctest::Approx(cost));
    for (std::size_t i = 0; i < path.size(); ++i) CHECK(path[i] == n.state().substr(0, i));
    ++count;
  }
  CHECK(count == 15);
  auto states = [](auto& v) {
    std::vector<std::string> out;
    for (auto const& n : v) out.push_back(n.state());
    return out;
  };
  auto const all = states(view);
  auto it = view.begin();
  ++it;
  auto copy = view;
  CHECK(states(copy) == all);
  CHECK(states(view) == all);
  // Costs in nondecreasing order, as h is 0 (and so consistent).
  double previous = -1;
  for (auto const& n : view) {
    CHECK(n.cost() >= previous);
    previous = n.cost();
  }
}

TEST_CASE("an exception thrown by next or h propagates and ends ida_star, begin() starts again") {
  int calls = 0;
  auto next = [&calls](int x) {
    if (++calls == 3) throw std::runtime_error("boom");
    return std::vector<std::pair<int, int>>{{2 * x, 1}, {2 * x + 1, 1}};
  };
  auto view = seek::ida_star(1, next, zero);
  std::vector<int> seen;
  CHECK_THROWS_AS(
      [&] {
        for (int x : view) seen.push_back(x);
      }(),
      std::runtime_error);
  CHECK(seen == std::vector<int>{1, 2});  // the third call expands 2 in pass 1
  std::vector<int> again;
  for (int x : view | seek::first(3)) again.push_back(x);
  CHECK(again == std::vector<int>{1, 2, 3});
}

TEST_CASE("ida_star refuses a negative edge cost, naming its depth") {
  using edges = std::vector<std::pair<int, int>>;
  auto next = [](int x) { return x == 0 ? edges{{1, 2}, {2, -1}} : edges{}; };
  auto h = [](int) { return 0; };
  auto view = seek::ida_star(0, next, h);
  auto it = view.begin();
  REQUIRE(it != view.end());
  CHECK(*it == 0);
  CHECK_THROWS_WITH_AS(++it, doctest::Contains("negative or NaN edge cost to a state at depth 1"), std::invalid_argument);
}
