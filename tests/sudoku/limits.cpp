// Limits on sudoku searches: every bound ends the search with a reason in
// stats.stopped that tells it from "no solution", and searches that would
// run for ages (the empty 9x9 board has about 6.7e21 solutions) stay bounded
// in nodes, memory and time. The bounds go through solutions(b, s, order,
// stats, limits) and through the solve/count overloads that take them.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <stop_token>
#include <string>
#include <thread>

#include <seek/sudoku/sudoku.hpp>

#include "grids.hpp"

namespace sdk = seek::sudoku;

namespace {

using namespace std::chrono_literals;
using seek_test::inkala;  // far from the root for first_empty

sdk::board<3> board9(std::string const& s) {
  sdk::grid g(3);
  for (std::size_t i = 0; i < 81; ++i) g.cells[i] = s[i] == '.' ? 0 : s[i] - '0';
  return sdk::board<3>::from_grid(g);
}

// No solution, though no given repeats: row 1 needs a 9, and the only open
// cell of row 1 sees a 9 in its column.
std::string const dead = [] {
  std::string s(81, '.');
  for (int c = 0; c < 8; ++c) s[static_cast<std::size_t>(c)] = static_cast<char>('1' + c);
  s[17] = '9';
  return s;
}();

template <int N, class S, class O>
std::uint64_t run(sdk::board<N> const& b, S s, O o, seek::statistics& stats, seek::limits lim) {
  std::uint64_t n = 0;
  for (auto const& sol : sdk::solutions(b, s, o, stats, std::move(lim))) n += sol.complete();
  return n;
}

}  // namespace

TEST_CASE("limits: a node limit on the empty 9x9 board stops every successor and order") {
  sdk::board<3> const empty;
  auto check = [&](auto s, auto o) {
    seek::statistics stats;
    std::uint64_t const found = run(empty, s, o, stats, seek::limits{.nodes = 500});
    CHECK(stats.stopped == seek::stop_reason::node_limit);
    CHECK(stats.truncated());
    CHECK(stats.nodes == 500);
    CHECK(found <= stats.nodes);
  };
  for (auto o : {0, 1}) {
    auto each = [&](auto s) { o == 0 ? check(s, seek::dfs) : check(s, seek::bfs); };
    each(sdk::first_empty);
    each(sdk::fewest_candidates);
    each(sdk::propagate);
  }
}

TEST_CASE("limits: a search cut short is not mistaken for no solution") {
  // Both searches below find nothing; only stats tell them apart.
  seek::statistics cut, whole;
  CHECK(run(board9(inkala), sdk::first_empty, seek::dfs, cut, seek::limits{.nodes = 50}) == 0);
  CHECK(cut.stopped == seek::stop_reason::node_limit);
  CHECK(cut.truncated());
  CHECK(run(board9(dead), sdk::propagate, seek::dfs, whole, seek::limits{.nodes = 100000}) == 0);
  CHECK(whole.stopped == seek::stop_reason::exhausted);
  CHECK_FALSE(whole.truncated());
  // With room enough, the same bounded search does find Inkala's solution.
  seek::statistics room;
  CHECK(run(board9(inkala), sdk::propagate, seek::dfs, room, seek::limits{.nodes = 100000}) == 1);
  CHECK(room.stopped == seek::stop_reason::exhausted);
}

TEST_CASE("limits: bfs over the empty 9x9 board stops at its frontier limit with bounded memory") {
  sdk::board<3> const empty;
  for (std::uint64_t limit : {1u, 9u, 1000u, 20000u}) {
    seek::statistics stats;
    run(empty, sdk::first_empty, seek::bfs, stats, seek::limits{.frontier = limit});
    CHECK(stats.stopped == seek::stop_reason::frontier_limit);
    CHECK(stats.truncated());
    CHECK(stats.frontier <= limit);  // the queue never held more boards than allowed
    CHECK(stats.frontier >= (limit < 9 ? limit : 9));
  }
  // The propagate successor too (fewer, fuller boards per level).
  seek::statistics stats;
  run(empty, sdk::propagate, seek::bfs, stats, seek::limits{.frontier = 2000});
  CHECK(stats.stopped == seek::stop_reason::frontier_limit);
  CHECK(stats.frontier <= 2000);
}

TEST_CASE("limits: a frontier limit on dfs bounds the depth of the stack") {
  seek::statistics stats;
  run(sdk::board<3>{}, sdk::first_empty, seek::dfs, stats, seek::limits{.frontier = 30});
  CHECK(stats.stopped == seek::stop_reason::frontier_limit);
  CHECK(stats.frontier <= 30);
  CHECK(stats.depth <= 30);
}

