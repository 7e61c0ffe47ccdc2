// seek::avoiding under seek::parallel: several threads check one learnt
// nogood_store at once (each with its own scratch marks), and the parallel
// count through it equals seek::dfs's count without it (n-queens, goals with
// the first queen in one column; literal r * n + c).
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include <oneapi/tbb/task_arena.h>

#include <seek/learn/learn_nogoods.hpp>
#include <seek/scale/parallel.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/strategy/restarts.hpp>

namespace {

struct pq_queens {
  int n;
  std::vector<std::vector<int>> operator()(std::vector<int> const& s) const {
    std::vector<std::vector<int>> out;
    int const r = static_cast<int>(s.size());
    if (r == n) return out;
    for (int c = 0; c < n; ++c) {
      bool ok = true;
      for (int q = 0; q < r && ok; ++q) {
        int const col = s[static_cast<std::size_t>(q)];
        ok = col != c && col != c - (r - q) && col != c + (r - q);
      }
      if (!ok) continue;
      out.push_back(s);
      out.back().push_back(c);
    }
    return out;
  }
};

struct pq_literals {
  int n;
  std::vector<int> operator()(std::vector<int> const& s) const {
    std::vector<int> out;
    for (std::size_t r = 0; r < s.size(); ++r) out.push_back(static_cast<int>(r) * n + s[r]);
    return out;
  }
};

}  // namespace

TEST_CASE("parallel count through seek::avoiding over a learnt store agrees with seek::dfs without it") {
  constexpr int n = 10;
  auto const goal = [](std::vector<int> const& s) { return static_cast<int>(s.size()) == n && s[0] == 4; };
  seek::nogood_store store(static_cast<std::size_t>(n * n));
  bool found = false;
  for (auto const& s : seek::restarts(std::vector<int>{}, seek::learn_nogoods(pq_queens{n}, store, pq_literals{n}, goal),
                                      seek::luby_schedule{.scale = 4}, 3))
    if (goal(s)) {
      found = true;
      break;
    }
  REQUIRE(found);
  REQUIRE(store.size() > 0);
  std::uint64_t expect = 0;
  for (auto const& s : seek::dfs(std::vector<int>{}, pq_queens{n})) expect += goal(s);
  REQUIRE(expect > 0);
  std::uint64_t const hits_before = store.hits();
  tbb::task_arena arena(4);
  arena.execute([&] {
    CHECK(seek::parallel::count(std::vector<int>{}, seek::avoiding(pq_queens{n}, store, pq_literals{n}), goal) == expect);
  });
  CHECK(store.hits() > hits_before);  // the nogoods cut subtrees on the way
}
