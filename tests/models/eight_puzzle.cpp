// Tests for examples/models/eight_puzzle.hpp against a plain breadth-first
// distance table of every board reachable from the goal, written here.
// Relative: the model test suite has no include path to examples/.
#include "../../examples/models/eight_puzzle.hpp"

#include <doctest/doctest.h>

#include <range/v3/range/operations.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include <seek/strategy/dfs.hpp>
#include <seek/strategy/dijkstra.hpp>
#include <seek/strategy/unique.hpp>
#include <seek/successor/prune.hpp>
#include <seek/core/statistics.hpp>

namespace {

using eight_puzzle::board;

std::uint64_t pack(board const& b) {
  std::uint64_t p = 0;
  for (auto t : b) p = p * 10 + t;
  return p;
}

// Slide the blank one step; false when that leaves the board.
bool slide(board& b, char move) {
  auto const blank = static_cast<int>(std::find(b.begin(), b.end(), 0) - b.begin());
  int const r = blank / 3, c = blank % 3;
  int const dr = move == 'U' ? -1 : move == 'D' ? 1 : 0;
  int const dc = move == 'L' ? -1 : move == 'R' ? 1 : 0;
  if (r + dr < 0 || r + dr > 2 || c + dc < 0 || c + dc > 2) return false;
  std::swap(b[static_cast<std::size_t>(blank)], b[static_cast<std::size_t>((r + dr) * 3 + c + dc)]);
  return true;
}

// The rank of a board among the 9! permutations (Lehmer code): an index
// into a flat table.
std::size_t rank(board const& b) {
  std::uint8_t const* t = b.data();  // plain pointers: this runs millions of times in Debug
  std::size_t r = 0;
  for (std::size_t i = 0; i < 9; ++i) {
    std::size_t smaller_after = 0;
    for (std::size_t j = i + 1; j < 9; ++j) smaller_after += t[j] < t[i] ? 1 : 0;
    r = r * (9 - i) + smaller_after;
  }
  return r;
}

constexpr int unreachable = -1;

// Distance to the goal of every board (moves are reversible, so it is the
// distance from the goal), by a textbook queue-based BFS; -1 if unreachable.
struct distances {
  std::vector<int> by_rank = std::vector<int>(362880, unreachable);
  std::size_t reachable = 0;
  int at(board const& b) const { return by_rank[rank(b)]; }
};

distances const& distance_table() {
  static distances const table = [] {
    // Plain arrays and an index-based queue: this runs in every test process,
    // and Debug builds with sanitizers pay for each library call.
    static constexpr int neighbours[9][4] = {{1, 3, -1, -1}, {0, 2, 4, -1}, {1, 5, -1, -1},
                                             {0, 4, 6, -1}, {1, 3, 5, 7}, {2, 4, 8, -1},
                                             {3, 7, -1, -1}, {4, 6, 8, -1}, {5, 7, -1, -1}};
    struct item {
      board b;
      int blank;
      int distance;
    };
    distances t;
    std::vector<item> queue;
    queue.reserve(181440);
    queue.push_back({eight_puzzle::goal, 8, 0});
    t.by_rank[rank(eight_puzzle::goal)] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
      item const cur = queue[head];
      for (int to : neighbours[cur.blank]) {
        if (to < 0) break;
        item n{cur.b, to, cur.distance + 1};
        std::uint8_t* tiles = n.b.data();
        tiles[cur.blank] = tiles[to];
        tiles[to] = 0;
        int& d = t.by_rank[rank(n.b)];
        if (d == unreachable) {
          d = n.distance;
          queue.push_back(n);
        }
      }
    }
    t.reachable = queue.size();
    return t;
  }();
  return table;
}

// Applies the moves and tells whether they are all legal and end at the goal.
bool solves(board b, std::string const& moves) {
  for (char m : moves)
    if (!slide(b, m)) return false;
  return b == eight_puzzle::goal;
}

}  // namespace

TEST_CASE("the independent table has the 9!/2 solvable boards, the farthest at 31 moves") {
  auto const& table = distance_table();
  CHECK(table.reachable == 181440);
  CHECK(*std::max_element(table.by_rank.begin(), table.by_rank.end()) == 31);
}

