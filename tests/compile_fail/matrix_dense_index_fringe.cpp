// expect: seek: the path searches .* do not take seek::dense_index
// matrix: dense_index x fringe
// Fringe search keeps its table of states in a hash map; seen_by is its option.
#include <seek/strategy/fringe.hpp>
#include <seek/successor/dense_index.hpp>

#include <functional>
#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{(x + 1) % 10, 1}}; };
  (void)seek::fringe(0, roads, [](int x) { return x == 5; }, [](int) { return 0; },
                     seek::dense_index(10, std::identity{}));
}
