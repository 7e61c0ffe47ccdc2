// Compile-time probe (scripts/compile_time.sh): a small program over
// seek/strategy/with_paths.hpp (and bfs.hpp), without the umbrella header.
#include <iostream>
#include <vector>

#include <seek/strategy/bfs.hpp>
#include <seek/strategy/with_paths.hpp>

int main() {
  auto children = [](int n) { return n < 4 ? std::vector{2 * n, 2 * n + 1} : std::vector<int>{}; };
  for (auto const& node : seek::with_paths(seek::bfs, 1, children)) std::cout << ' ' << node.depth();
  std::cout << '\n';
}
