// seek::avoiding under seek::parallel: several threads check one learnt
// nogood_store at once (each with its own scratch marks), and the parallel
// count through it equals seek::dfs's count without it (n-queens of
// examples/models/queens.hpp, goals with the first queen in one column;
// literal r * n + c).

// Relative: the parallel test suite has no include path to examples/.
#include "../../examples/models/queens.hpp"

#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include <oneapi/tbb/task_arena.h>

#include <seek/learn/learn_nogoods.hpp>
#include <seek/scale/parallel.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/strategy/restarts.hpp>

TEST_CASE("parallel count through seek::avoiding over a learnt store agrees with seek::dfs without it") {
  constexpr int n = 10;
  auto const literals = [](queens::board const& b) {
    std::vector<int> out;
    for (int r = 0; r < b.rows; ++r) out.push_back(r * b.size + b.column[static_cast<std::size_t>(r)]);
    return out;
  };
  auto const goal = [](queens::board const& b) { return b.rows == b.size && b.column[0] == 4; };
  seek::nogood_store store(static_cast<std::size_t>(n * n));
  bool found = false;
  for (auto const& b : seek::restarts(queens::root(n), seek::learn_nogoods(queens::next, store, literals, goal),
                                      seek::luby_schedule{.scale = 4}, 3))
    if (goal(b)) {
      found = true;
      break;
    }
  REQUIRE(found);
  REQUIRE(store.size() > 0);
  std::uint64_t expect = 0;
  for (auto const& b : seek::dfs(queens::root(n), queens::next)) expect += goal(b);
  REQUIRE(expect > 0);
  std::uint64_t const hits_before = store.hits();
  tbb::task_arena arena(2);
  arena.execute([&] {
    CHECK(seek::parallel::count(queens::root(n), seek::avoiding(queens::next, store, literals), goal) == expect);
  });
  CHECK(store.hits() > hits_before);  // the nogoods cut subtrees on the way
}
