// Tests for seek/strategy/bidirectional_bfs.hpp: the length of the path
// against a brute-force breadth-first distance on random small graphs,
// directed (with prev) and undirected (prev = next), each path a walk of the
// graph's edges; the ends; no path; statistics, limits, seen_by; and the
// cells of its row in the composition matrix (docs/strategies.md).
#include <seek/strategy/bidirectional_bfs.hpp>

#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <limits>
#include <optional>
#include <random>
#include <set>
#include <stop_token>
#include <utility>
#include <vector>

#include <seek/strategy/unique.hpp>
#include <seek/successor/prune.hpp>
#include <seek/successor/shuffled.hpp>

namespace {
constexpr std::size_t bidi_none = std::numeric_limits<std::size_t>::max();

// A random graph on 0..n-1: out-edges and in-edges.
struct bidi_graph {
  std::vector<std::vector<int>> out, in;
};
bidi_graph random_bidi_graph(std::mt19937& rng, int n, int edges, bool undirected) {
  bidi_graph g{std::vector<std::vector<int>>(static_cast<std::size_t>(n)),
               std::vector<std::vector<int>>(static_cast<std::size_t>(n))};
  for (int e = 0; e < edges; ++e) {
    int const a = static_cast<int>(rng() % static_cast<unsigned>(n)), b = static_cast<int>(rng() % static_cast<unsigned>(n));
    g.out[static_cast<std::size_t>(a)].push_back(b);
    g.in[static_cast<std::size_t>(b)].push_back(a);
    if (undirected) {
      g.out[static_cast<std::size_t>(b)].push_back(a);
      g.in[static_cast<std::size_t>(a)].push_back(b);
    }
  }
  return g;
}

// The fewest edges from `from` to every state (a queue; obviously right).
std::vector<std::size_t> bidi_distances(bidi_graph const& g, int from) {
  std::vector<std::size_t> d(g.out.size(), bidi_none);
  std::deque<int> queue{from};
  d[static_cast<std::size_t>(from)] = 0;
  while (!queue.empty()) {
    int const x = queue.front();
    queue.pop_front();
    for (int y : g.out[static_cast<std::size_t>(x)])
      if (d[static_cast<std::size_t>(y)] == bidi_none) {
        d[static_cast<std::size_t>(y)] = d[static_cast<std::size_t>(x)] + 1;
        queue.push_back(y);
      }
  }
  return d;
}

bool bidi_is_edge(bidi_graph const& g, int a, int b) {
  auto const& o = g.out[static_cast<std::size_t>(a)];
  return std::find(o.begin(), o.end(), b) != o.end();
}

// A path of the graph from `from` to `to` with `edges` edges.
void bidi_check_walk(bidi_graph const& g, seek::found_path<int, std::size_t> const& p, int from, int to) {
  REQUIRE(!p.path.empty());
  CHECK(p.path.front() == from);
  CHECK(p.path.back() == to);
  CHECK(p.path.size() == p.cost + 1);
  for (std::size_t i = 1; i < p.path.size(); ++i) CHECK(bidi_is_edge(g, p.path[i - 1], p.path[i]));
}

// A chain of states 0..300, each linked to the one before and the one after.
auto bidi_chain = [](int x) {
  std::vector<int> v;
  if (x > 0) v.push_back(x - 1);
  if (x < 300) v.push_back(x + 1);
  return v;
};
}  // namespace

TEST_CASE("bidirectional_bfs: the fewest edges of a brute-force search on random directed and undirected graphs") {
  std::mt19937 rng(49);
  int found = 0, none = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    bool const undirected = trial % 2 == 0;
    int const n = 2 + static_cast<int>(rng() % 40);
    int const edges = static_cast<int>(rng() % static_cast<unsigned>(3 * n));
    bidi_graph const g = random_bidi_graph(rng, n, edges, undirected);
    int const from = static_cast<int>(rng() % static_cast<unsigned>(n)), to = static_cast<int>(rng() % static_cast<unsigned>(n));
    std::size_t const want = bidi_distances(g, from)[static_cast<std::size_t>(to)];
    CAPTURE(trial);
    auto next = [&](int x) -> std::vector<int> const& { return g.out[static_cast<std::size_t>(x)]; };
    auto prev = [&](int x) -> std::vector<int> const& { return g.in[static_cast<std::size_t>(x)]; };
    auto got = undirected ? seek::bidirectional_bfs(from, to, next) : seek::bidirectional_bfs(from, to, next, prev);
    REQUIRE(got.has_value() == (want != bidi_none));
    if (!got) {
      ++none;
      continue;
    }
    ++found;
    CHECK(got->cost == want);
    bidi_check_walk(g, *got, from, to);
  }
  CHECK(found > 1000);
  CHECK(none > 300);
}

