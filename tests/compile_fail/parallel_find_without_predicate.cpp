// expect: seek::parallel::find_any and find_first: the predicate is missing
// A find needs the predicate after next; options alone are refused.
#include <vector>

#include <seek/scale/parallel.hpp>

int main() {
  auto next = [](int n) { return std::vector<int>(n < 3 ? 2 : 0, n + 1); };
  seek::statistics stats;
  seek::parallel::find_any(0, next, stats);
}
