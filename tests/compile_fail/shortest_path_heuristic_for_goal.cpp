// expect: the goal predicate returns a number, not bool: is it the heuristic\?
// The heuristic and the goal swapped: the goal comes right after the
// successor function, then astar's heuristic. A function returning a number
// where the goal belongs is refused by name, before astar could take the
// goal (returning bool) for its heuristic.
#include <seek/strategy/astar.hpp>
#include <seek/strategy/find_path.hpp>

#include <utility>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}, {x + 2, 3}}; };
  auto h = [](int x) { return x < 10 ? 10 - x : 0; };
  auto goal = [](int x) { return x == 10; };
  auto found = seek::shortest_path(seek::astar, 0, next, h, goal);
  (void)found;
}
