// Tests for seek/strategy/restarts.hpp: the Luby sequence, run lengths that follow the
// schedule, completeness once a run walks the whole tree, seed determinism.
#include <seek/strategy/restarts.hpp>

#include <doctest/doctest.h>

#include <range/v3/view/filter.hpp>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <set>
#include <stdexcept>
#include <stop_token>
#include <type_traits>
#include <vector>

#include <seek/range/first.hpp>

#include "graphs.hpp"

namespace {

using seek_test::decimal;

// The runs of a walk: every run starts at the root 0, and 0 occurs nowhere else.
std::vector<std::vector<int>> runs_of(std::vector<int> const& walk) {
  std::vector<std::vector<int>> runs;
  for (int x : walk) {
    if (x == 0) runs.emplace_back();
    runs.back().push_back(x);
  }
  return runs;
}

using seek_test::collect;

}  // namespace

TEST_CASE("the Luby sequence") {
  std::vector<std::uint64_t> got;
  for (std::uint64_t i = 1; i <= 31; ++i) got.push_back(seek::luby(i));
  CHECK(got == std::vector<std::uint64_t>{1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1,
                                          1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 16});
  CHECK(seek::luby((std::uint64_t{1} << 40) - 1) == std::uint64_t{1} << 39);
  CHECK_THROWS_AS(seek::luby(0), std::invalid_argument);
  static_assert(seek::luby(7) == 4);
  CHECK(seek::luby_schedule{.scale = 5}(6) == 10);
  CHECK(seek::geometric_schedule{.base = 10, .factor = 2}(4) == 80);
}

TEST_CASE("a schedule whose runs would never grow is refused") {
  CHECK_THROWS_WITH_AS(seek::luby_schedule{.scale = 0}(1), doctest::Contains("scale must be at least 1"),
                       std::invalid_argument);
  CHECK_THROWS_WITH_AS((seek::geometric_schedule{.base = 4, .factor = 0.5}(1)),
                       doctest::Contains("factor must be above 1 (the runs must grow), not 0.5"), std::invalid_argument);
  // A factor of 1 keeps every run at `base` states: on a finite tree larger
  // than that, restarts never ended (250,000 runs in a 1,000,000-node limit).
  CHECK_THROWS_WITH_AS((seek::geometric_schedule{.base = 4, .factor = 1.0}(1)),
                       doctest::Contains("factor must be above 1 (the runs must grow), not 1.0"), std::invalid_argument);
  CHECK_THROWS_AS(collect(seek::restarts(0, decimal, seek::geometric_schedule{.base = 4, .factor = 1.0})),
                  std::invalid_argument);
  CHECK_THROWS_AS((seek::geometric_schedule{.base = 0, .factor = 2}(1)), std::invalid_argument);
  // In a walk: the error comes out of the first run's start, not an endless walk.
  CHECK_THROWS_AS(collect(seek::restarts(0, decimal, seek::luby_schedule{.scale = 0})), std::invalid_argument);
}

TEST_CASE("runs follow the Luby schedule until one walks the whole tree") {
  seek::statistics stats;
  auto const walk = collect(seek::restarts(0, decimal, seek::luby_schedule{.scale = 7}, 42, stats));
  auto const runs = runs_of(walk);
  REQUIRE(!runs.empty());
  for (std::size_t i = 0; i + 1 < runs.size(); ++i) {
    CAPTURE(i);
    CHECK(runs[i].size() == 7 * seek::luby(i + 1));  // a truncated run has exactly its limit
  }
  // The last run is the first whose limit covers the tree: 7 * 256 >= 1000 at run 511.
  CHECK(runs.size() == 511);
  CHECK(7 * seek::luby(runs.size()) >= 1000);
  CHECK(runs.back().size() == 1000);
  CHECK(std::set<int>(runs.back().begin(), runs.back().end()).size() == 1000);  // each state once
  CHECK(stats.passes == runs.size());
  CHECK(stats.yielded == walk.size());
  CHECK(stats.nodes == walk.size());  // dfs runs yield every state they generate
  CHECK(stats.stopped == seek::stop_reason::exhausted);
}

TEST_CASE("each run is a depth-first walk of the tree in a random order") {
  auto const walk = collect(seek::restarts(0, decimal, seek::geometric_schedule{.base = 10, .factor = 2}, 5));
  auto const runs = runs_of(walk);
  REQUIRE(runs.size() == 8);  // 10, 20, ..., 640, then 1280 >= 1000
  std::set<std::vector<int>> distinct;
  for (std::size_t i = 0; i < runs.size(); ++i) {
    auto const& run = runs[i];
    if (i + 1 < runs.size()) CHECK(run.size() == (std::size_t{10} << i));
    // Preorder: each state's parent is the nearest earlier state that is a prefix of it.
    std::vector<int> path;
    for (int x : run) {
      while (!path.empty() && !(x != 0 && x / 10 == path.back())) path.pop_back();
      CHECK((x == 0 ? path.empty() : !path.empty()));
      path.push_back(x);
    }
    distinct.insert(std::vector<int>(run.begin(), run.begin() + 10));
  }
  CHECK(distinct.size() > 1);  // the runs are not all in the same order
}

