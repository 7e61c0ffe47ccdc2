// The 8-puzzle: a shortest solution by A* (Manhattan distance) over the
// graph of boards, printed move by move from the path A* keeps; then what
// breadth-first search over the same graph (seek::unique_bfs) and over the
// tree of move sequences (plain seek::bfs) cost for the same answer.
#include <cstddef>
#include <iomanip>
#include <iostream>
#include <string>

#include <range/v3/range/operations.hpp>

#include <seek/strategy/bfs.hpp>
#include <seek/successor/prune.hpp>
#include <seek/core/statistics.hpp>

#include "models/eight_puzzle.hpp"

// A board on one line: "8 6 7 | 2 5 4 | 3 . 1".
std::string line(eight_puzzle::board const& b) {
  std::string out;
  for (std::size_t i = 0; i < b.size(); ++i) {
    out += b[i] == 0 ? '.' : static_cast<char>('0' + b[i]);
    out += i == 8 ? "" : i % 3 == 2 ? " | " : " ";
  }
  return out;
}

int main() {
  eight_puzzle::board const start{8, 6, 7, 2, 5, 4, 3, 0, 1};
  std::cout << "start:\n" << eight_puzzle::draw(start);

  seek::statistics astar_stats;
  auto const path = eight_puzzle::solve_astar(start, astar_stats);
  if (!path) {
    std::cout << "no solution\n";
    return 1;
  }
  std::cout << "shortest solution by A*, " << path->size() - 1 << " moves of the blank:\n";
  for (std::size_t i = 1; i < path->size(); ++i)
    std::cout << std::setw(3) << i << ' ' << eight_puzzle::move_between((*path)[i - 1], (*path)[i]) << "  "
              << line((*path)[i]) << '\n';

  seek::statistics bfs_stats;
  auto moves = eight_puzzle::solve(start, bfs_stats);
  std::cout << "A* settled " << astar_stats.yielded << " boards; breadth-first search visited " << bfs_stats.nodes
            << " (of 181440 reachable) for the same " << moves->size() << " moves\n";

  // Without the seen-set, bfs searches the tree of move sequences, which
  // grows exponentially with depth while the boards within reach do not:
  auto level = seek::bfs(eight_puzzle::node{start, {}}, seek::depth_limited(eight_puzzle::next, 10));
  std::cout << "tree search to depth 10: " << ranges::distance(level) << " states; ";
  auto once = eight_puzzle::reachable(start);
  auto distinct = 0;
  for (auto it = once.begin(); it != once.end() && it.depth() <= 10; ++it) ++distinct;
  std::cout << distinct << " distinct boards\n";
}
