// expect: seek: unknown option: after its own arguments a path search takes only
// After `next` (and `prev`) it takes only statistics&, limits and seen_by:
// a number there is no option.
#include <seek/strategy/bidirectional_bfs.hpp>

#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1, x - 1}; };
  (void)seek::bidirectional_bfs(0, 10, next, 42);
}
