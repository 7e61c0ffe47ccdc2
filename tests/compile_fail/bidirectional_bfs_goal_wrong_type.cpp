// expect: seek::bidirectional_bfs, _dijkstra and _astar: the goal .* must be a state of the root's type
// The goal is a state like the root: a string goal for int states is refused.
#include <seek/strategy/bidirectional_bfs.hpp>

#include <string>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1, x - 1}; };
  (void)seek::bidirectional_bfs(0, std::string("ten"), next);
}
