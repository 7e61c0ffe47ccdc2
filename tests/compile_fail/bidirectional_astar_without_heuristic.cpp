// expect: seek::bidirectional_astar needs a heuristic h\(a, b\) after next
// A* needs an estimate; with none, seek::bidirectional_dijkstra is the search.
#include <seek/core/statistics.hpp>
#include <seek/strategy/bidirectional_astar.hpp>

#include <utility>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}, {x - 1, 1}}; };
  seek::statistics stats;
  (void)seek::bidirectional_astar(0, 10, next, stats);
}
