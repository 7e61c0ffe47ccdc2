// expect: seek::yen, all_shortest_paths, anytime_astar and fringe take one start state
// matrix: several roots x all_shortest_paths
// The paths go from one start: a range of starts is refused.
#include <seek/strategy/all_shortest_paths.hpp>

#include <cstddef>
#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  std::vector<int> const starts{0, 1};
  (void)seek::all_shortest_paths(starts, roads, [](int x) { return x == 5; });
}
