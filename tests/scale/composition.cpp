// The composition matrix of the one-thread counts: seek::count plain, with
// seek::memo_by, with a seek::checkpoint, and with statistics and limits,
// against seek::dfs for every successor adaptor and root shape they take
// (composition.hpp). The refused cells are compile-fail tests.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>

#include <seek/scale/count.hpp>
#include <seek/successor/skip_seen.hpp>

#include "composition.hpp"

using seek_test::each_composition;
using seek_test::reference_count;

TEST_CASE("composition: seek::count") {
  each_composition<true>([](std::string const& name, auto const& roots, auto const& next, auto pred) {
    CAPTURE(name);
    seek::statistics st;
    CHECK(seek::count(roots, next, pred) == reference_count(roots, next, pred));
    CHECK(seek::count(roots, next, pred, st) == reference_count(roots, next, pred));
    CHECK(st.stopped == seek::stop_reason::exhausted);
  });
  // skip_seen: each state once (a tree: every state)
  auto const next = [](int x) -> std::vector<int> const& { return seek_test::composition_tree()(x); };
  CHECK(seek::count(0, seek::skip_seen<int>(next)) == 3000);
}

TEST_CASE("composition: seek::count with memo_by") {
  // A key that names the state is valid for every adaptor (the depth joins
  // it under depth_limited).
  each_composition<true>([](std::string const& name, auto const& roots, auto const& next, auto pred) {
    CAPTURE(name);
    seek::statistics st;
    CHECK(seek::count(roots, next, pred, seek::memo_by(std::identity{}), st) == reference_count(roots, next, pred));
    CHECK(st.stopped == seek::stop_reason::exhausted);
  });
}

TEST_CASE("composition: seek::count with a checkpoint") {
  each_composition<false>([](std::string const& name, auto const& roots, auto const& next, auto pred) {
    CAPTURE(name);
    seek::checkpoint cp;
    int runs = 0;
    while (!cp.finished() && runs < 1000) {
      seek::count(roots, next, pred, cp, seek::limits{.nodes = 97});
      ++runs;
    }
    CHECK(cp.finished());
    CHECK(cp.count == reference_count(roots, next, pred));
    CHECK(runs > 1);
  });
}

TEST_CASE("composition: seek::count with limits, with and without statistics") {
  each_composition<true>([](std::string const& name, auto const& roots, auto const& next, auto pred) {
    CAPTURE(name);
    seek::statistics st;
    auto const n = seek::count(roots, next, pred, seek::limits{.nodes = 50}, st);
    std::uint64_t first50 = 0, seen = 0;
    for (auto const& s : seek::dfs(roots, next)) {
      if (seen++ == 50) break;
      first50 += pred(s) ? 1 : 0;
    }
    CHECK(n == first50);
    CHECK(st.nodes == 50);
    CHECK(st.stopped == seek::stop_reason::node_limit);
    CHECK(seek::count(roots, next, pred, seek::limits{.nodes = 50}) == n);
  });
}
