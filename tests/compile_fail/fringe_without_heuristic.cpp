// expect: seek::fringe needs a heuristic after the goal
// Fringe search walks thresholds on g + h: the heuristic is not optional.
#include <seek/strategy/fringe.hpp>

#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  (void)seek::fringe(0, roads, [](int x) { return x == 5; });
}
