// Tutorial step 6: measuring a search, bounding it, and searching a graph.
#include <chrono>
#include <cstdint>
#include <iostream>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

#include <range/v3/range/operations.hpp>
#include <range/v3/view/filter.hpp>

#include <seek/seek.hpp>
#include <seek/successor/skip_seen.hpp>
#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/successor/propagate.hpp>

#include "models/queens.hpp"

void print(char const* title, seek::statistics const& s) {
  std::cout << title << ": " << s.nodes << " nodes, " << s.expanded << " expanded, " << s.failures
            << " leaves, depth " << s.depth << ", frontier " << s.frontier << ", stopped: "
            << seek::to_string(s.stopped) << '\n';
}

// Two jugs hold 3 and 5 litres. Fill one from the tap, empty one on the
// ground, or pour one into the other until it is empty or the other is full.
// How do you measure exactly 4 litres? A state is the jugs' contents plus
// the moves that led there.
struct jugs {
  int small = 0, big = 0;  // litres in the 3-litre and the 5-litre jug
  std::string moves;
};

std::vector<jugs> pour(jugs const& j) {
  auto with = [&j](int small, int big, char const* move) {
    return jugs{small, big, j.moves + (j.moves.empty() ? "" : ", ") + move};
  };
  int const to_big = std::min(j.small, 5 - j.big), to_small = std::min(j.big, 3 - j.small);
  return {with(3, j.big, "fill small"),      with(j.small, 5, "fill big"),
          with(0, j.big, "empty small"),     with(j.small, 0, "empty big"),
          with(j.small - to_big, j.big + to_big, "small into big"),
          with(j.small + to_small, j.big - to_small, "big into small")};
}

int main() {
  // 1. Statistics: pass a seek::statistics and the search fills it in.
  seek::statistics stats;
  auto const solutions =
      ranges::distance(seek::dfs(queens::root(8), queens::next, stats) | ranges::views::filter(queens::complete));
  std::cout << "8 queens: " << solutions << " solutions\n";
  print("  dfs", stats);
  ranges::distance(seek::bfs(queens::root(8), queens::next, stats));
  print("  bfs", stats);

  // 2. A node limit. The empty 9x9 sudoku has about 6.7e21 solutions; we
  // stop after 10000 states and count what we found by then.
  auto const empty = seek::sudoku::board<3>{};
  auto const done = [](auto const& b) { return b.complete(); };
  auto const found = ranges::distance(
      seek::dfs(empty, seek::sudoku::propagate, stats, seek::limits{.nodes = 10000}) | ranges::views::filter(done));
  std::cout << "empty 9x9, at most 10000 nodes: " << found << " solutions\n";
  print("  dfs", stats);

  // 3. Cancellation: another thread asks the search to stop. Counting every
  // solution of the empty 9x9 board would take far longer than we have.
  std::stop_source stop;
  std::jthread canceller([&stop] {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    stop.request_stop();
  });
  std::uint64_t visited = 0;
  for (auto const& b : seek::dfs(empty, seek::sudoku::propagate, stats, seek::limits{.cancel = stop.get_token()})) {
    (void)b;
    ++visited;
  }
  std::cout << "empty 9x9, every solution, cancelled: " << std::boolalpha
            << (stats.stopped == seek::stop_reason::cancelled && visited == stats.nodes) << '\n';

  // 4. Breadth-first search finds the fewest moves: the first state that
  // holds 4 litres is at the shallowest depth where one exists.
  auto const four = [](jugs const& j) { return j.big == 4; };
  for (jugs const& j : seek::bfs(jugs{}, pour, stats) | ranges::views::filter(four)) {
    std::cout << "4 litres in " << j.moves << '\n';
    break;
  }
  print("  bfs, tree search", stats);

  // 5. The same search remembering what it has seen: each (small, big)
  // contents is expanded once, so the search also ends by itself.
  auto const contents = seek::seen_by([](jugs const& j) { return j.small * 10 + j.big; });
  for (jugs const& j : seek::unique_bfs(jugs{}, pour, stats, contents) | ranges::views::filter(four)) {
    std::cout << "4 litres in " << j.moves << '\n';
    break;
  }
  print("  bfs, skipping seen states", stats);
  auto const reachable = ranges::distance(seek::unique_bfs(jugs{}, pour, stats, contents));
  std::cout << "reachable contents: " << reachable << '\n';
  print("  bfs, skipping seen states, to the end", stats);

  // 6. A depth bound: states stay plain jugs, and the search itself knows
  // how deep each one is. dfs finds a way within 6 moves, not the shortest.
  std::cout << "move sequences of at most 3 moves: "
            << ranges::distance(seek::dfs(jugs{}, seek::depth_limited(pour, 3))) << '\n';
  auto within_six = seek::dfs(jugs{}, seek::depth_limited(pour, 6), stats);
  if (auto const j = seek::find(within_six, four)) std::cout << "4 litres within 6 moves: " << j->moves << '\n';
  print("  dfs, depth at most 6", stats);
}
