// Tests for seek/scale/parallel.hpp: counts, visits and goals on several threads
// against sequential seek::dfs, on balanced, unbalanced, deep and real trees.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <fstream>
#include <map>
#include <mutex>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/task_arena.h>

#include <range/v3/view/iota.hpp>
#include <range/v3/view/transform.hpp>

#include <seek/strategy/dfs.hpp>
#include <seek/scale/parallel.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/successor/prune.hpp>
#include <seek/sudoku/sudoku.hpp>

#include "../../examples/models/queens.hpp"
#include "../engine/trees.hpp"

namespace {

// A UTS-style binomial tree: the root has `root_children` children; every
// other node has `m` children with probability q, else none. With q*m close
// to 1 subtree sizes vary wildly: a very unbalanced tree, made on the fly.
struct node {
  std::uint64_t id;
  int depth;
};
struct binomial {
  int root_children = 2000;
  int m = 4;
  std::uint64_t q_per_mille = 245;
  std::vector<node> operator()(node const& n) const {
    seek_test::splitmix64 rng(n.id);
    int const k = n.depth == 0 ? root_children : (rng() % 1000 < q_per_mille ? m : 0);
    std::vector<node> out;
    for (int i = 0; i < k; ++i) out.push_back({rng(), n.depth + 1});
    return out;
  }
};

// A complete b-ary tree of the given height, as a lazy view.
auto balanced(int b, int height) {
  return [b, height](node const& n) {
    int const k = n.depth < height ? b : 0;
    return ranges::views::iota(0, k) | ranges::views::transform([n, b](int i) {
             return node{n.id * static_cast<std::uint64_t>(b) + static_cast<std::uint64_t>(i) + 1, n.depth + 1};
           });
  };
}

template <class S, class F, class P>
std::uint64_t dfs_count(S const& root, F next, P pred, seek::statistics& stats) {
  std::uint64_t n = 0;
  for (auto const& s : seek::dfs(root, next, stats))
    if (pred(s)) ++n;
  return n;
}

// Runs `f` with exactly `threads` worker threads (more than the machine's
// cores too: global_control lifts oneTBB's default cap).
template <class F>
auto with_threads(int threads, F f) {
  tbb::global_control cap(tbb::global_control::max_allowed_parallelism, static_cast<std::size_t>(threads));
  tbb::task_arena arena(threads);
  return arena.execute(f);
}

auto const any = [](auto const&) { return true; };

void same_stats(seek::statistics const& a, seek::statistics const& b) {
  CHECK(a.nodes == b.nodes);
  CHECK(a.expanded == b.expanded);
  CHECK(a.failures == b.failures);
  CHECK(a.depth == b.depth);
  CHECK(a.stopped == b.stopped);
}

}  // namespace

TEST_CASE("parallel::count equals sequential dfs on balanced, unbalanced and random trees") {
  auto const leaf_like = [](node const& n) { return n.id % 3 == 0; };
  for (int threads : {1, 2, 4}) {
    CAPTURE(threads);
    {
      seek::statistics seq, par;
      auto const expect = dfs_count(node{0, 0}, balanced(3, 9), leaf_like, seq);
      auto const got = with_threads(threads, [&] { return seek::parallel::count(node{0, 0}, balanced(3, 9), leaf_like, par); });
      CHECK(got == expect);
      same_stats(seq, par);
      CHECK(par.nodes == 29524);  // (3^10 - 1) / 2
    }
    {
      seek::statistics seq, par;
      auto const expect = dfs_count(node{1, 0}, binomial{}, leaf_like, seq);
      auto const got = with_threads(threads, [&] { return seek::parallel::count(node{1, 0}, binomial{}, leaf_like, par); });
      CHECK(seq.nodes > 10000);
      CHECK(got == expect);
      same_stats(seq, par);
    }
    {
      auto const tree = seek_test::random_tree(100000, 17);
      auto const next = [&tree](int x) -> std::vector<int> const& { return tree(x); };
      auto const even = [](int x) { return x % 2 == 0; };
      seek::statistics seq, par;
      auto const expect = dfs_count(0, next, even, seq);
      auto const got = with_threads(threads, [&] { return seek::parallel::count(0, next, even, par); });
      CHECK(expect == 50000);
      CHECK(got == expect);
      same_stats(seq, par);
    }
  }
}

