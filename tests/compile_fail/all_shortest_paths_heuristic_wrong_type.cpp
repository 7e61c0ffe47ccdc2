// expect: seek::all_shortest_paths: unknown argument
// After the goal comes a heuristic (State const& -> cost) or seen_by: a
// function of another type is neither.
#include <string>
#include <seek/strategy/all_shortest_paths.hpp>

#include <cstddef>
#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  (void)seek::all_shortest_paths(0, roads, [](int x) { return x == 5; }, [](std::string const&) { return 0; });
}
