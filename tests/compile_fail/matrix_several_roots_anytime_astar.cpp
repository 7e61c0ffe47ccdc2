// expect: seek::yen, all_shortest_paths, anytime_astar and fringe take one start state
// matrix: several roots x anytime_astar
// The paths go from one start: a range of starts is refused.
#include <seek/strategy/anytime_astar.hpp>

#include <cstddef>
#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  std::vector<int> const starts{0, 1};
  (void)seek::anytime_astar(starts, roads, [](int x) { return x == 5; }, [](int) { return 0; }, 2.0);
}
