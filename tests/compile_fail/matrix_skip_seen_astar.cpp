// expect: seek::skip_seen takes an unweighted successor function
// matrix: skip_seen x astar
// skip_seen wraps an unweighted successor function: dijkstra and astar
// remember states themselves (seen_by is their option), and ida_star walks
// the tree again in every pass.
#include <seek/strategy/astar.hpp>
#include <seek/successor/skip_seen.hpp>
#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  auto view = seek::astar(0, seek::skip_seen<int>(roads), [](int) { return 0; });
  (void)view;
}
