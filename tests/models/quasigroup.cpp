// Tests for examples/models/quasigroup.hpp: the completions seek::cdcl finds
// are Latin squares agreeing with the clues, as many as plain dfs finds,
// each once; hard instances (order 25, 42% holes, where dfs takes long) are
// completed; the model explains with reasons that hold.
// Relative: the model test suite has no include path to examples/.
#include "../../examples/models/quasigroup.hpp"

#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <set>
#include <vector>

#include <seek/learn/cdcl.hpp>
#include <seek/strategy/dfs.hpp>

TEST_CASE("quasigroup: cdcl counts the completions dfs counts, each a Latin square with the clues") {
  std::size_t total = 0;
  for (int n = 3; n <= 6; ++n) {
    for (std::uint64_t seed = 0; seed < 6; ++seed) {
      quasigroup::square const clues = quasigroup::with_holes(n, n <= 4 ? 80 : 65, seed);
      CAPTURE(n);
      CAPTURE(seed);
      std::set<std::vector<int>> found;
      std::size_t by_cdcl = 0;
      for (seek::assignment const& a : seek::cdcl(quasigroup::completion_model(clues))) {
        quasigroup::square const s = quasigroup::decode(a, n);
        CHECK(quasigroup::completes(s, clues));
        found.insert(s.cells);
        ++by_cdcl;
      }
      std::size_t by_dfs = 0;
      for (auto const& s : seek::dfs(quasigroup::dfs_root(clues), quasigroup::dfs_next)) {
        if (quasigroup::dfs_complete(s)) ++by_dfs;
      }
      CHECK(by_cdcl == by_dfs);
      CHECK(found.size() == by_cdcl);
      total += by_cdcl;
    }
  }
  CHECK(total > 100);
}

TEST_CASE("quasigroup: the empty square of order 4 has 576 completions, by cdcl") {
  quasigroup::square const empty = quasigroup::with_holes(4, 100, 1);
  std::size_t n = 0;
  for (seek::assignment const& a : seek::cdcl(quasigroup::completion_model(empty))) {
    n += quasigroup::completes(quasigroup::decode(a, 4), empty) ? 1U : 0U;
  }
  CHECK(n == 576);
}

TEST_CASE("quasigroup: clues that clash have no completion") {
  quasigroup::square clues = quasigroup::with_holes(5, 100, 0);
  clues.cells[0] = 2;
  clues.cells[3] = 2;  // the same symbol twice in row 0
  seek::statistics st;
  std::size_t n = 0;
  for (seek::assignment const& a : seek::cdcl(quasigroup::completion_model(clues), st)) n += a.size();
  CHECK(n == 0);
  CHECK(st.stopped == seek::stop_reason::exhausted);
}

TEST_CASE("quasigroup: hard instances of order 25 completed, learning on the way") {
  for (std::uint64_t seed = 0; seed < 3; ++seed) {
    quasigroup::square const clues = quasigroup::with_holes(25, 42, seed);
    seek::cdcl_statistics cs;
    auto view = seek::cdcl(quasigroup::completion_model(clues), seek::cdcl_options{.seed = seed}, cs);
    auto it = view.begin();
    REQUIRE(it != view.end());
    CHECK(quasigroup::completes(quasigroup::decode(*it, 25), clues));
    CHECK(cs.propagations > cs.decisions);
  }
}
