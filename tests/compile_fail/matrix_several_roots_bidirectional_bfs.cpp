// expect: seek::bidirectional_bfs, _dijkstra and _astar take one root and one goal
// matrix: several roots x bidirectional_bfs
// The path goes from one state to another: a range of roots is refused.
#include <seek/strategy/bidirectional_bfs.hpp>

#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1, x - 1}; };
  std::vector<int> const roots{0, 1};
  (void)seek::bidirectional_bfs(roots, 10, next);
}
