// expect: seek: unknown option
// After roots, next and the predicate come only the options of the count; a
// second predicate (or anything else) is refused.
#include <vector>

#include <seek/scale/count.hpp>

int main() {
  auto next = [](int n) { return std::vector<int>(n < 3 ? 2 : 0, n + 1); };
  auto even = [](int n) { return n % 2 == 0; };
  return static_cast<int>(seek::count(0, next, even, even));
}
