// Tests for seek::limits: node, frontier and time limits and cancellation,
// each ending the search normally with the reason recorded.
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/core/statistics.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/conversion.hpp>

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <stop_token>
#include <thread>
#include <vector>

#include "trees.hpp"

namespace {
// An infinite tree of uint64 with `width` children per state.
template <std::size_t width>
auto infinite() {
  return [](std::uint64_t x) {
    std::array<std::uint64_t, width> kids{};
    for (std::size_t i = 0; i < width; ++i) kids[i] = x * width + i + 1;
    return kids;
  };
}
}  // namespace

TEST_CASE("a node limit stops dfs and bfs after exactly that many states") {
  for (std::uint64_t n : {1u, 2u, 10u, 1000u}) {
    seek::statistics d, b;
    auto dn = seek::dfs(std::uint64_t{0}, infinite<2>(), d, seek::limits{.nodes = n}) | ranges::to<std::vector>;
    auto bn = seek::bfs(std::uint64_t{0}, infinite<2>(), b, seek::limits{.nodes = n}) | ranges::to<std::vector>;
    CHECK(dn.size() == n);
    CHECK(bn.size() == n);
    CHECK(d.nodes == n);
    CHECK(b.nodes == n);
    CHECK(d.stopped == seek::stop_reason::node_limit);
    CHECK(b.stopped == seek::stop_reason::node_limit);
    CHECK(d.truncated());
    CHECK(b.truncated());
  }
}

TEST_CASE("a node limit the tree fits in reports an exhausted search") {
  seek_test::explicit_tree t{{{1, 2}, {}, {}}};
  seek::statistics s;
  auto all = seek::dfs(0, std::cref(t), s, seek::limits{.nodes = 3}) | ranges::to<std::vector>;
  CHECK(all.size() == 3);
  CHECK(s.stopped == seek::stop_reason::exhausted);
  CHECK_FALSE(s.truncated());
}

TEST_CASE("a frontier limit stops bfs on a wide tree") {
  seek::statistics s;
  auto got = seek::bfs(std::uint64_t{0}, infinite<10>(), s, seek::limits{.frontier = 50}) |
             ranges::to<std::vector>;
  CHECK(s.stopped == seek::stop_reason::frontier_limit);
  CHECK(s.truncated());
  CHECK(s.frontier == 50);
  // Level order was kept up to the cut: 0, 1..10, 11..
  for (std::size_t i = 0; i < got.size(); ++i) CHECK(got[i] == i);
  CHECK(got.size() > 50);
}

TEST_CASE("a frontier limit bounds the depth of dfs") {
  seek::statistics s;
  auto got = seek::dfs(std::uint64_t{0}, infinite<1>(), s, seek::limits{.frontier = 100}) |
             ranges::to<std::vector>;
  CHECK(s.stopped == seek::stop_reason::frontier_limit);
  CHECK(s.frontier == 100);
  CHECK(got.size() == 101);  // 100 frames hold states 0..99; state 100 is produced, not expanded
  CHECK(s.depth == 100);
}

TEST_CASE("a time limit ends an endless search") {
  for (auto budget : {std::chrono::nanoseconds{0}, std::chrono::nanoseconds{std::chrono::milliseconds{5}}}) {
    seek::statistics d, b;
    std::uint64_t count = 0;
    for (auto x : seek::dfs(std::uint64_t{0}, infinite<2>(), d, seek::limits{.time = budget})) count += x > 0;
    for (auto x : seek::bfs(std::uint64_t{0}, infinite<2>(), b, seek::limits{.time = budget})) count += x > 0;
    CHECK(d.stopped == seek::stop_reason::time_limit);
    CHECK(b.stopped == seek::stop_reason::time_limit);
    CHECK(d.truncated());
    CHECK(b.truncated());
    CHECK(count <= d.nodes + b.nodes);
    if (budget.count() == 0) CHECK(d.nodes == 0);
  }
}

TEST_CASE("a time limit stops slow states within a few states of the deadline") {
  // Each expansion takes 2 ms. The clock must then be read at every state or
  // so, not once per 256 states (which would run half a second past a 20 ms
  // budget). On a loaded machine the sleeps take longer, which only lowers
  // the count.
  auto slow = [](std::uint64_t x) {
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
    return std::array<std::uint64_t, 2>{2 * x + 1, 2 * x + 2};
  };
  for (bool depth_first : {true, false}) {
    seek::statistics s;
    seek::limits lim{.time = std::chrono::milliseconds(20)};
    std::uint64_t pulled = 0;
    if (depth_first)
      for ([[maybe_unused]] auto x : seek::dfs(std::uint64_t{0}, slow, s, lim)) ++pulled;
    else
      for ([[maybe_unused]] auto x : seek::bfs(std::uint64_t{0}, slow, s, lim)) ++pulled;
    CHECK(s.stopped == seek::stop_reason::time_limit);
    CHECK(pulled == s.nodes);
    CHECK(s.nodes < 64);
  }
}

