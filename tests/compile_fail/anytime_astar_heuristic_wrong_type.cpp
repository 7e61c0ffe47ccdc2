// expect: seek::all_shortest_paths, anytime_astar and fringe: the heuristic must be callable
// The heuristic estimates a cost from a state: one taking a string is refused
// for int states.
#include <string>
#include <seek/strategy/anytime_astar.hpp>

#include <cstddef>
#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  (void)seek::anytime_astar(0, roads, [](int x) { return x == 5; }, [](std::string const&) { return 0; }, 2.0);
}