TEST_CASE("bidirectional_bfs: the start is the goal, no path, a goal of another type that makes a state") {
  auto found = seek::bidirectional_bfs(7, 7, bidi_chain);
  REQUIRE(found);
  CHECK(found->path == std::vector{7});
  CHECK(found->cost == 0);
  auto one_way = [](int x) { return std::vector<int>{x + 1}; };
  auto back = [](int x) { return x > 0 ? std::vector<int>{x - 1} : std::vector<int>{}; };
  CHECK_FALSE(seek::bidirectional_bfs(5, 3, [](int x) { return x < 10 ? std::vector<int>{x + 1} : std::vector<int>{}; },
                                      back));
  auto p = seek::bidirectional_bfs(0, 4, one_way, back);
  REQUIRE(p);
  CHECK(p->path == std::vector{0, 1, 2, 3, 4});
  auto s = seek::bidirectional_bfs(std::string("ab"), "b", [](std::string const& w) {
    return w.size() > 1 ? std::vector<std::string>{w.substr(1)} : std::vector<std::string>{};
  }, [](std::string const& w) { return std::vector<std::string>{"a" + w}; });
  REQUIRE(s);
  CHECK(s->path == std::vector<std::string>{"ab", "b"});
}

TEST_CASE("bidirectional_bfs meets in the middle: fewer states than one-way breadth-first search") {
  // A complete binary tree, children 2x and 2x + 1 below 2^16, parent x / 2:
  // from a deep leaf to another in the other half, the path goes through
  // the root; one-way bfs from the leaf climbs and then spreads down every
  // subtree it passes.
  auto tree_edges = [](int x) {
    std::vector<int> v;
    if (x > 1) v.push_back(x / 2);
    if (x < (1 << 15)) {
      v.push_back(2 * x);
      v.push_back(2 * x + 1);
    }
    return v;
  };
  int const from = (1 << 15) + 12345, to = (1 << 16) - 777;
  seek::statistics both, one;
  auto found = seek::bidirectional_bfs(from, to, tree_edges, both);
  REQUIRE(found);
  CHECK(found->cost == 30);
  auto plain = seek::shortest_path(seek::unique_bfs, from, tree_edges, [&](int x) { return x == to; }, one);
  REQUIRE(plain);
  CHECK(plain->cost == found->cost);
  CHECK(one.pruned == 0);  // unique_bfs generates each state once
  CHECK((both.nodes - both.pruned) * 3 < one.nodes);
}

TEST_CASE("matrix: statistics x bidirectional_bfs") {
  seek::statistics stats;
  stats.nodes = 99;  // reset by the search
  auto found = seek::bidirectional_bfs(0, 300, bidi_chain, stats);
  REQUIRE(found);
  CHECK(found->cost == 300);
  CHECK(stats.yielded == 1);
  CHECK(stats.passes == 1);
  CHECK(stats.expanded >= 300);
  CHECK(stats.nodes >= 301);                  // every state of the chain, once per search at least
  CHECK(stats.pruned >= 290);                 // each state inside the chain generates its parent again
  CHECK(stats.nodes - stats.pruned <= 303);   // the states recorded: each once a search, the meeting twice
  CHECK(stats.depth >= 150);                  // the deeper of the two searches, which take turns
  CHECK(stats.depth <= 151);
  CHECK(stats.frontier >= 2);
  CHECK(stats.stopped == seek::stop_reason::none);
  CHECK_FALSE(stats.truncated());
  seek::statistics nothing;
  // 1000 is off the chain: nothing leads to it.
  auto before = [](int x) { return x <= 300 ? bidi_chain(x) : std::vector<int>{}; };
  CHECK_FALSE(seek::bidirectional_bfs(0, 1000, bidi_chain, before, nothing));
  CHECK(nothing.stopped == seek::stop_reason::exhausted);
}

TEST_CASE("matrix: limits x bidirectional_bfs") {
  seek::statistics stats;
  CHECK_FALSE(seek::bidirectional_bfs(0, 300, bidi_chain, seek::limits{.nodes = 10}, stats));
  CHECK(stats.nodes == 10);
  CHECK(stats.stopped == seek::stop_reason::node_limit);
  CHECK(stats.truncated());
  CHECK_FALSE(seek::bidirectional_bfs(0, 300, bidi_chain, seek::limits{.nodes = 10}));  // without statistics
  CHECK(seek::bidirectional_bfs(0, 10, bidi_chain, seek::limits{.nodes = 100}));         // within the bound
  std::stop_source source;
  source.request_stop();
  seek::statistics cancelled;
  CHECK_FALSE(seek::bidirectional_bfs(0, 300, bidi_chain, cancelled, seek::limits{.cancel = source.get_token()}));
  CHECK(cancelled.stopped == seek::stop_reason::cancelled);
  seek::statistics crowded;
  CHECK_FALSE(seek::bidirectional_bfs(0, 300, bidi_chain, crowded, seek::limits{.frontier = 2}));
  CHECK(crowded.stopped == seek::stop_reason::frontier_limit);
}

