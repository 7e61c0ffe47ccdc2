// tests/engine/graphs.hpp: small graphs with cycles and many paths, and their
// answers computed by textbook code, shared by the engine tests.
#pragma once

#include <array>
#include <cstddef>
#include <map>
#include <queue>
#include <vector>

namespace seek_test {

// A graph on 0..99 with many paths to each state, and cycles.
inline constexpr auto graph_next = [](int x) { return std::array<int, 2>{(x + 1) % 100, (x * 3) % 100}; };

// Shortest distances from `root` in that graph, by a queue-based BFS.
inline std::map<int, std::size_t> distances_from(int root) {
  std::map<int, std::size_t> dist{{root, 0}};
  std::queue<int> frontier;
  frontier.push(root);
  while (!frontier.empty()) {
    int x = frontier.front();
    frontier.pop();
    for (int y : graph_next(x))
      if (dist.emplace(y, dist[x] + 1).second) frontier.push(y);
  }
  return dist;
}

// Numbers below 1000 as a tree of 1000 states: the children of x are
// 10x + 0..9 (1..9 for the root 0).
inline std::vector<int> decimal(int x) {
  std::vector<int> kids;
  if (x >= 100) return kids;
  for (int d = x == 0 ? 1 : 0; d <= 9; ++d) kids.push_back(10 * x + d);
  return kids;
}

}  // namespace seek_test
