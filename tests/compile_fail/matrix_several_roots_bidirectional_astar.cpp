// expect: seek::bidirectional_bfs, _dijkstra and _astar take one root and one goal
// matrix: several roots x bidirectional_astar
// The path goes from one state to another: a range of roots is refused.
#include <seek/strategy/bidirectional_astar.hpp>

#include <utility>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}, {x - 1, 1}}; };
  std::vector<int> const roots{0, 1};
  (void)seek::bidirectional_astar(roots, 10, next, [](int a, int b) { return a > b ? a - b : b - a; });
}
