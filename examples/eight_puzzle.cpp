// The 8-puzzle: a shortest solution by breadth-first search over the graph of
// boards, each board visited once (seek::unique_bfs), and what the same search
// costs without the seen-set.
#include <iostream>

#include <range/v3/range/operations.hpp>

#include <seek/bfs.hpp>
#include <seek/prune.hpp>
#include <seek/statistics.hpp>

#include "models/eight_puzzle.hpp"

int main() {
  eight_puzzle::board const start{8, 6, 7, 2, 5, 4, 3, 0, 1};
  std::cout << "start:\n" << eight_puzzle::draw(start);

  seek::statistics stats;
  auto moves = eight_puzzle::solve(start, stats);
  if (!moves) {
    std::cout << "no solution\n";
    return 1;
  }
  std::cout << "shortest solution, " << moves->size() << " moves of the blank:\n" << *moves << '\n';
  std::cout << "boards visited: " << stats.nodes << " (of 181440 reachable)\n";

  // Without the seen-set, bfs searches the tree of move sequences, which
  // grows exponentially with depth while the boards within reach do not:
  auto level = seek::bfs(seek::with_depth{eight_puzzle::node{start, {}}},
                         seek::depth_limited(eight_puzzle::next, 10));
  std::cout << "tree search to depth 10: " << ranges::distance(level) << " states; ";
  auto once = eight_puzzle::reachable(start);
  auto distinct = 0;
  for (auto it = once.begin(); it != once.end() && it.depth() <= 10; ++it) ++distinct;
  std::cout << distinct << " distinct boards\n";
}
