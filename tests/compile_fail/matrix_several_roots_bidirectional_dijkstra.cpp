// expect: seek::bidirectional_bfs, _dijkstra and _astar take one root and one goal
// matrix: several roots x bidirectional_dijkstra
// The path goes from one state to another: a range of roots is refused.
#include <seek/strategy/bidirectional_dijkstra.hpp>

#include <utility>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}, {x - 1, 1}}; };
  std::vector<int> const roots{0, 1};
  (void)seek::bidirectional_dijkstra(roots, 10, next);
}
