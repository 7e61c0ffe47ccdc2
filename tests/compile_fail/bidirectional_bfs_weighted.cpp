// expect: seek::bidirectional_bfs takes an unweighted successor function
// bidirectional_bfs counts edges: a successor function returning (state,
// cost) pairs is for seek::dijkstra.
#include <seek/strategy/bidirectional_bfs.hpp>

#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, double>>{{x + 1, 2.0}}; };
  (void)seek::bidirectional_bfs(0, 10, roads);
}