TEST_CASE("the walk is determined by the seed, and begin() starts it again") {
  auto a = seek::restarts(0, decimal, seek::luby_schedule{.scale = 3}, 9);
  auto b = seek::restarts(0, decimal, seek::luby_schedule{.scale = 3}, 9);
  auto c = seek::restarts(0, decimal, seek::luby_schedule{.scale = 3}, 10);
  auto view = a;
  CHECK(collect(view) == collect(b));
  CHECK(collect(view) == collect(b));
  CHECK(collect(view) != collect(c));
}

TEST_CASE("finds a goal, and a zero limit counts as one state") {
  int found = -1;
  for (int x : seek::restarts(0, decimal) | ranges::views::filter([](int x) { return x == 777; }) |
                   seek::first(1))
    found = x;
  CHECK(found == 777);
  auto zero = [](std::uint64_t i) -> std::uint64_t { return i < 4 ? 0 : 2000; };
  auto const runs = runs_of(collect(seek::restarts(0, decimal, zero, 1)));
  CHECK(runs.size() == 4);
  CHECK(runs[0] == std::vector<int>{0});
  CHECK(runs[3].size() == 1000);
}

namespace {
// An infinite binary tree (unsigned: deep states wrap around, defined):
// restarts never end on it without a limit.
std::vector<std::uint64_t> two_up(std::uint64_t x) { return {2 * x + 1, 2 * x + 2}; }
}  // namespace

TEST_CASE("limits::nodes bounds the states of all runs together") {
  auto const unlimited = collect(seek::restarts(0, decimal, seek::luby_schedule{.scale = 10}, 3), 35);
  seek::statistics stats;
  auto const walk =
      collect(seek::restarts(0, decimal, seek::luby_schedule{.scale = 10}, 3, stats, seek::limits{.nodes = 35}));
  CHECK(walk == unlimited);  // the same walk, cut after 35 states: runs of 10, 10, then 15 of 20
  CHECK(runs_of(walk).size() == 3);
  CHECK(stats.passes == 3);
  CHECK(stats.nodes == 35);
  CHECK(stats.stopped == seek::stop_reason::node_limit);
  CHECK(stats.truncated());

  // A limit equal to a run's own end still ends the walk there.
  collect(seek::restarts(0, decimal, seek::luby_schedule{.scale = 10}, 3, stats, seek::limits{.nodes = 20}));
  CHECK(stats.nodes == 20);
  CHECK(stats.passes == 2);
  CHECK(stats.stopped == seek::stop_reason::node_limit);

  // A walk that ends by itself first says so.
  collect(seek::restarts(0, decimal, seek::luby_schedule{.scale = 1000}, 3, stats, seek::limits{.nodes = 5000}));
  CHECK(stats.nodes == 1000);
  CHECK(stats.stopped == seek::stop_reason::exhausted);
}

