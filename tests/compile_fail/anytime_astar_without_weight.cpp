// expect: seek::anytime_astar takes a weight after the heuristic
// The weight (>= 1) is what makes the first path come fast: it is not optional.
#include <seek/strategy/anytime_astar.hpp>

#include <cstddef>
#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  (void)seek::anytime_astar(0, roads, [](int x) { return x == 5; }, [](int) { return 0; });
}
