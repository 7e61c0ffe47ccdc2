// expect: seek: an option was given twice
// seek::dense_index, like every option, may be given once.
#include <seek/strategy/dijkstra.hpp>
#include <functional>
#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  auto view = seek::dijkstra(0, roads, seek::dense_index(10, std::identity{}), seek::dense_index(10, std::identity{}));
  (void)view;
}