TEST_CASE("limits: a time limit ends an enumeration of the empty 9x9 board") {
  // No assertion on how long it took: only that it ended, and why.
  for (auto budget : {0ms, 20ms}) {
    seek::statistics d, b;
    run(sdk::board<3>{}, sdk::propagate, seek::dfs, d, seek::limits{.time = budget});
    run(sdk::board<3>{}, sdk::fewest_candidates, seek::bfs, b, seek::limits{.time = budget});
    CHECK(d.stopped == seek::stop_reason::time_limit);
    CHECK(b.stopped == seek::stop_reason::time_limit);
  }
}

TEST_CASE("limits: cancelling from another thread ends an endless dfs enumeration promptly") {
  // The search thread hands over after 1000 solutions and waits until the
  // other thread has called request_stop; from then on it may produce only
  // the few states between two looks at the stop token.
  std::stop_source source;
  std::atomic<int> phase{0};  // 0 searching, 1 waiting for the stop, 2 stop requested
  std::thread canceller([&] {
    while (phase.load() != 1) std::this_thread::yield();
    source.request_stop();
    phase.store(2);
  });
  seek::statistics stats;
  std::uint64_t found = 0, nodes_at_stop = 0;
  for (auto const& s : sdk::solutions(sdk::board<3>{}, sdk::propagate, seek::dfs, stats,
                                      seek::limits{.cancel = source.get_token()})) {
    if (!s.complete()) continue;
    if (++found == 1000) {
      phase.store(1);
      while (phase.load() != 2) std::this_thread::yield();
      nodes_at_stop = stats.nodes;
    }
  }
  canceller.join();
  CHECK(found >= 1000);
  CHECK(stats.stopped == seek::stop_reason::cancelled);
  CHECK(stats.truncated());
  CHECK(stats.nodes - nodes_at_stop <= 1024);
}

TEST_CASE("limits: a token already stopped ends the search before its root") {
  std::stop_source source;
  source.request_stop();
  seek::statistics stats;
  CHECK(run(sdk::board<3>{}, sdk::propagate, seek::dfs, stats, seek::limits{.cancel = source.get_token()}) == 0);
  CHECK(stats.stopped == seek::stop_reason::cancelled);
  CHECK(stats.nodes == 0);
}

TEST_CASE("limits: node limits bound searches on large boards too") {
  for (int box : {4, 5, 8}) {
    CAPTURE(box);
    sdk::grid const g(box);  // empty 16x16, 25x25, 64x64
    auto const stats = sdk::with_board(g, [](auto const& b) {
      seek::statistics s;
      run(b, sdk::propagate, seek::dfs, s, seek::limits{.nodes = 3});
      return s;
    });
    CHECK(stats.stopped == seek::stop_reason::node_limit);
    CHECK(stats.nodes == 3);
  }
}

TEST_CASE("limits: the first limit reached is the one reported") {
  seek::statistics stats;
  run(sdk::board<3>{}, sdk::first_empty, seek::bfs, stats, seek::limits{.nodes = 100, .frontier = 1000000});
  CHECK(stats.stopped == seek::stop_reason::node_limit);
  run(sdk::board<3>{}, sdk::first_empty, seek::bfs, stats, seek::limits{.nodes = 1000000, .frontier = 100});
  CHECK(stats.stopped == seek::stop_reason::frontier_limit);
}

TEST_CASE("limits: solve and count take limits, and say when they were cut short") {
  sdk::board<3> const empty = board9(std::string(81, '.'));
  seek::statistics stats;
  // The empty board has about 6.7e21 solutions: counting them all must stop.
  std::uint64_t const n = sdk::count(empty, UINT64_MAX, stats, seek::limits{.nodes = 5000});
  CHECK(stats.truncated());
  CHECK(stats.stopped == seek::stop_reason::node_limit);
  CHECK(stats.nodes == 5000);
  CHECK(n > 0);  // a lower bound: some solutions were met within 5000 states

  // A solvable puzzle under a limit too small to reach a solution: empty, but
  // truncated, so not "no solution".
  CHECK_FALSE(sdk::solve(board9(inkala), stats, seek::limits{.nodes = 1}).has_value());
  CHECK(stats.truncated());

  // Without a binding limit the answers are the plain ones, and complete.
  auto const solved = sdk::solve(board9(inkala), stats);
  REQUIRE(solved.has_value());
  CHECK(solved->to_grid().cells == sdk::solve(board9(inkala))->to_grid().cells);
  CHECK(stats.stopped == seek::stop_reason::none);  // stopped pulling at the solution
  CHECK(sdk::count(board9(dead), 2, stats) == 0);
  CHECK(stats.stopped == seek::stop_reason::exhausted);
  CHECK_FALSE(stats.truncated());
}
