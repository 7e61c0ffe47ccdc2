// Stress tests of seek::limits on the engine: random trees under random
// limits (a limited search is always a prefix of the unlimited one), edge
// values (0, 1), very deep and very wide trees, restarts, exceptions, and
// cancellation from another thread with a bound on the states produced
// after the stop was requested.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <stdexcept>
#include <stop_token>
#include <thread>
#include <type_traits>
#include <vector>


#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/core/statistics.hpp>

namespace {

std::uint64_t mix(std::uint64_t z) {  // splitmix64's finaliser
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

struct node {
  std::uint64_t id;
  int depth;
  friend bool operator==(node const&, node const&) = default;
};

// A random finite tree: 0..4 children per node, at most `max_depth` deep,
// shaped by `seed`.
struct random_tree {
  std::uint64_t seed;
  int max_depth;
  std::vector<node> operator()(node const& n) const {
    std::vector<node> kids;
    if (n.depth >= max_depth) return kids;
    auto const k = mix(n.id ^ seed) % 5;
    for (std::uint64_t i = 0; i < k; ++i) kids.push_back({mix(n.id * 7 + i + 1), n.depth + 1});
    return kids;
  }
};

// An endless chain 0 -> 1 -> 2 -> ...
auto endless_chain = [](std::uint64_t x) { return std::vector<std::uint64_t>{x + 1}; };
// An endless tree with 1000 children per state.
auto wide = [](std::uint64_t x) {
  std::vector<std::uint64_t> kids(1000);
  for (std::uint64_t i = 0; i < kids.size(); ++i) kids[i] = x * 1000 + i + 1;
  return kids;
};

template <class View>
std::vector<typename std::remove_cvref_t<View>::value_type> drain(View&& v) {
  std::vector<typename std::remove_cvref_t<View>::value_type> out;
  for (auto const& x : v) out.push_back(x);
  return out;
}

bool is_prefix(std::vector<node> const& part, std::vector<node> const& whole) {
  return part.size() <= whole.size() && std::equal(part.begin(), part.end(), whole.begin());
}

}  // namespace

TEST_CASE("limits stress: on random trees a limited search is a prefix of the unlimited one") {
  std::uint64_t rng = 12345;
  int truncated_runs = 0, whole_runs = 0;
  for (int trial = 0; trial < 200; ++trial) {
    random_tree const t{mix(rng += 0x9e3779b97f4a7c15ULL), 2 + trial % 7};
    node const root{static_cast<std::uint64_t>(trial), 0};
    bool const breadth = trial % 2 == 1;
    auto const whole = breadth ? drain(seek::bfs(root, t)) : drain(seek::dfs(root, t));
    seek::limits lim;
    auto const r = mix(rng += 0x9e3779b97f4a7c15ULL);
    if (r % 2 == 0) lim.nodes = r / 2 % (whole.size() + 3);
    else lim.frontier = r / 2 % 40;
    seek::statistics s;
    auto const part = breadth ? drain(seek::bfs(root, t, s, lim)) : drain(seek::dfs(root, t, s, lim));
    CAPTURE(trial);
    CHECK(is_prefix(part, whole));
    CHECK(s.nodes == part.size());
    CHECK(s.nodes <= lim.nodes);
    CHECK(s.frontier <= lim.frontier);
    if (s.stopped == seek::stop_reason::exhausted) {
      CHECK(part.size() == whole.size());
      ++whole_runs;
    } else {
      CHECK(s.truncated());
      CHECK(s.stopped == (r % 2 == 0 ? seek::stop_reason::node_limit : seek::stop_reason::frontier_limit));
      ++truncated_runs;
    }
    if (r % 2 == 0) CHECK(part.size() == std::min<std::uint64_t>(lim.nodes, whole.size()));
  }
  CHECK(truncated_runs > 20);
  CHECK(whole_runs > 20);
}

TEST_CASE("limits stress: zero limits produce nothing and say why") {
  seek::statistics s;
  CHECK(drain(seek::dfs(std::uint64_t{0}, endless_chain, s, seek::limits{.nodes = 0})).empty());
  CHECK(s.stopped == seek::stop_reason::node_limit);
  CHECK(drain(seek::bfs(std::uint64_t{0}, endless_chain, s, seek::limits{.nodes = 0})).empty());
  CHECK(s.stopped == seek::stop_reason::node_limit);
  // bfs: the root itself would not fit in a queue of length 0.
  CHECK(drain(seek::bfs(std::uint64_t{0}, endless_chain, s, seek::limits{.frontier = 0})).empty());
  CHECK(s.stopped == seek::stop_reason::frontier_limit);
  // dfs: the root is produced; expanding it would need one frame.
  CHECK(drain(seek::dfs(std::uint64_t{0}, endless_chain, s, seek::limits{.frontier = 0})).size() == 1);
  CHECK(s.stopped == seek::stop_reason::frontier_limit);
}

TEST_CASE("limits stress: a million-deep chain under a node limit ends without recursion") {
  seek::statistics s;
  std::uint64_t last = 0, n = 0;
  for (auto x : seek::dfs(std::uint64_t{0}, endless_chain, s, seek::limits{.nodes = 1'000'000})) {
    last = x;
    ++n;
  }
  CHECK(n == 1'000'000);
  CHECK(last == 999'999);
  CHECK(s.stopped == seek::stop_reason::node_limit);
  CHECK(s.depth == 999'999);
}

TEST_CASE("limits stress: bfs on a tree 1000 wide keeps its queue within the frontier limit") {
  for (std::uint64_t limit : {1u, 999u, 1000u, 1001u, 5000u}) {
    seek::statistics s;
    auto const got = drain(seek::bfs(std::uint64_t{0}, wide, s, seek::limits{.frontier = limit}));
    CAPTURE(limit);
    CHECK(s.stopped == seek::stop_reason::frontier_limit);
    CHECK(s.frontier <= limit);
    for (std::size_t i = 0; i < got.size(); ++i) CHECK(got[i] == i);  // level order up to the cut
  }
  // Many roots: the roots alone overflow the queue.
  std::vector<std::uint64_t> roots(100);
  for (std::uint64_t i = 0; i < roots.size(); ++i) roots[i] = i;
  seek::statistics s;
  CHECK(drain(seek::bfs(roots, endless_chain, s, seek::limits{.frontier = 10})).size() <= 10);
  CHECK(s.stopped == seek::stop_reason::frontier_limit);
  CHECK(s.frontier <= 10);
}

TEST_CASE("limits stress: begin() again restarts a limited search with fresh statistics") {
  seek::statistics s;
  auto v = seek::dfs(node{1, 0}, random_tree{99, 8}, s, seek::limits{.nodes = 37});
  auto const first = drain(v);
  auto const first_stats = s;
  auto const second = drain(v);
  CHECK(first == second);
  CHECK(s.nodes == first_stats.nodes);
  CHECK(s.stopped == first_stats.stopped);
}

TEST_CASE("limits stress: an exception from the successor ends a limited search, which can restart") {
  int calls = 0;
  auto throwing = [&calls](std::uint64_t x) {
    if (++calls == 50) throw std::runtime_error("boom");
    return std::vector<std::uint64_t>{x + 1, x + 2};
  };
  seek::statistics s;
  auto v = seek::bfs(std::uint64_t{0}, throwing, s, seek::limits{.nodes = 1000});
  CHECK_THROWS_AS(drain(v), std::runtime_error);
  CHECK_FALSE(s.stopped == seek::stop_reason::exhausted);  // never reported as a whole search
  auto const again = drain(v);  // calls is past 50: no more throws
  CHECK(again.size() == 1000);
  CHECK(s.stopped == seek::stop_reason::node_limit);
}

TEST_CASE("limits stress: cancelling bfs and dfs from another thread stops within a few hundred states") {
  for (bool breadth : {false, true}) {
    std::stop_source source;
    std::atomic<int> phase{0};  // 1: please stop; 2: stop requested
    std::thread canceller([&] {
      while (phase.load() != 1) std::this_thread::yield();
      source.request_stop();
      phase.store(2);
    });
    seek::statistics s;
    seek::limits const lim{.cancel = source.get_token()};
    std::uint64_t seen = 0, at_stop = 0;
    auto visit = [&](auto&& view) {
      for (auto x : view) {
        (void)x;
        if (++seen == 5000) {
          phase.store(1);
          while (phase.load() != 2) std::this_thread::yield();
          at_stop = s.nodes;
        }
      }
    };
    if (breadth) visit(seek::bfs(std::uint64_t{0}, wide, s, lim));
    else visit(seek::dfs(std::uint64_t{0}, endless_chain, s, lim));
    canceller.join();
    CAPTURE(breadth);
    CHECK(s.stopped == seek::stop_reason::cancelled);
    CHECK(seen >= 5000);
    CHECK(s.nodes - at_stop <= 1024);
  }
}