TEST_CASE("the goal is solved by no moves") {
  CHECK(eight_puzzle::solve(eight_puzzle::goal) == std::string{});
}

TEST_CASE("8 6 7 / 2 5 4 / 3 0 1 is solved in 31 moves, a shortest solution") {
  board const start{8, 6, 7, 2, 5, 4, 3, 0, 1};
  auto const moves = eight_puzzle::solve(start);
  REQUIRE(moves);
  CHECK(moves->size() == 31);
  CHECK(static_cast<int>(moves->size()) == distance_table().at(start));
  CHECK(solves(start, *moves));
}

TEST_CASE("boards scrambled by k random moves are solved in their table distance <= k") {
  std::mt19937 rng(20261121);
  for (int k : {3, 8, 14, 20, 26}) {
    board b = eight_puzzle::goal;
    for (int i = 0; i < k;)
      if (slide(b, "UDLR"[rng() % 4])) ++i;
    CAPTURE(k);
    auto const moves = eight_puzzle::solve(b);
    REQUIRE(moves);
    CHECK(solves(b, *moves));
    CHECK(static_cast<int>(moves->size()) == distance_table().at(b));
    CHECK(static_cast<int>(moves->size()) <= k);
  }
}

// Every board is 181,440 states; Debug builds (sanitizers) stop at 20 moves.
#ifdef NDEBUG
constexpr std::size_t exhaustive_depth = 31;
#else
constexpr std::size_t exhaustive_depth = 20;
#endif

TEST_CASE("unique_bfs from the goal yields each solvable board once, at its distance") {
  auto const& table = distance_table();
  auto const expected = static_cast<std::size_t>(std::count_if(
      table.by_rank.begin(), table.by_rank.end(),
      [](int d) { return d != unreachable && d <= static_cast<int>(exhaustive_depth); }));
  auto states = eight_puzzle::reachable(eight_puzzle::goal);
  std::size_t count = 0;
  bool all_at_distance = true;
  // A node's path length is its depth, so take_while cuts the search by depth.
  auto within = [](eight_puzzle::node const& n) { return n.moves.size() <= exhaustive_depth; };
  for (auto it = states.begin(); it != states.end() && within(*it); ++it) {
    all_at_distance = all_at_distance && table.at(it->tiles) == static_cast<int>(it.depth()) &&
                      it->moves.size() == it.depth();
    ++count;
  }
  CHECK(all_at_distance);
  CHECK(count == expected);  // and so each board once: the table counts distinct boards
  if (exhaustive_depth == 31) CHECK(count == 181440);
}

TEST_CASE("a board with an odd number of inversions has no solution") {
  board const swapped{1, 2, 3, 4, 5, 6, 8, 7, 0};  // one transposition from the goal
  CHECK_FALSE(eight_puzzle::solvable(swapped));
  CHECK_FALSE(eight_puzzle::solve(swapped));  // decided by parity, without a search
  CHECK(distance_table().at(swapped) == unreachable);
}

#ifdef NDEBUG
TEST_CASE("the parity argument, checked by search: an odd board never reaches the goal") {
  // Exhausting every board reachable from it finds 181,440 boards, not the goal.
  board const swapped{1, 2, 3, 4, 5, 6, 8, 7, 0};
  seek::statistics stats;
  bool goal_found = false;
  for (auto const& n : eight_puzzle::reachable(swapped, stats)) goal_found = goal_found || n.tiles == eight_puzzle::goal;
  CHECK_FALSE(goal_found);
  CHECK(stats.nodes == 181440);
  CHECK(stats.stopped == seek::stop_reason::exhausted);
}
#endif

TEST_CASE("solvable() agrees with the table on random boards") {
  std::mt19937 rng(7);
  board b = eight_puzzle::goal;
  for (int i = 0; i < 500; ++i) {
    std::shuffle(b.begin(), b.end(), rng);
    CAPTURE(pack(b));
    CHECK(eight_puzzle::solvable(b) == (distance_table().at(b) != unreachable));
  }
}

