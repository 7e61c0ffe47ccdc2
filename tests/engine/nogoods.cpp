// Tests for seek/learn/nogood_store.hpp and seek/learn/learn_nogoods.hpp:
// the store (watching, the size bound, bad literals), and the contract of
// learning in a search, on n-queens placed row by row (literal r * n + c:
// the queen of row r in column c): a learnt nogood never removes a goal
// (counting through seek::avoiding agrees with counting without it), the
// walks learn and prune, the same walk for the same seed, and a walk with
// no goal ends.
#include <seek/learn/learn_nogoods.hpp>

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include <seek/strategy/dfs.hpp>
#include <seek/strategy/restarts.hpp>
#include <seek/strategy/with_paths.hpp>

TEST_CASE("nogood_store: a state is excluded when it holds every literal of a nogood") {
  seek::nogood_store store(10);
  CHECK(store.literals() == 10);
  CHECK_FALSE(store.excludes(std::vector<int>{1, 2, 3}));  // nothing learnt
  CHECK(store.add(std::vector<int>{3, 1}));
  CHECK(store.add(std::vector<int>{7, 8, 9}));
  CHECK(store.size() == 2);
  CHECK(store.stored_literals() == 5);
  CHECK(store.excludes(std::vector<int>{0, 1, 2, 3}));
  CHECK_FALSE(store.excludes(std::vector<int>{0, 1, 2}));  // 3 missing
  CHECK_FALSE(store.excludes(std::vector<int>{3}));        // 1 missing
  CHECK(store.excludes(std::vector<int>{9, 8, 7}));        // any order
  CHECK_FALSE(store.excludes(std::vector<int>{7, 9}));
  CHECK(store.hits() == 2);
  // Copies share one store.
  seek::nogood_store copy = store;
  CHECK(copy.add(std::vector<int>{5}));
  CHECK(store.excludes(std::vector<int>{5}));
  CHECK_FALSE(store.add(std::vector<int>{}));  // an empty nogood would exclude everything: not stored
  CHECK(store.size() == 3);
}

TEST_CASE("nogood_store: at most max_literals are stored, further nogoods are dropped and counted") {
  seek::nogood_store store(100, 5);
  CHECK(store.add(std::vector<int>{1, 2, 3}));
  CHECK_FALSE(store.add(std::vector<int>{4, 5, 6}));  // 6 > 5
  CHECK(store.add(std::vector<int>{7, 8}));
  CHECK(store.size() == 2);
  CHECK(store.dropped() == 1);
  CHECK_FALSE(store.excludes(std::vector<int>{4, 5, 6}));
  CHECK(store.excludes(std::vector<int>{7, 8}));
}

TEST_CASE("nogood_store: literals outside the range, or none, are refused, naming them") {
  CHECK_THROWS_WITH_AS(seek::nogood_store(0), doctest::Contains("must be in 1..2^32-1, got 0"),
                       std::invalid_argument);
  seek::nogood_store store(4);
  CHECK_THROWS_WITH_AS(store.add(std::vector<int>{1, 4}), doctest::Contains("literal 4 outside 0..3"),
                       std::out_of_range);
  CHECK_THROWS_AS(store.add(std::vector<int>{-1}), std::out_of_range);
  CHECK(store.size() == 0);
  CHECK(store.add(std::vector<int>{2}));
  CHECK_THROWS_AS(store.excludes(std::vector<int>{2, 9}), std::out_of_range);
  CHECK_FALSE(store.excludes(std::vector<int>{1}));  // the failed check left nothing marked
  CHECK(store.excludes(std::vector<int>{2}));
}

namespace {

// n-queens, one row per level: a state is the column of each row placed.
struct nogood_queens {
  int n;
  std::vector<std::vector<int>> operator()(std::vector<int> const& s) const {
    std::vector<std::vector<int>> out;
    if (static_cast<int>(s.size()) == n) return out;
    int const r = static_cast<int>(s.size());
    for (int c = 0; c < n; ++c) {
      bool ok = true;
      for (int q = 0; q < r && ok; ++q) {
        int const d = r - q;
        ok = s[static_cast<std::size_t>(q)] != c && s[static_cast<std::size_t>(q)] != c - d &&
             s[static_cast<std::size_t>(q)] != c + d;
      }
      if (!ok) continue;
      out.push_back(s);
      out.back().push_back(c);
    }
    return out;
  }
};

// The literals of a state: r * n + column of row r.
struct queen_literals {
  int n;
  std::vector<int> operator()(std::vector<int> const& s) const {
    std::vector<int> out;
    for (std::size_t r = 0; r < s.size(); ++r) out.push_back(static_cast<int>(r) * n + s[r]);
    return out;
  }
};

// The goal: every row placed, and (to make goals rare, so that runs fail
// and learn) the first row's queen in column `col`.
struct queens_goal {
  int n;
  int col;
  bool operator()(std::vector<int> const& s) const {
    return static_cast<int>(s.size()) == n && s[0] == col;
  }
};

template <class F>
std::uint64_t count_goals(F next, queens_goal goal) {
  std::uint64_t k = 0;
  for (auto const& s : seek::dfs(std::vector<int>{}, next)) k += goal(s);
  return k;
}

struct learnt_walk {
  std::vector<int> found;
  std::uint64_t states = 0;
};

learnt_walk solve_learning(int n, queens_goal goal, seek::nogood_store store, std::uint64_t seed) {
  learnt_walk w;
  auto walk = seek::restarts(std::vector<int>{}, seek::learn_nogoods(nogood_queens{n}, store, queen_literals{n}, goal),
                             seek::luby_schedule{.scale = 4}, seed);
  for (auto const& s : walk) {
    ++w.states;
    if (goal(s)) {
      w.found = s;
      break;
    }
  }
  return w;
}

}  // namespace

