// expect: seek: the path searches .* do not take seek::dense_index
// matrix: dense_index x bidirectional_astar
// Its two searches keep their states in hash maps; seen_by is its option.
#include <seek/strategy/bidirectional_astar.hpp>
#include <seek/successor/dense_index.hpp>

#include <functional>
#include <utility>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<std::pair<int, int>>{{(x + 1) % 20, 1}, {(x + 19) % 20, 1}}; };
  (void)seek::bidirectional_astar(0, 10, next, [](int a, int b) { return a > b ? a - b : b - a; }, seek::dense_index(20, std::identity{}));
}
