// expect: seek: ambiguous roots: `next` takes both
// The roots std::vector<int>{1, 2, 3} could be three roots or one state (the generic weighted successor takes both): refused, not read one way.
#include <utility>
#include <vector>

#include <seek/strategy/dijkstra.hpp>

int main() {
  auto next = [](auto const&) { return std::vector<std::pair<int, int>>{}; };  // takes an int, and a std::vector<int> too
  std::vector<int> roots{1, 2, 3};
  for (auto const& n : seek::dijkstra(roots, next)) return n.state;
  return 0;
}
