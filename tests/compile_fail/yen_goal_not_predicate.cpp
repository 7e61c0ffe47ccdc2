// expect: seek::yen, all_shortest_paths, anytime_astar and fringe: the goal .* must be a predicate
// The third argument is the goal test; a state there is refused.
#include <seek/strategy/yen.hpp>

#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  (void)seek::yen(0, roads, 5);
}
