// Tests for seek/learn/failure_weights.hpp: the weights (bump, decay,
// rescaling, sharing, bad decay), and their contract in a search: a model that
// branches by dom/wdeg on them (n-queens with forward checking, its
// constraints the pairs of rows) counts exactly what it counts without
// learning, and restarts that learn find solutions, the same walk for the
// same seed.
#include <seek/learn/failure_weights.hpp>

#include <doctest/doctest.h>

#include <bit>
#include <cstdint>
#include <set>
#include <stdexcept>
#include <vector>

#include <seek/range/first.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/strategy/restarts.hpp>

TEST_CASE("failure_weights: start at 1, grow by the bump, and copies share one store") {
  seek::failure_weights w(4);
  CHECK(w.size() == 4);
  CHECK(w.failures() == 0);
  for (std::size_t c = 0; c < 4; ++c) CHECK(w.weight(c) == 1.0);
  seek::failure_weights copy = w;
  copy.bump(2);
  copy.bump(2);
  w.bump(0);
  CHECK(w.weight(2) == 3.0);
  CHECK(w.weight(0) == 2.0);
  CHECK(w.weight(1) == 1.0);
  CHECK(w.failures() == 3);
  CHECK(copy.failures() == 3);
  CHECK(seek::failure_weights{}.size() == 0);
}

TEST_CASE("failure_weights: with decay, later bumps weigh more, and rescaling keeps the ratios") {
  seek::failure_weights w(2, 0.5);  // each bump twice the one before
  w.bump(0);                        // +1
  w.bump(1);                        // +2
  w.bump(1);                        // +4
  CHECK(w.weight(0) == 2.0);
  CHECK(w.weight(1) == 7.0);
  // 400 bumps double the increment past 1e100: the store rescales, the
  // later constraint keeps the larger weight and nothing overflows.
  for (int i = 0; i < 400; ++i) w.bump(static_cast<std::size_t>(i % 2));
  CHECK(w.weight(1) > w.weight(0));
  CHECK(w.weight(1) < 1e300);
  CHECK(w.failures() == 403);
}

TEST_CASE("failure_weights: a decay not above 0 or above 1 is refused, naming the value") {
  CHECK_THROWS_WITH_AS(seek::failure_weights(3, 0.0), doctest::Contains("decay must be in (0, 1], got 0"),
                       std::invalid_argument);
  CHECK_THROWS_AS(seek::failure_weights(3, 1.5), std::invalid_argument);
  CHECK_THROWS_AS(seek::failure_weights(3, -1.0), std::invalid_argument);
}

namespace {

// n-queens with forward checking: a state is each row's set of columns left
// (a placed row has one, and `placed` says so). The constraints are the
// pairs of rows, numbered i * n + j with i < j.
struct queens_state {
  std::vector<std::uint32_t> cols;
  std::uint32_t placed = 0;
  bool operator==(queens_state const&) const = default;
};

struct dom_wdeg_queens {
  int n;
  seek::failure_weights weights;  // empty: no learning (the lowest open row)
  std::uint64_t seed = 0;

  std::size_t constraint(int i, int j) const {
    return static_cast<std::size_t>(i < j ? i * n + j : j * n + i);
  }
  int branching_row(queens_state const& s) const {
    int best = -1;
    double best_score = 0;
    for (int r = 0; r < n; ++r) {
      if (s.placed >> r & 1u) continue;
      double score = 0;
      if (weights.size() == 0) {
        score = r;
      } else {
        double wdeg = 0;
        for (int o = 0; o < n; ++o)
          if (o != r && !(s.placed >> o & 1u)) wdeg += weights.weight(constraint(r, o));
        score = std::popcount(s.cols[static_cast<std::size_t>(r)]) / (wdeg + 1e-9);
      }
      if (best < 0 || score < best_score) {
        best = r;
        best_score = score;
      }
    }
    return best;
  }
  std::vector<queens_state> operator()(queens_state const& s) const {
    std::vector<queens_state> out;
    int const r = branching_row(s);
    if (r < 0) return out;
    for (std::uint32_t m = s.cols[static_cast<std::size_t>(r)]; m != 0; m &= m - 1) {
      int const c = std::countr_zero(m);
      queens_state child = s;
      child.cols[static_cast<std::size_t>(r)] = std::uint32_t{1} << c;
      child.placed |= std::uint32_t{1} << r;
      bool ok = true;
      for (int o = 0; o < n && ok; ++o) {
        if (child.placed >> o & 1u) continue;
        int const d = o > r ? o - r : r - o;
        std::uint32_t attacked = std::uint32_t{1} << c;
        if (c + d < n) attacked |= std::uint32_t{1} << (c + d);
        if (c - d >= 0) attacked |= std::uint32_t{1} << (c - d);
        auto& dom = child.cols[static_cast<std::size_t>(o)];
        dom &= ~attacked;
        if (dom == 0) {
          ok = false;
          if (weights.size() != 0) weights.bump(constraint(r, o));
        }
      }
      if (ok) out.push_back(std::move(child));
    }
    // Restart runs differ by the order of the values too.
    if (seed != 0 && out.size() > 1) std::swap(out.front(), out[seed % out.size()]);
    return out;
  }
};

queens_state empty_board(int n) { return {std::vector<std::uint32_t>(static_cast<std::size_t>(n), (1u << n) - 1), 0}; }

std::uint64_t solutions(int n, dom_wdeg_queens const& next) {
  std::uint64_t k = 0;
  std::uint32_t const all = (std::uint32_t{1} << n) - 1;
  for (auto const& s : seek::dfs(empty_board(n), next))
    if (s.placed == all) ++k;
  return k;
}

}  // namespace

TEST_CASE("dom/wdeg on failure_weights: dfs counts exactly what it counts without learning") {
  for (int n : {6, 8, 9}) {
    CAPTURE(n);
    std::uint64_t const plain = solutions(n, dom_wdeg_queens{n, {}});
    seek::failure_weights learnt(static_cast<std::size_t>(n * n));
    std::uint64_t const learning = solutions(n, dom_wdeg_queens{n, learnt});
    CHECK(plain == (n == 6 ? 4u : n == 8 ? 92u : 352u));
    CHECK(learning == plain);
    CHECK(learnt.failures() > 0);  // it did learn, and the order moved, not the count
  }
}

TEST_CASE("restarts that learn: the runs share the weights, find a solution, the same one for a seed") {
  int const n = 20;
  std::uint32_t const all = (std::uint32_t{1} << n) - 1;
  auto solve = [&](std::uint64_t seed, seek::failure_weights& weights) {
    auto make = [weights](std::uint64_t s) { return dom_wdeg_queens{n, weights, s | 1}; };
    auto walk = seek::restarts(empty_board(n), seek::reseeded(make), seek::luby_schedule{.scale = 20}, seed);
    for (auto const& s : walk)
      if (s.placed == all) return s;
    FAIL("no solution");
    return queens_state{};
  };
  seek::failure_weights w1(static_cast<std::size_t>(n * n)), w2(static_cast<std::size_t>(n * n));
  auto const a = solve(7, w1);
  auto const b = solve(7, w2);
  CHECK(a == b);
  CHECK(w1.failures() == w2.failures());
  CHECK(w1.failures() > 0);
  // The solution is one: every row placed, no two queens attacking.
  std::set<int> cols;
  for (int r = 0; r < n; ++r) cols.insert(std::countr_zero(a.cols[static_cast<std::size_t>(r)]));
  CHECK(cols.size() == static_cast<std::size_t>(n));
}
