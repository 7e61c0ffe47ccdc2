// expect: seek::yen, all_shortest_paths, anytime_astar and fringe take one start state
// matrix: several roots x yen
// The paths go from one start: a range of roots is refused.
#include <seek/strategy/yen.hpp>

#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  std::vector<int> const starts{0, 1};
  (void)seek::yen(starts, roads, [](int x) { return x == 5; });
}
