// expect: seek::yen, all_shortest_paths, anytime_astar and fringe do not take seek::depth_limited
// matrix: depth_limited x anytime_astar
// The bounds it yields assume every path is searched: a depth bound would
// make them wrong.
#include <seek/successor/depth_limited.hpp>
#include <seek/strategy/anytime_astar.hpp>

#include <cstddef>
#include <utility>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  auto roads = seek::depth_limited(next, 3);
  (void)seek::anytime_astar(0, roads, [](int x) { return x == 5; }, [](int) { return 0; }, 2.0);
}
