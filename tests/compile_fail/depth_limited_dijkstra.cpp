// expect: seek::dijkstra does not take seek::depth_limited
// matrix: depth_limited x dijkstra
// dijkstra settles each state once at its cheapest cost; under a depth bound
// that cost would be wrong for states whose cheapest path is longer than the
// bound. A static_assert says so (astar: the same).
#include <seek/strategy/dijkstra.hpp>

#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  for (auto const& n : seek::dijkstra(0, seek::depth_limited(roads, 3))) (void)n;
}
