// expect: seek::best_first: the priority must be callable
// seek::best_first orders states by `priority(state)` with `<`. This
// priority returns a struct with no ordering, so the call must be rejected
// by the seek::priority_function constraint.
#include <seek/strategy/best_first.hpp>

#include <vector>

struct rank {
  int value;
};

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  auto priority = [](int x) { return rank{x}; };
  for (int x : seek::best_first(0, next, priority)) (void)x;
}
