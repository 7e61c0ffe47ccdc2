// expect: seek::astar: the heuristic must be callable
// seek::astar's heuristic must return something that converts to the cost
// type. This one returns a std::string, so the call must be rejected by the
// seek::heuristic constraint.
#include <seek/strategy/astar.hpp>

#include <string>
#include <utility>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<std::pair<int, double>>{{x + 1, 1.0}}; };
  auto h = [](int x) { return std::to_string(x); };
  for (auto const& n : seek::astar(0, next, h)) (void)n;
}
