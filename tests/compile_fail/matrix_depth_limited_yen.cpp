// expect: seek::yen, all_shortest_paths, anytime_astar and fringe do not take seek::depth_limited
// matrix: depth_limited x yen
// Its spur searches are seek::dijkstra's, which settle each state once at its
// cheapest cost: a depth bound would make that cost wrong.
#include <seek/successor/depth_limited.hpp>
#include <seek/strategy/yen.hpp>

#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  (void)seek::yen(0, seek::depth_limited(roads, 3), [](int x) { return x == 5; });
}
