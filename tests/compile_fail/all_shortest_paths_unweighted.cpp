// expect: seek::yen, all_shortest_paths, anytime_astar and fringe take a weighted successor function
// "Cheapest" needs edge costs: next must return (state, cost) pairs.
#include <seek/strategy/all_shortest_paths.hpp>

#include <cstddef>
#include <utility>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  (void)seek::all_shortest_paths(0, next, [](int x) { return x == 5; });
}
