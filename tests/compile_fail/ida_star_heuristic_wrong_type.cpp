// expect: seek::ida_star: the heuristic must be
// The heuristic must return something convertible to the edge cost type
// (here int); this one returns a string.
#include <seek/strategy/ida_star.hpp>

#include <string>
#include <utility>
#include <vector>

int main() {
  auto next = [](int const& x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  auto h = [](int const&) { return std::string("far"); };
  for (auto const& n : seek::ida_star(0, next, h)) (void)n;
}
