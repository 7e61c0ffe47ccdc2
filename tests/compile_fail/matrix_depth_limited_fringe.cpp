// expect: seek::yen, all_shortest_paths, anytime_astar and fringe do not take seek::depth_limited
// matrix: depth_limited x fringe
// Fringe search keeps each state at its cheapest cost: a depth bound would
// make that cost wrong.
#include <seek/successor/depth_limited.hpp>
#include <seek/strategy/fringe.hpp>

#include <cstddef>
#include <utility>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  auto roads = seek::depth_limited(next, 3);
  (void)seek::fringe(0, roads, [](int x) { return x == 5; }, [](int) { return 0; });
}
