// expect: seek: ambiguous roots: `next` takes both
// The roots std::vector<int>{1, 2, 3} could be three roots or one state (the generic successor takes both): refused, not read one way.
#include <vector>

#include <seek/scale/parallel.hpp>

int main() {
  auto next = [](auto const&) { return std::vector<int>{}; };  // takes an int, and a std::vector<int> too
  std::vector<int> roots{1, 2, 3};
  return static_cast<int>(seek::parallel::count(roots, next));
}
