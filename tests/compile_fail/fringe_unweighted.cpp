// expect: seek::yen, all_shortest_paths, anytime_astar and fringe take a weighted successor function
// Its costs are the edges' costs: a successor function returning states is refused.
#include <seek/strategy/fringe.hpp>

#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  (void)seek::fringe(0, next, [](int x) { return x == 5; }, [](int) { return 0; });
}
