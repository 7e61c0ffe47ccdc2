// expect: seek::ida_star does not take seek::depth_limited
// matrix: depth_limited x ida_star
// ida_star's passes bound cost + heuristic, not depth: a static_assert says
// so rather than a failed concept.
#include <seek/strategy/ida_star.hpp>

#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  for (auto const& n : seek::ida_star(0, seek::depth_limited(roads, 3), [](int) { return 0; })) (void)n;
}
