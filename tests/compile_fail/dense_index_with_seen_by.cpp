// expect: seek: seen_by and dense_index both say how states are remembered
// A search finds the states it met before by a hashed key (seen_by) or by
// an index (dense_index), not both.
#include <seek/strategy/astar.hpp>
#include <functional>
#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  auto view = seek::astar(0, roads, [](int) { return 0; }, seek::seen_by(), seek::dense_index(10, std::identity{}));
  (void)view;
}
