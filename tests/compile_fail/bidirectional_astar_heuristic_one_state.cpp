// expect: seek::bidirectional_astar: the heuristic must take two states
// The heuristic estimates the cost between two states, h(a, b): the forward
// search asks h(s, goal), the backward one h(start, s). One taking a single
// state (seek::astar's form) is refused; here it is read as `prev` and the
// estimate is missing.
#include <seek/strategy/bidirectional_astar.hpp>

#include <utility>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}, {x - 1, 1}}; };
  auto prev = next;
  (void)seek::bidirectional_astar(0, 10, next, prev, [](int x) { return x; });
}
