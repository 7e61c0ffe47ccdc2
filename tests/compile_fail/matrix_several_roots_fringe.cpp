// expect: seek::yen, all_shortest_paths, anytime_astar and fringe take one start state
// matrix: several roots x fringe
// The path goes from one start: a range of starts is refused.
#include <seek/strategy/fringe.hpp>

#include <cstddef>
#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  std::vector<int> const starts{0, 1};
  (void)seek::fringe(starts, roads, [](int x) { return x == 5; }, [](int) { return 0; });
}
