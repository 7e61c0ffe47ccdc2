// expect: seek::yen, all_shortest_paths, anytime_astar and fringe do not take seek::depth_limited
// matrix: depth_limited x all_shortest_paths
// It settles each state once at its cheapest cost: a depth bound would make
// that cost wrong.
#include <seek/successor/depth_limited.hpp>
#include <seek/strategy/all_shortest_paths.hpp>

#include <cstddef>
#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  (void)seek::all_shortest_paths(0, seek::depth_limited(roads, 3), [](int x) { return x == 5; });
}
