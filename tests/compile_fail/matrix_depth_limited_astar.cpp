// expect: seek::astar does not take seek::depth_limited
// matrix: depth_limited x astar
// astar settles each state once at its cheapest cost; under a depth bound
// that cost would be wrong for states whose cheapest path is longer.
#include <seek/strategy/astar.hpp>
#include <seek/successor/depth_limited.hpp>
#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  auto view = seek::astar(0, seek::depth_limited(roads, 3), [](int) { return 0; });
  (void)view;
}