TEST_CASE("a huge time budget does not overflow the deadline") {
  seek_test::explicit_tree t{{{1}, {}}};
  seek::statistics s;
  auto all = seek::dfs(0, std::cref(t), s, seek::limits{.time = std::chrono::nanoseconds::max() - std::chrono::nanoseconds{1}}) |
             ranges::to<std::vector>;
  CHECK(all.size() == 2);
  CHECK(s.stopped == seek::stop_reason::exhausted);
}

TEST_CASE("request_stop from another thread cancels dfs and bfs") {
  for (bool breadth : {false, true}) {
    std::stop_source source;
    std::atomic<bool> running{false};
    seek::statistics s;
    std::thread stopper([&] {
      while (!running.load()) std::this_thread::yield();
      source.request_stop();
    });
    seek::limits lim{.cancel = source.get_token()};
    std::uint64_t count = 0;
    if (breadth) {
      for (auto x : seek::bfs(std::uint64_t{0}, infinite<3>(), s, lim)) {
        running.store(true);
        count += x % 2;
      }
    } else {
      for (auto x : seek::dfs(std::uint64_t{0}, infinite<3>(), s, lim)) {
        running.store(true);
        count += x % 2;
      }
    }
    stopper.join();
    CHECK(count <= s.nodes);
    CHECK(s.stopped == seek::stop_reason::cancelled);
    CHECK(s.truncated());
  }
}

TEST_CASE("limits work with several roots") {
  std::vector<std::uint64_t> roots{0, 1, 2};
  seek::statistics s;
  auto got = seek::dfs(roots, infinite<2>(), s, seek::limits{.nodes = 7}) | ranges::to<std::vector>;
  CHECK(got.size() == 7);
  CHECK(s.stopped == seek::stop_reason::node_limit);
}

TEST_CASE("a progress callback sees the statistics grow, at most once per period") {
  using namespace std::chrono_literals;
  using clock = std::chrono::steady_clock;
  for (bool breadth : {false, true}) {
    CAPTURE(breadth);
    std::vector<std::uint64_t> nodes;
    std::vector<clock::time_point> when;
    seek::statistics s;
    seek::limits lim{.time = 300ms};
    lim.progress = [&](seek::statistics const& now) {
      nodes.push_back(now.nodes);
      when.push_back(clock::now());
    };
    lim.progress_period = 20ms;
    auto const start = clock::now();
    std::uint64_t seen = 0;
    if (breadth) {
      for (auto x : seek::bfs(std::uint64_t{0}, infinite<2>(), s, lim)) seen += x > 0;
    } else {
      for (auto x : seek::dfs(std::uint64_t{0}, infinite<2>(), s, lim)) seen += x > 0;
    }
    auto const elapsed = clock::now() - start;
    CHECK(s.stopped == seek::stop_reason::time_limit);
    CHECK(seen <= s.nodes);
    // 300 ms at one call per 20 ms: about 15 calls; a loaded machine may
    // make fewer, never more than the period allows.
    REQUIRE(nodes.size() >= 2);
    CHECK(static_cast<double>(nodes.size()) * 20e-3 <= std::chrono::duration<double>(elapsed).count());
    CHECK(when.front() - start >= 20ms);
    for (std::size_t i = 1; i < nodes.size(); ++i) {
      CHECK(nodes[i] > nodes[i - 1]);
      // The monitor reads its clock a little before ours, and on a loaded
      // machine our read can come some milliseconds later still.
      CHECK(when[i] - when[i - 1] >= 15ms);
    }
    CHECK(nodes.back() <= s.nodes);
    // The callback comes at a clock check, whose period (1 to 256 states)
    // adapts to the cost of a state, so its node counts are not asserted.
  }
}

TEST_CASE("a progress callback is not called before its period, and huge periods do not overflow") {
  seek::statistics s;
  std::uint64_t calls = 0;
  seek::limits lim{.nodes = 100'000};
  lim.progress = [&](seek::statistics const&) { ++calls; };
  lim.progress_period = std::chrono::nanoseconds::max();
  std::uint64_t n = 0;
  for ([[maybe_unused]] auto x : seek::dfs(std::uint64_t{0}, infinite<2>(), s, lim)) ++n;
  CHECK(n == 100'000);
  CHECK(calls == 0);
  CHECK(s.stopped == seek::stop_reason::node_limit);
}

TEST_CASE("an exception thrown by the progress callback leaves the search through the loop") {
  struct enough {};
  seek::statistics s;
  seek::limits lim;
  lim.progress = [](seek::statistics const&) { throw enough{}; };
  lim.progress_period = std::chrono::nanoseconds{0};
  std::uint64_t seen = 0;
  auto search = seek::dfs(std::uint64_t{0}, infinite<2>(), s, lim);
  // With period 0 the first clock check (at the first state) calls it.
  auto walk = [&] {
    for (auto x : search) seen += x + 1;
  };
  CHECK_THROWS_AS(walk(), enough);
  CHECK(seen == 0);
}