namespace {
std::vector<int> heap_below_64(int const& n) { return n < 64 ? std::vector{2 * n, 2 * n + 1} : std::vector<int>{}; }
bool is_odd_state(int const& n) { return n % 2 == 1; }
}  // namespace

TEST_CASE("parallel::count takes plain functions as successor function and predicate, as seek::count does") {
  auto const expected = seek::count(1, heap_below_64, is_odd_state);
  CHECK(expected == 64);
  CHECK(seek::parallel::count(1, heap_below_64, is_odd_state) == expected);
  CHECK(seek::parallel::count(1, heap_below_64, &is_odd_state) == expected);
}

TEST_CASE("parallel::count walks a chain a million states deep without recursion") {
  auto const chain = [](int n) { return n < 1000000 ? std::vector<int>{n + 1} : std::vector<int>{}; };
  seek::statistics stats;
  auto const got = with_threads(2, [&] { return seek::parallel::count(0, chain, any, stats); });
  CHECK(got == 1000001);
  CHECK(stats.depth == 1000000);
  CHECK(stats.failures == 1);
  CHECK(stats.stopped == seek::stop_reason::exhausted);
}

TEST_CASE("parallel::count on n-queens matches OEIS A000170") {
  std::map<int, std::uint64_t> known;
  std::ifstream in(std::string(SEEK_SHARED_DATA) + "/nqueens_counts.txt");
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    auto const space = line.find(' ');
    known[std::stoi(line.substr(0, space))] = std::stoull(line.substr(space + 1));
  }
  if (known.empty()) {
    MESSAGE("skipped: nqueens_counts.txt not found in " << SEEK_SHARED_DATA);
    return;
  }
  auto const complete = [](queens::board const& b) { return b.rows == b.size; };
  for (int n = 1; n <= 11; ++n) {
    CAPTURE(n);
    CHECK(with_threads(2, [&] { return seek::parallel::count(queens::root(n), queens::next, complete); }) == known.at(n));
  }
#ifdef NDEBUG
  CHECK(with_threads(3, [&] { return seek::parallel::count(queens::root(12), queens::next, complete); }) == known.at(12));
#endif
}

TEST_CASE("parallel::count on sudoku: the 4x4 grids and puzzles with known counts") {
  namespace sdk = seek::sudoku;
  auto const complete = [](auto const& b) { return b.complete(); };
  CHECK(with_threads(2, [&] { return seek::parallel::count(sdk::board<2>{}, sdk::first_empty, complete); }) == 288);
  CHECK(with_threads(2, [&] { return seek::parallel::count(sdk::board<2>{}, sdk::propagate, complete); }) == 288);

  std::ifstream in(std::string(SEEK_SHARED_DATA) + "/counted_puzzles.txt");
  int checked = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.size() < 83 || line[0] == '#') continue;
    auto const parsed = sdk::parse_puzzle(line.substr(0, 81));
    auto const& g = std::get<sdk::grid>(parsed);
    auto const expect = std::stoull(line.substr(82));
    auto const b = sdk::board<3>::from_grid(g);
    CAPTURE(line);
    seek::statistics seq, par;
    CHECK(with_threads(2, [&] { return seek::parallel::count(b, sdk::propagate, complete, par); }) == expect);
    CHECK(dfs_count(b, sdk::propagate, complete, seq) == expect);
    same_stats(seq, par);
    ++checked;
  }
  if (checked == 0) MESSAGE("skipped: counted_puzzles.txt not found in " << SEEK_SHARED_DATA);
}

TEST_CASE("parallel::for_each visits every state once") {
  auto const tree = seek_test::random_tree(20000, 5);
  auto const next = [&tree](int x) -> std::vector<int> const& { return tree(x); };
  std::vector<std::atomic<int>> seen(tree.size());
  with_threads(2, [&] { seek::parallel::for_each(0, next, [&](int x) { seen[static_cast<std::size_t>(x)].fetch_add(1); }); });
  int wrong = 0;
  for (auto const& s : seen) wrong += s.load() != 1;
  CHECK(wrong == 0);
}