TEST_CASE("without the seen-set the tree search revisits boards") {
  // Every sequence of up to 8 moves from the goal, as a tree.
  seek::statistics tree;
  std::set<std::uint64_t> distinct;
  for (auto const& n : seek::dfs(eight_puzzle::node{eight_puzzle::goal, {}}, seek::depth_limited(eight_puzzle::next, 8), tree))
    distinct.insert(pack(n.tiles));
  // The boards within 8 moves, from the table.
  auto const& by_rank = distance_table().by_rank;
  auto const within = static_cast<std::size_t>(
      std::count_if(by_rank.begin(), by_rank.end(), [](int d) { return d != unreachable && d <= 8; }));
  CHECK(distinct.size() == within);
  CHECK(tree.nodes > 5 * within);  // the same boards, many times over

  // With the seen-set, over the same depth-limited tree: each board once.
  seek::statistics once;
  auto next = seek::depth_limited(eight_puzzle::next, 8);
  auto unique = seek::unique_bfs(eight_puzzle::node{eight_puzzle::goal, {}}, next, once,
                                 seek::seen_by(&eight_puzzle::node::tiles, eight_puzzle::board_hash{}));
  CHECK(static_cast<std::size_t>(ranges::distance(unique)) == within);
  CHECK(once.nodes == within);
}

TEST_CASE("a board that is not a permutation of 0..8 is refused with a message") {
  CHECK_THROWS_WITH_AS(eight_puzzle::solve(board{1, 1, 3, 4, 5, 6, 7, 8, 0}),
                       "eight_puzzle: a board must hold each of 0..8 exactly once; repeated 1",
                       std::invalid_argument);
  CHECK_THROWS_WITH_AS(eight_puzzle::solvable(board{9, 2, 3, 4, 5, 6, 7, 8, 0}),
                       "eight_puzzle: a board must hold each of 0..8 exactly once; found 9",
                       std::invalid_argument);
}

TEST_CASE("dijkstra from the goal settles all 181,440 boards, each at its distance, the farthest is 31") {
  auto const& table = distance_table();
  std::size_t count = 0;
  int farthest = 0;
  bool all_at_distance = true;
  int last = 0;
  bool nondecreasing = true;
  auto all = seek::dijkstra(eight_puzzle::goal, eight_puzzle::weighted_next,
                            seek::seen_by(std::identity{}, eight_puzzle::board_hash{}));
  for (auto it = all.begin(); it != all.end(); ++it) {
    all_at_distance = all_at_distance && table.at(*it) == it.cost() &&
                      it.depth() == static_cast<std::size_t>(it.cost());
    nondecreasing = nondecreasing && it.cost() >= last;
    last = it.cost();
    farthest = std::max(farthest, it.cost());
    ++count;
  }
  CHECK(all_at_distance);
  CHECK(nondecreasing);
  CHECK(count == 181440);
  CHECK(farthest == 31);
}

TEST_CASE("astar with the Manhattan distance solves boards optimally, its path one move at a time") {
  std::mt19937 rng(7);
  for (int k : {0, 5, 12, 25, 40, 80}) {
    board b = eight_puzzle::goal;
    for (int i = 0; i < k;)
      if (slide(b, "UDLR"[rng() % 4])) ++i;
    CAPTURE(k);
    seek::statistics stats;
    auto const path = eight_puzzle::solve_astar(b, stats);
    REQUIRE(path);
    CHECK(path->front() == b);
    CHECK(path->back() == eight_puzzle::goal);
    CHECK(static_cast<int>(path->size()) - 1 == distance_table().at(b));
    for (std::size_t i = 1; i < path->size(); ++i) {
      board step = (*path)[i - 1];
      CHECK(slide(step, eight_puzzle::move_between((*path)[i - 1], (*path)[i])));
      CHECK(step == (*path)[i]);
    }
  }
  seek::statistics stats;
  CHECK(!eight_puzzle::solve_astar(board{2, 1, 3, 4, 5, 6, 7, 8, 0}, stats));
}
