// Tests for seek/learn/nogood_store.hpp and seek/learn/learn_nogoods.hpp:
// the store (watching, the size bound, bad literals), and the contract of
// learning in a search, on n-queens placed row by row (literal r * n + c:
// the queen of row r in column c): a learnt nogood never removes a goal
// (counting through seek::avoiding agrees with counting without it), the
// walks learn and prune, the same walk for the same seed, and a walk with
// no goal ends.

// Relative: the engine test suite has no include path to examples/.
#include "../../examples/models/queens.hpp"

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

// The literals of a board of examples/models/queens.hpp: r * n + the column
// of row r's queen.
struct queen_literals {
  std::vector<int> operator()(queens::board const& b) const {
    std::vector<int> out;
    for (int r = 0; r < b.rows; ++r) out.push_back(r * b.size + b.column[static_cast<std::size_t>(r)]);
    return out;
  }
};

// The goal: every row placed, and (to make goals rare, so that runs fail
// and learn) the first row's queen in column `col`.
struct queens_goal {
  int col;
  bool operator()(queens::board const& b) const { return b.rows == b.size && b.column[0] == col; }
};

std::vector<int> columns(queens::board const& b) {
  return {b.column.begin(), b.column.begin() + b.rows};
}

template <class F>
std::uint64_t count_goals(int n, F next, queens_goal goal) {
  std::uint64_t k = 0;
  for (auto const& b : seek::dfs(queens::root(n), next)) k += goal(b);
  return k;
}

struct learnt_walk {
  std::vector<int> found;  // the goal's columns; empty: none
  std::uint64_t states = 0;
};

learnt_walk solve_learning(int n, queens_goal goal, seek::nogood_store store, std::uint64_t seed) {
  learnt_walk w;
  auto walk = seek::restarts(queens::root(n), seek::learn_nogoods(queens::next, store, queen_literals{}, goal),
                             seek::luby_schedule{.scale = 4}, seed);
  for (auto const& b : walk) {
    ++w.states;
    if (goal(b)) {
      w.found = columns(b);
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
      queens_goal const goal{n / 2 - 1};
      seek::nogood_store store(static_cast<std::size_t>(n * n));
      learnt_walk const w = solve_learning(n, goal, store, seed);
      REQUIRE(w.found.size() == static_cast<std::size_t>(n));
      CHECK(w.found[0] == goal.col);
      CHECK(store.size() > 0);
      // Counting the goals through the nogoods learnt agrees with counting
      // without them: none of them held a goal.
      std::uint64_t const plain = count_goals(n, queens::next, goal);
      CHECK(plain > 0);
      CHECK(count_goals(n, seek::avoiding(queens::next, store, queen_literals{}), goal) == plain);
    }
  }
}

TEST_CASE("learn_nogoods: a walk that goes on past its goals learns no nogood that holds one") {
  // 8 queens, first queen in column 2 (16 goals): the walk is followed past
  // the goals it meets, up to 8 distinct ones, so subtrees with a goal close
  // within runs; none of them may become a nogood.
  int const n = 8;
  queens_goal const goal{2};
  std::uint64_t const plain = count_goals(n, queens::next, goal);
  REQUIRE(plain == 16);
  for (std::uint64_t seed : {1u, 4u}) {
    CAPTURE(seed);
    seek::nogood_store store(static_cast<std::size_t>(n * n));
    std::vector<std::vector<int>> seen;
    auto walk = seek::restarts(queens::root(n), seek::learn_nogoods(queens::next, store, queen_literals{}, goal),
                               seek::luby_schedule{.scale = 4}, seed);
    for (auto const& b : walk) {
      if (!goal(b) || std::find(seen.begin(), seen.end(), columns(b)) != seen.end()) continue;
      seen.push_back(columns(b));
      if (seen.size() == 8) break;
    }
    CHECK(seen.size() == 8);
    CHECK(store.size() > 0);
    CHECK(count_goals(n, seek::avoiding(queens::next, store, queen_literals{}), goal) == plain);
  }
}

TEST_CASE("learn_nogoods: the runs skip what earlier runs searched") {
  // 10 queens, goal column 4: with a Luby scale of 4 the walk makes many
  // runs; the learnt nogoods cut states the runs would walk again.
  int const n = 10;
  queens_goal const goal{4};
  seek::nogood_store store(static_cast<std::size_t>(n * n));
  std::uint64_t hits = 0;
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    seek::nogood_store s(static_cast<std::size_t>(n * n));
    REQUIRE(!solve_learning(n, goal, s, seed).found.empty());
    hits += s.hits();
  }
  CHECK(hits > 0);
}

TEST_CASE("learn_nogoods: the same seed, the same walk and the same nogoods") {
  int const n = 10;
  queens_goal const goal{3};
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
  queens_goal const goal{0};
  REQUIRE(count_goals(n, queens::next, goal) == 0);
  seek::nogood_store store(static_cast<std::size_t>(n * n));
  learnt_walk const w = solve_learning(n, goal, store, 5);
  CHECK(w.found.empty());
  CHECK(w.states > 0);
  CHECK(store.size() > 0);
}

TEST_CASE("learn_nogoods under seek::with_paths: the literals and goal are the states', the path leads to a goal") {
  int const n = 8;
  queens_goal const goal{5};
  seek::nogood_store store(static_cast<std::size_t>(n * n));
  bool found = false;
  for (auto const& node : seek::with_paths(seek::restarts, queens::root(n),
                                           seek::learn_nogoods(queens::next, store, queen_literals{}, goal),
                                           seek::luby_schedule{.scale = 4}, 2)) {
    if (!goal(node.state())) continue;
    auto const path = node.path();
    REQUIRE(path.size() == static_cast<std::size_t>(n + 1));
    for (std::size_t i = 0; i < path.size(); ++i) CHECK(path[i].rows == static_cast<int>(i));  // a queen a step
    found = true;
    break;
  }
  CHECK(found);
  CHECK(store.size() > 0);
  CHECK(count_goals(n, seek::avoiding(queens::next, store, queen_literals{}), goal) ==
        count_goals(n, queens::next, goal));
}

TEST_CASE("learn_nogoods: a store learnt from one root keeps every goal of a walk from another") {
  // Learnt below the board with a queen in column 0 of row 0, then used from
  // the empty board: every nogood names all its literals, the root's too.
  int const n = 8;
  queens_goal const goal{2};
  seek::nogood_store store(static_cast<std::size_t>(n * n));
  auto const start = queens::root(n).place(0);
  for (auto const& b : seek::restarts(start, seek::learn_nogoods(queens::next, store, queen_literals{}, goal),
                                      seek::luby_schedule{.scale = 4}, 1))
    (void)b;  // no goal below it: the walk ends after a run that walks it whole
  CHECK(store.size() > 0);
  CHECK(count_goals(n, seek::avoiding(queens::next, store, queen_literals{}), goal) ==
        count_goals(n, queens::next, goal));
}

TEST_CASE("learn_nogoods: a literal outside the store's range is refused, naming it as given") {
  seek::nogood_store store(64);
  auto const bad = [](queens::board const& b) { return std::vector<int>{b.rows == 2 ? -1 : b.rows}; };
  auto walk = seek::restarts(queens::root(8), seek::learn_nogoods(queens::next, store, bad, queens_goal{2}),
                             seek::luby_schedule{.scale = 4}, 1);
  CHECK_THROWS_WITH_AS(
      [&] {
        for (auto const& b : walk) (void)b;
      }(),
      doctest::Contains("literal -1 outside 0..63"), std::out_of_range);
}