TEST_CASE("parallel::find_first returns the goal dfs meets first, find_any some goal") {
  auto const tree = seek_test::random_tree(50000, 9);
  auto const next = [&tree](int x) -> std::vector<int> const& { return tree(x); };
  for (int goal_mod : {997, 4999, 49999, 50001}) {
    CAPTURE(goal_mod);
    auto const goal = [goal_mod](int x) { return x != 0 && x % goal_mod == 0; };
    std::optional<int> expect;
    for (int x : seek::dfs(0, next))
      if (goal(x)) {
        expect = x;
        break;
      }
    for (int threads : {1, 2, 4}) {
      CHECK(with_threads(threads, [&] { return seek::parallel::find_first(0, next, goal); }) == expect);
      auto const some = with_threads(threads, [&] { return seek::parallel::find_any(0, next, goal); });
      CHECK(some.has_value() == expect.has_value());
      if (some) CHECK(goal(*some));
    }
  }
}

TEST_CASE("parallel: node and time limits, cancellation, exceptions") {
  auto const big = balanced(4, 12);  // 22 million states
  SUBCASE("a node limit is exact") {
    for (std::uint64_t limit : {1ull, 7ull, 1000ull, 123457ull}) {
      seek::statistics stats;
      auto const n = with_threads(2, [&] { return seek::parallel::count(node{0, 0}, big, any, stats, seek::limits{.nodes = limit}); });
      CHECK(n == limit);
      CHECK(stats.nodes == limit);
      CHECK(stats.stopped == seek::stop_reason::node_limit);
    }
    // Many small pieces (a sudoku with four rows given, 632,016
    // completions): pieces end while others still hold chunks of the
    // budget, and what they give back is spent too, not lost.
    namespace sdk = seek::sudoku;
    auto const rows = sdk::board<3>::from_grid(std::get<sdk::grid>(sdk::parse_puzzle(
        "123456789456789123789123456912345678.............................................")));
    for (int threads : {2, 3}) {
      for (std::uint64_t limit : {5000ull, 100000ull}) {
        seek::statistics stats;
        with_threads(threads, [&] {
          return seek::parallel::count(rows, sdk::propagate, [](auto const& b) { return b.complete(); }, stats,
                                       seek::limits{.nodes = limit});
        });
        CHECK(stats.nodes == limit);
        CHECK(stats.stopped == seek::stop_reason::node_limit);
      }
    }
  }
  SUBCASE("a time limit stops the count") {
    seek::statistics stats;
    auto const t0 = std::chrono::steady_clock::now();
    with_threads(2, [&] { return seek::parallel::count(node{0, 0}, big, any, stats, seek::limits{.time = std::chrono::milliseconds(50)}); });
    CHECK(stats.stopped == seek::stop_reason::time_limit);
    CHECK(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(5));
  }
  SUBCASE("a stop token cancels it") {
    std::stop_source source;
    std::atomic<std::uint64_t> seen{0};
    seek::statistics stats;
    auto const pred = [&](node const&) {
      if (seen.fetch_add(1) == 5000) source.request_stop();
      return true;
    };
    with_threads(2, [&] { return seek::parallel::count(node{0, 0}, big, pred, stats, seek::limits{.cancel = source.get_token()}); });
    CHECK(stats.stopped == seek::stop_reason::cancelled);
    CHECK(stats.nodes < 100000);
  }
  SUBCASE("an exception in the successor function reaches the caller") {
    auto const throwing = [](int n) {
      if (n == 5000) throw std::runtime_error("boom");
      return n < 10000 ? std::vector<int>{2 * n + 1, 2 * n + 2} : std::vector<int>{};
    };
    CHECK_THROWS_WITH(with_threads(2, [&] { return seek::parallel::count(0, throwing, any); }), "boom");
  }
}

