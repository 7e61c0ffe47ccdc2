// expect: seek::ida_star takes a weighted successor function
// seek::ida_star needs a weighted successor function: for a state, a range of
// (successor, edge cost) pairs. This one returns plain successors (the kind
// seek::iddfs takes).
#include <seek/strategy/ida_star.hpp>

#include <vector>

int main() {
  auto next = [](int const& x) { return std::vector<int>{x + 1}; };
  auto h = [](int const&) { return 0; };
  for (auto const& n : seek::ida_star(0, next, h)) (void)n;
}
