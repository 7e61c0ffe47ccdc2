// expect: seek::astar: the heuristic must be callable
// seek::grid::octile_distance measures from a cell (or a state with its cell
// in `at`); over a graph of numbers it is no heuristic, and is refused.
#include <seek/models/grid.hpp>
#include <seek/strategy/astar.hpp>

#include <utility>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<std::pair<int, double>>{{x + 1, 1.0}}; };
  for (auto const& n : seek::astar(0, next, seek::grid::octile_distance{{3, 4}})) (void)n;
}
