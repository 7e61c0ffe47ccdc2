// expect: seek::yen, all_shortest_paths, anytime_astar and fringe take a weighted successor function
// The paths come in order of cost: next must return (state, cost) pairs.
#include <seek/strategy/yen.hpp>

#include <utility>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  (void)seek::yen(0, next, [](int x) { return x == 5; });
}
