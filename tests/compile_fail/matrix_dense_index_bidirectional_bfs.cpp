// expect: seek: the path searches .* do not take seek::dense_index
// matrix: dense_index x bidirectional_bfs
// Its two searches keep their states in hash maps; seen_by is its option.
#include <seek/strategy/bidirectional_bfs.hpp>
#include <seek/successor/dense_index.hpp>

#include <functional>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{(x + 1) % 20, (x + 19) % 20}; };
  (void)seek::bidirectional_bfs(0, 10, next, seek::dense_index(20, std::identity{}));
}
