// The rows of the one-thread counts in the composition matrix
// (docs/strategies.md): seek::count plain ("count"), with seek::memo_by
// ("memo count") and with a seek::checkpoint ("resumable count"), against
// seek::dfs for each adaptor a count takes. The refused cells are
// compile-fail tests (tests/compile_fail/count_*.cpp).
#include <doctest/doctest.h>

#include <cstdint>
#include <functional>

#include <seek/scale/count.hpp>
#include <seek/successor/skip_seen.hpp>

#include "composition.hpp"

using namespace seek_test::composition;

namespace {

// Stopped after `limit` states and resumed until finished.
template <class R, class F, class P>
std::uint64_t resumed(R const& roots, F const& next, P pred, std::uint64_t limit = 97) {
  seek::checkpoint cp;
  int runs = 0;
  while (!cp.finished() && runs < 1000) {
    seek::count(roots, next, pred, cp, seek::limits{.nodes = limit});
    ++runs;
  }
  CHECK(runs > 1);
  return cp.count;
}

// The statistics of dfs over the same tree.
template <class F>
seek::statistics dfs_statistics(F const& next) {
  seek::statistics st;
  for (auto const& s : seek::dfs(0, next, st)) (void)s;
  return st;
}

}  // namespace

TEST_CASE("composition: seek::count") {
  auto const check = [](auto const& roots, auto const& next) {
    CHECK(seek::count(roots, next, mult3) == reference_count(roots, next, mult3));
  };
  SUBCASE("matrix: prune x count") { check(0, pruned()); }
  SUBCASE("matrix: leaf_if x count") { check(0, leaves()); }
  SUBCASE("matrix: depth_limited x count") { check(0, bounded()); }
  SUBCASE("matrix: shuffled x count") { check(0, shuffled()); }
  SUBCASE("matrix: several roots x count") { check(roots(), plain()); }
  SUBCASE("matrix: skip_seen x count") {
    // each state once; on a tree, every state
    CHECK(seek::count(0, seek::skip_seen<int>(plain())) == 3000);
    CHECK(seek::count(std::vector<int>{0, 0}, seek::skip_seen<int>(plain())) == 3000);  // a root once
  }
  SUBCASE("matrix: statistics x count") {
    seek::statistics st;
    CHECK(seek::count(0, pruned(), mult3, st) == reference_count(0, pruned(), mult3));
    auto const dfs = dfs_statistics(pruned());
    CHECK(st.nodes == dfs.nodes);
    CHECK(st.expanded == dfs.expanded);
    CHECK(st.failures == dfs.failures);
    CHECK(st.depth == dfs.depth);
    CHECK(st.frontier == dfs.frontier);
    CHECK(st.stopped == seek::stop_reason::exhausted);
  }
  SUBCASE("matrix: limits x count") {
    seek::statistics st;
    auto const n = seek::count(0, plain(), mult3, seek::limits{.nodes = 50}, st);
    std::uint64_t first50 = 0, seen = 0;
    for (int s : seek::dfs(0, plain())) {
      if (seen++ == 50) break;
      first50 += mult3(s) ? 1 : 0;
    }
    CHECK(n == first50);
    CHECK(st.nodes == 50);
    CHECK(st.stopped == seek::stop_reason::node_limit);
    CHECK(seek::count(0, plain(), mult3, seek::limits{.nodes = 50}) == n);  // without statistics
  }
}

TEST_CASE("composition: seek::count with memo_by") {
  // A key naming the state is valid with every adaptor (under depth_limited
  // the count adds the depth to it).
  auto const by_state = seek::memo_by(std::identity{});
  auto const check = [&](auto const& roots, auto const& next) {
    CHECK(seek::count(roots, next, mult3, by_state) == reference_count(roots, next, mult3));
  };
  SUBCASE("matrix: prune x memo count") { check(0, pruned()); }
  SUBCASE("matrix: leaf_if x memo count") { check(0, leaves()); }
  SUBCASE("matrix: depth_limited x memo count") { check(0, bounded()); }
  SUBCASE("matrix: shuffled x memo count") { check(0, shuffled()); }
  SUBCASE("matrix: several roots x memo count") { check(roots(), plain()); }
  SUBCASE("matrix: statistics x memo count") {
    seek::statistics st;
    CHECK(seek::count(0, plain(), mult3, by_state, st) == reference_count(0, plain(), mult3));
    CHECK(st.nodes == 3000);  // no key repeats in a tree: nothing remembered
    CHECK(st.memo_hits == 0);
    CHECK(st.stopped == seek::stop_reason::exhausted);
  }
  SUBCASE("matrix: limits x memo count") {
    seek::statistics st;
    auto const n = seek::count(0, plain(), mult3, by_state, seek::limits{.nodes = 50}, st);
    CHECK(st.nodes == 50);
    CHECK(st.stopped == seek::stop_reason::node_limit);
    CHECK(n < reference_count(0, plain(), mult3));
  }
}

TEST_CASE("composition: seek::count with a checkpoint") {
  auto const check = [](auto const& roots, auto const& next) {
    CHECK(resumed(roots, next, mult3) == reference_count(roots, next, mult3));
  };
  SUBCASE("matrix: prune x resumable count") { check(0, pruned()); }
  SUBCASE("matrix: leaf_if x resumable count") { check(0, leaves()); }
  SUBCASE("matrix: depth_limited x resumable count") { check(0, bounded()); }
  SUBCASE("matrix: several roots x resumable count") { check(roots(), plain()); }
  SUBCASE("matrix: limits x resumable count") { check(0, plain()); }
  SUBCASE("matrix: statistics x resumable count") {
    seek::checkpoint cp;
    seek::statistics st;
    CHECK(seek::count(0, pruned(), mult3, cp, st) == reference_count(0, pruned(), mult3));
    auto const dfs = dfs_statistics(pruned());
    CHECK(st.nodes == dfs.nodes);
    CHECK(st.expanded == dfs.expanded);
    CHECK(st.failures == dfs.failures);
    CHECK(st.depth == dfs.depth);
    CHECK(st.stopped == seek::stop_reason::exhausted);
    CHECK(cp.finished());
  }
}