TEST_CASE("matrix: traced_by x bidirectional_bfs") {
  // The two searches as two trees: the start's and the goal's, each root with parent 0.
  struct two_trees {
    std::vector<seek::node_event<int>> roots;
    std::uint64_t generated = 0, expanded = 0, pruned = 0, yielded = 0, finished = 0;
    seek::stop_reason reason = seek::stop_reason::none;
    void on_generated(seek::node_event<int> const& e) {
      ++generated;
      if (e.parent == 0) roots.push_back({e.state, e.id, e.parent, e.depth});
    }
    void on_expand(seek::node_event<int> const& e) {
      ++expanded;
      CHECK(e.id > 0);
    }
    void on_pruned(seek::node_event<int> const&) { ++pruned; }
    void on_yield(seek::node_event<int> const&) { ++yielded; }
    void on_finish(seek::finish_event const& e) {
      ++finished;
      reason = e.reason;
    }
  } t;
  seek::statistics stats;
  auto found = seek::bidirectional_bfs(0, 40, bidi_chain, seek::traced_by(t), stats);
  REQUIRE(found);
  CHECK(found->cost == 40);
  REQUIRE(t.roots.size() == 2);
  CHECK(t.roots[0].id == 1);
  CHECK(t.roots[1].id == 2);
  CHECK(t.generated == stats.nodes);
  CHECK(t.expanded == stats.expanded);
  CHECK(t.pruned == stats.pruned);
  CHECK(t.yielded == 1);
  CHECK(t.finished == 1);
  CHECK(t.reason == seek::stop_reason::none);
  two_trees cut;
  CHECK_FALSE(seek::bidirectional_bfs(0, 40, bidi_chain, seek::traced_by(cut), seek::limits{.nodes = 5}));
  CHECK(cut.reason == seek::stop_reason::node_limit);
}

TEST_CASE("matrix: seen_by x bidirectional_bfs") {
  // States (x, tag): the tag counts steps, noise; keyed by x, the search is the
  // chain's and the path its 40 steps (without the key, every state differs).
  auto tagged = [](std::pair<int, int> s) {
    std::vector<std::pair<int, int>> v;
    for (int y : bidi_chain(s.first)) v.emplace_back(y, s.second + 1);
    return v;
  };
  seek::statistics stats;
  auto found = seek::bidirectional_bfs(std::pair{0, 0}, std::pair{40, 0}, tagged,
                                       seek::seen_by([](std::pair<int, int> const& s) { return s.first; }), stats);
  REQUIRE(found);
  CHECK(found->cost == 40);
  CHECK(found->path.front().first == 0);
  CHECK(found->path.back().first == 40);
  CHECK(stats.nodes < 200);
}

TEST_CASE("matrix: prune x bidirectional_bfs") {
  // Pruning 150 cuts the chain: no path from 0 to 300; 0 to 149 still.
  auto cut = seek::prune(bidi_chain, [](int x) { return x == 150; });
  CHECK_FALSE(seek::bidirectional_bfs(0, 300, cut));
  auto found = seek::bidirectional_bfs(0, 149, cut);
  REQUIRE(found);
  CHECK(found->cost == 149);
}

TEST_CASE("matrix: leaf_if x bidirectional_bfs") {
  // 150 a leaf: no edge out of it, so the predecessors of 149 and 151 leave it out.
  auto next = seek::leaf_if(bidi_chain, [](int x) { return x == 150; });
  auto prev = [](int x) {
    std::vector<int> v;
    for (int y : bidi_chain(x))
      if (y != 150) v.push_back(y);
    return v;
  };
  auto into = seek::bidirectional_bfs(0, 150, next, prev);
  REQUIRE(into);
  CHECK(into->cost == 150);
  auto back_into = seek::bidirectional_bfs(160, 150, next, prev);
  REQUIRE(back_into);
  CHECK(back_into->cost == 10);
  CHECK_FALSE(seek::bidirectional_bfs(0, 300, next, prev));
  CHECK_FALSE(seek::bidirectional_bfs(150, 160, next, prev));
}

TEST_CASE("matrix: shuffled x bidirectional_bfs") {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 200; ++trial) {
    bidi_graph const g = random_bidi_graph(rng, 30, 60, true);
    std::size_t const want = bidi_distances(g, 0)[29];
    auto next = [&](int x) { return g.out[static_cast<std::size_t>(x)]; };
    auto got = seek::bidirectional_bfs(0, 29, seek::shuffled(next, static_cast<std::uint64_t>(trial)));
    REQUIRE(got.has_value() == (want != bidi_none));
    if (got) {
      CHECK(got->cost == want);
      bidi_check_walk(g, *got, 0, 29);
    }
  }
}
