// expect: seek: an option was given twice
// Each option of a count comes at most once: two seek::statistics& would
// leave one of them unfilled.
#include <vector>

#include <seek/scale/count.hpp>

int main() {
  auto next = [](int n) { return std::vector<int>(n < 3 ? 2 : 0, n + 1); };
  seek::statistics a, b;
  return static_cast<int>(seek::count(0, next, a, b));
}
