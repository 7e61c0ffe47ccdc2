// expect: seek::limits: an option written as a braced list, \{\.nodes = N\}, has no type
// seek::count with a braced limits: write seek::limits{.nodes = N}.
#include <vector>

#include <seek/scale/count.hpp>

int main() {
  auto next = [](int x) { return std::vector<int>(x < 3 ? 2 : 0, x + 1); };
  return static_cast<int>(seek::count(0, next, {.nodes = 10}));
}
