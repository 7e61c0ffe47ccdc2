// The row of seek::parallel::count in the composition matrix
// (docs/strategies.md), against seek::dfs for each adaptor it takes; for_each,
// find_first and the checkpoint go through the same cases. The refused cells
// are compile-fail tests (tests/compile_fail/parallel_*.cpp).
#include <doctest/doctest.h>

#include <atomic>
#include <cstdint>
#include <optional>

#include <oneapi/tbb/task_arena.h>

#include <seek/scale/parallel.hpp>

#include "../scale/composition.hpp"

using namespace seek_test::composition;

TEST_CASE("composition: seek::parallel") {
  tbb::task_arena arena(2);
  auto const check = [&](auto const& roots, auto const& next) {
    auto const expect = reference_count(roots, next, mult3);
    arena.execute([&] {
      CHECK(seek::parallel::count(roots, next, mult3) == expect);
      seek::checkpoint cp;
      for (int runs = 0; !cp.finished() && runs < 1000; ++runs)
        seek::parallel::count(roots, next, mult3, seek::limits{.nodes = 97}, cp);
      CHECK(cp.count == expect);
      std::atomic<std::uint64_t> each{0};
      seek::parallel::for_each(roots, next, [&](int s) { each += mult3(s) ? 1u : 0u; });
      CHECK(each.load() == expect);
      auto const goal = [](int s) { return s != 0 && s % 3 == 0; };
      std::optional<int> first;
      for (int s : seek::dfs(roots, next))
        if (goal(s)) {
          first = s;
          break;
        }
      CHECK(seek::parallel::find_first(roots, next, goal) == first);
    });
  };
  SUBCASE("matrix: prune x parallel::count") { check(0, pruned()); }
  SUBCASE("matrix: leaf_if x parallel::count") { check(0, leaves()); }
  SUBCASE("matrix: depth_limited x parallel::count") { check(0, bounded()); }
  SUBCASE("matrix: several roots x parallel::count") { check(roots(), plain()); }
  SUBCASE("matrix: statistics x parallel::count") {
    seek::statistics par, seq;
    CHECK(arena.execute([&] { return seek::parallel::count(0, pruned(), mult3, par); }) ==
          reference_count(0, pruned(), mult3));
    for (int s : seek::dfs(0, pruned(), seq)) (void)s;
    CHECK(par.nodes == seq.nodes);
    CHECK(par.expanded == seq.expanded);
    CHECK(par.failures == seq.failures);
    CHECK(par.depth == seq.depth);
    CHECK(par.stopped == seek::stop_reason::exhausted);
  }
  SUBCASE("matrix: limits x parallel::count") {
    seek::statistics st;
    arena.execute([&] { return seek::parallel::count(0, plain(), mult3, seek::limits{.nodes = 500}, st); });
    CHECK(st.nodes == 500);
    CHECK(st.stopped == seek::stop_reason::node_limit);
  }
}
