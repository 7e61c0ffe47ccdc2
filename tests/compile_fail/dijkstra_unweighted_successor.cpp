// expect: seek::dijkstra takes a weighted successor function
// seek::dijkstra needs (successor, cost) pairs. This `next` returns plain
// states, as for seek::bfs, so the call must be rejected by the
// weighted_successor_function constraint (the fix: return pairs, e.g.
// std::vector<std::pair<int, int>>{{x + 1, 1}}, or use seek::bfs).
#include <seek/strategy/dijkstra.hpp>

#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1, x + 2}; };
  for (auto const& n : seek::dijkstra(0, next)) (void)n;
}
