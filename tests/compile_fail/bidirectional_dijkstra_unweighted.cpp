// expect: seek::bidirectional_dijkstra and _astar take a weighted successor function
// Dijkstra's order needs edge costs: for the fewest edges, bidirectional_bfs.
#include <seek/strategy/bidirectional_dijkstra.hpp>

#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1, x - 1}; };
  (void)seek::bidirectional_dijkstra(0, 10, next);
}
