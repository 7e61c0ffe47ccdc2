// expect: seek::bidirectional_bfs, _dijkstra and _astar do not take seek::depth_limited
// matrix: depth_limited x bidirectional_astar
// The two searches meet in the middle: a depth bound on `next` would bound
// the forward search only, and the path's length is no search's depth.
#include <seek/strategy/bidirectional_astar.hpp>
#include <seek/successor/depth_limited.hpp>

#include <utility>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}, {x - 1, 1}}; };
  (void)seek::bidirectional_astar(0, 10, seek::depth_limited(next, 3), [](int a, int b) { return a > b ? a - b : b - a; });
}
