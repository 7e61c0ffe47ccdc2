// expect: seek::statistics: given as a temporary or const, and the search writes into it
// The count writes its statistics into the object it is given: a const one
// (or a temporary) is refused.
#include <vector>

#include <seek/scale/count.hpp>

int main() {
  auto next = [](int n) { return std::vector<int>(n < 3 ? 2 : 0, n + 1); };
  seek::statistics const stats;
  return static_cast<int>(seek::count(0, next, stats));
}
