// The composition matrix of seek::parallel: count (plain, with statistics,
// with a checkpoint), for_each and find_first against seek::dfs for every
// successor adaptor and root shape they take (tests/scale/composition.hpp).
// The refused cells (skip_seen, shuffled, memo_by) are compile-fail tests.
#include <doctest/doctest.h>

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>

#include <oneapi/tbb/task_arena.h>

#include <seek/scale/parallel.hpp>

#include "../scale/composition.hpp"

using seek_test::each_composition;
using seek_test::reference_count;

TEST_CASE("composition: seek::parallel") {
  tbb::task_arena arena(2);
  each_composition<false>([&](std::string const& name, auto const& roots, auto const& next, auto pred) {
    CAPTURE(name);
    auto const expect = reference_count(roots, next, pred);
    arena.execute([&] {
      seek::statistics st;
      CHECK(seek::parallel::count(roots, next, pred) == expect);
      CHECK(seek::parallel::count(roots, next, pred, st) == expect);
      CHECK(st.nodes == reference_count(roots, next, [](auto const&) { return true; }));
      seek::checkpoint cp;
      for (int runs = 0; !cp.finished() && runs < 1000; ++runs)
        seek::parallel::count(roots, next, pred, seek::limits{.nodes = 97}, cp);
      CHECK(cp.count == expect);
      std::atomic<std::uint64_t> each{0};
      seek::parallel::for_each(roots, next, [&](auto const& s) { each += pred(s) ? 1u : 0u; });
      CHECK(each.load() == expect);
      std::optional<int> first;
      for (auto const& s : seek::dfs(roots, next))
        if (pred(s) && s != 0) {
          first = s;
          break;
        }
      CHECK(seek::parallel::find_first(roots, next, [&](int s) { return pred(s) && s != 0; }) == first);
    });
  });
}