TEST_CASE("cancellation, a time limit and progress hold over all runs") {
  seek::statistics stats;
  std::stop_source source;
  std::size_t seen = 0, after_stop = 0;
  for ([[maybe_unused]] std::uint64_t x :
       seek::restarts(std::uint64_t{0}, two_up, seek::luby_schedule{.scale = 50}, 1, stats, seek::limits{.cancel = source.get_token()})) {
    if (++seen == 5000) source.request_stop();
    if (seen > 5000) ++after_stop;
    if (seen == 1'000'000) break;  // not reached unless the token is ignored
  }
  CHECK(stats.stopped == seek::stop_reason::cancelled);
  CHECK(after_stop <= 256);  // checked with the clock, once every 256 states
  CHECK(stats.passes > 10);    // the token reached a run that began after many others

  std::size_t n = 0;
  for ([[maybe_unused]] std::uint64_t x : seek::restarts(std::uint64_t{0}, two_up, seek::luby_schedule{.scale = 50}, 1, stats,
                                                seek::limits{.time = std::chrono::milliseconds(20)}))
    if (++n == 100'000'000) break;
  CHECK(stats.stopped == seek::stop_reason::time_limit);
  CHECK(n < 100'000'000);

  std::uint64_t reported = 0;
  seek::limits lim{.nodes = 20'000};
  lim.progress = [&](seek::statistics const& s) { reported = std::max(reported, s.nodes); };
  lim.progress_period = std::chrono::nanoseconds{0};
  std::uint64_t walked = 0;
  for ([[maybe_unused]] std::uint64_t x : seek::restarts(std::uint64_t{0}, two_up, seek::luby_schedule{.scale = 50}, 1, stats, lim))
    ++walked;
  CHECK(walked == 20'000);
  CHECK(stats.stopped == seek::stop_reason::node_limit);
  // No run is longer than 3,200 states (Luby term 64) before 20,000 states
  // in all: a figure beyond that counts the earlier runs.
  CHECK(reported > 10'000);
  CHECK(reported <= 20'000);
}

TEST_CASE("reseeded: run i searches with make(seed_i), in that successor's own order") {
  // The maker records the seeds it is given; its successor lists the
  // children ascending for even seeds and descending for odd ones, so each
  // run's order shows which seed made its successor.
  std::vector<std::uint64_t> seeds;
  auto make = [&seeds](std::uint64_t s) {
    seeds.push_back(s);
    return [odd = s % 2 == 1](int x) {
      auto kids = decimal(x);
      if (odd) std::reverse(kids.begin(), kids.end());
      return kids;
    };
  };
  seek::statistics stats;
  auto const walk = collect(seek::restarts(0, seek::reseeded(make), seek::luby_schedule{.scale = 7}, 42, stats));
  auto const runs = runs_of(walk);
  REQUIRE(runs.size() == 511);  // the same schedule as over a plain successor
  REQUIRE(seeds.size() == runs.size());  // one successor per run
  seek::splitmix64 expected(42);
  for (std::size_t i = 0; i < runs.size(); ++i) {
    CAPTURE(i);
    CHECK(seeds[i] == expected());
    // Depth first in the successor's order, not shuffled: the second state
    // is the first child of the root, 1 or 9.
    CHECK(runs[i][1] == (seeds[i] % 2 == 1 ? 9 : 1));
    CHECK(runs[i][2] == runs[i][1] * 10 + (seeds[i] % 2 == 1 ? 9 : 0));
  }
  CHECK(stats.stopped == seek::stop_reason::exhausted);
  CHECK(std::set<int>(runs.back().begin(), runs.back().end()).size() == 1000);
  // begin() again: the same seeds, the same walk.
  seeds.clear();
  CHECK(collect(seek::restarts(0, seek::reseeded(make), seek::luby_schedule{.scale = 7}, 42)) == walk);
}

TEST_CASE("reseeded: a goal is found, and a maker that is no successor maker fails the constraint") {
  auto make = [](std::uint64_t) { return decimal; };
  int found = -1;
  for (int x : seek::restarts(0, seek::reseeded(make), seek::luby_schedule{.scale = 3}, 7) |
                   ranges::views::filter([](int x) { return x == 987; }) | seek::first(1))
    found = x;
  CHECK(found == 987);
  auto bad = [](std::uint64_t) { return 5; };
  static_assert(!seek::detail::search_call<seek::detail::restarts_spec, int, seek::reseeded_fn<decltype(bad)>>);
  static_assert(seek::detail::search_call<seek::detail::restarts_spec, int, seek::reseeded_fn<decltype(make)>>);
}

TEST_CASE("a schedule giving a run a negative budget is refused, naming the run and the budget") {
  // -5 converted to 2^64 - 5 states meant "no limit": run 1 walked the whole tree.
  auto const minus_five = [](std::uint64_t) { return -5; };
  CHECK_THROWS_WITH_AS(collect(seek::restarts(0, decimal, minus_five)),
                       "seek::restarts: the schedule gave run 1 a budget of -5 states; a budget must not be negative",
                       std::invalid_argument);
  // ... from whichever run it comes, and for a floating-point schedule.
  auto const third_negative = [](std::uint64_t i) { return i == 3 ? std::int64_t{-1} : std::int64_t{5}; };
  CHECK_THROWS_WITH_AS(collect(seek::restarts(0, decimal, third_negative)),
                       doctest::Contains("gave run 3 a budget of -1 states"), std::invalid_argument);
  auto const half_negative = [](std::uint64_t) { return -0.5; };
  CHECK_THROWS_AS(collect(seek::restarts(0, decimal, half_negative)), std::invalid_argument);
  // 0 still counts as 1 (the documented contract): each run yields its root only, then a run of 20 ends it.
  auto const zero_then_all = [](std::uint64_t i) { return i < 3 ? 0 : 1000; };
  auto const walk = collect(seek::restarts(0, decimal, zero_then_all));
  REQUIRE(runs_of(walk).size() == 3);
  CHECK(runs_of(walk)[0] == std::vector<int>{0});
}