TEST_CASE("learn_nogoods: restarts learn, prune, and find a goal, and no nogood removes a goal") {
  for (int n : {8, 10}) {
    for (std::uint64_t seed : {1u, 2u, 3u}) {
      CAPTURE(n);
      CAPTURE(seed);
      queens_goal const goal{n, n / 2 - 1};
      seek::nogood_store store(static_cast<std::size_t>(n * n));
      learnt_walk const w = solve_learning(n, goal, store, seed);
      REQUIRE(goal(w.found));
      CHECK(store.size() > 0);
      // Counting the goals through the nogoods learnt agrees with counting
      // without them: none of them held a goal.
      std::uint64_t const plain = count_goals(nogood_queens{n}, goal);
      CHECK(plain > 0);
      CHECK(count_goals(seek::avoiding(nogood_queens{n}, store, queen_literals{n}), goal) == plain);
    }
  }
}

TEST_CASE("learn_nogoods: a walk that goes on past its goals learns no nogood that holds one") {
  // 8 queens, first queen in column 2 (16 goals): the walk is followed past
  // the goals it meets, up to 8 distinct ones, so subtrees with a goal close
  // within runs; none of them may become a nogood.
  int const n = 8;
  queens_goal const goal{n, 2};
  std::uint64_t const plain = count_goals(nogood_queens{n}, goal);
  REQUIRE(plain == 16);
  for (std::uint64_t seed : {1u, 4u}) {
    CAPTURE(seed);
    seek::nogood_store store(static_cast<std::size_t>(n * n));
    std::vector<std::vector<int>> seen;
    auto walk = seek::restarts(std::vector<int>{}, seek::learn_nogoods(nogood_queens{n}, store, queen_literals{n}, goal),
                               seek::luby_schedule{.scale = 4}, seed);
    for (auto const& s : walk) {
      if (!goal(s) || std::find(seen.begin(), seen.end(), s) != seen.end()) continue;
      seen.push_back(s);
      if (seen.size() == 8) break;
    }
    CHECK(seen.size() == 8);
    CHECK(store.size() > 0);
    CHECK(count_goals(seek::avoiding(nogood_queens{n}, store, queen_literals{n}), goal) == plain);
  }
}

TEST_CASE("learn_nogoods: the runs skip what earlier runs searched") {
  // 10 queens, goal column 4: with a Luby scale of 4 the walk makes many
  // runs; the learnt nogoods cut states the runs would walk again.
  int const n = 10;
  queens_goal const goal{n, 4};
  seek::nogood_store store(static_cast<std::size_t>(n * n));
  std::uint64_t hits = 0;
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    seek::nogood_store s(static_cast<std::size_t>(n * n));
    REQUIRE(goal(solve_learning(n, goal, s, seed).found));
    hits += s.hits();
  }
  CHECK(hits > 0);
}

TEST_CASE("learn_nogoods: the same seed, the same walk and the same nogoods") {
  int const n = 10;
  queens_goal const goal{n, 3};
  seek::nogood_store a(static_cast<std::size_t>(n * n)), b(static_cast<std::size_t>(n * n));
  learnt_walk const wa = solve_learning(n, goal, a, 9);
  learnt_walk const wb = solve_learning(n, goal, b, 9);
  CHECK(wa.found == wb.found);
  CHECK(wa.states == wb.states);
  CHECK(a.size() == b.size());
  CHECK(a.stored_literals() == b.stored_literals());
  CHECK(a.hits() == b.hits());
}

TEST_CASE("learn_nogoods: a walk with no goal ends, as plain restarts do") {
  // 6 queens has 4 solutions, none with the first queen in a corner: the
  // walk ends after the first run that walks its whole (pruned) tree.
  int const n = 6;
  queens_goal const goal{n, 0};
  REQUIRE(count_goals(nogood_queens{n}, goal) == 0);
  seek::nogood_store store(static_cast<std::size_t>(n * n));
  learnt_walk const w = solve_learning(n, goal, store, 5);
  CHECK(w.found.empty());
  CHECK(w.states > 0);
  CHECK(store.size() > 0);
}

TEST_CASE("learn_nogoods under seek::with_paths: the literals and goal are the states', the path leads to a goal") {
  int const n = 8;
  queens_goal const goal{n, 5};
  seek::nogood_store store(static_cast<std::size_t>(n * n));
  bool found = false;
  for (auto const& node : seek::with_paths(seek::restarts, std::vector<int>{},
                                           seek::learn_nogoods(nogood_queens{n}, store, queen_literals{n}, goal),
                                           seek::luby_schedule{.scale = 4}, 2)) {
    if (!goal(node.state())) continue;
    auto const path = node.path();
    REQUIRE(path.size() == static_cast<std::size_t>(n + 1));
    for (std::size_t i = 0; i < path.size(); ++i) CHECK(path[i].size() == i);  // one queen more per step
    found = true;
    break;
  }
  CHECK(found);
  CHECK(store.size() > 0);
  CHECK(count_goals(seek::avoiding(nogood_queens{n}, store, queen_literals{n}), goal) ==
        count_goals(nogood_queens{n}, goal));
}
