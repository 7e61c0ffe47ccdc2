// expect: seek::bidirectional_bfs, _dijkstra and _astar do not take seek::depth_limited
// matrix: depth_limited x bidirectional_bfs
// The two searches meet in the middle: a depth bound on `next` would bound
// the forward search only, and the path's length is no search's depth.
#include <seek/strategy/bidirectional_bfs.hpp>
#include <seek/successor/depth_limited.hpp>

#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1, x - 1}; };
  (void)seek::bidirectional_bfs(0, 10, seek::depth_limited(next, 3));
}