TEST_CASE("parallel: limits::progress is called during the search, by one worker at a time") {
  auto const big = balanced(4, 12);  // 22 million states
  std::stop_source source;
  std::atomic<int> inside{0};
  bool overlapped = false;
  std::vector<std::uint64_t> nodes;
  std::vector<std::chrono::steady_clock::time_point> when;
  seek::limits lim;
  lim.cancel = source.get_token();
  lim.progress_period = std::chrono::milliseconds(2);
  lim.progress = [&](seek::statistics const& s) {
    if (inside.fetch_add(1) != 0) overlapped = true;
    nodes.push_back(s.nodes);
    when.push_back(std::chrono::steady_clock::now());
    if (nodes.size() == 5) source.request_stop();  // long before the 22 million
    inside.fetch_sub(1);
  };
  seek::statistics stats;
  auto const t0 = std::chrono::steady_clock::now();
  with_threads(2, [&] { return seek::parallel::count(node{0, 0}, big, any, stats, lim); });
  CHECK_FALSE(overlapped);
  REQUIRE(nodes.size() == 5);  // the search ended because the hook said so
  CHECK(stats.stopped == seek::stop_reason::cancelled);
  // At most once per period: the k-th call comes k periods after the start
  // at the earliest (the period runs from the clock read that decided the
  // previous call, a little before the callback's own reading).
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    CHECK(when[i] - t0 >= static_cast<long>(i + 1) * lim.progress_period);
    if (i > 0) CHECK(nodes[i] >= nodes[i - 1]);
  }
  CHECK(nodes.front() > 0);
  // Taken from the budget, not yet all visited: at most a chunk per worker ahead.
  CHECK(nodes.back() <= stats.nodes + 2 * seek::parallel::detail::control::chunk);
}

TEST_CASE("parallel: an exception thrown by limits::progress reaches the caller") {
  seek::limits throwing;
  throwing.progress_period = std::chrono::milliseconds(1);
  throwing.progress = [](seek::statistics const&) { throw std::runtime_error("from the hook"); };
  seek::statistics stats;
  CHECK_THROWS_WITH(
      with_threads(2, [&] { return seek::parallel::count(node{0, 0}, balanced(4, 12), any, stats, throwing); }),
      "from the hook");
}

TEST_CASE("parallel: several roots, depth_limited and prune, as sequential dfs") {
  auto const tree = seek_test::random_tree(30000, 29);
  auto const next = [&tree](int x) -> std::vector<int> const& { return tree(x); };
  auto const odd = [](int x) { return x % 2 == 1; };
  std::vector<int> const roots{5, 0, 17, 5};  // a repeated root counts twice, as in dfs
  for (auto depth : {std::size_t{0}, std::size_t{3}, std::size_t{50}}) {
    CAPTURE(depth);
    auto const bounded = seek::depth_limited(next, depth);
    seek::statistics seq, par;
    auto const expect = dfs_count(roots, bounded, odd, seq);
    CHECK(with_threads(2, [&] { return seek::parallel::count(roots, bounded, odd, par); }) == expect);
    same_stats(seq, par);
    // find_first meets the first odd state in dfs's order over the roots
    std::optional<int> first;
    for (int x : seek::dfs(roots, bounded))
      if (odd(x)) {
        first = x;
        break;
      }
    CHECK(with_threads(2, [&] { return seek::parallel::find_first(roots, bounded, odd); }) == first);
  }
  auto const pruned = seek::prune(next, [](int x) { return x % 5 == 0; });
  seek::statistics seq, par;
  CHECK(with_threads(2, [&] { return seek::parallel::count(0, pruned, par); }) == dfs_count(0, pruned, any, seq));
  same_stats(seq, par);
  // for_each with statistics and a node limit, options in any order
  std::atomic<int> calls{0};
  seek::statistics each;
  with_threads(2, [&] {
    seek::parallel::for_each(roots, next, [&](int) { calls.fetch_add(1); }, seek::limits{.nodes = 1234}, each);
  });
  CHECK(calls.load() == 1234);
  CHECK(each.stopped == seek::stop_reason::node_limit);
}
