// expect: seek::bidirectional_bfs, _dijkstra and _astar do not take seek::skip_seen
// matrix: skip_seen x bidirectional_bfs
// bidirectional_bfs remembers the states of both searches itself; a
// skip_seen around `next` (shared by both) would hide from one search the
// states the other has reached, which is where they meet.
#include <seek/strategy/bidirectional_bfs.hpp>
#include <seek/successor/skip_seen.hpp>

#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1, x - 1}; };
  (void)seek::bidirectional_bfs(0, 10, seek::skip_seen<int>(next));
}
