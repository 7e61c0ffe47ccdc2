// Compile-time probe (scripts/compile_time.sh): a small program over
// seek/strategy/find_path.hpp (and bfs.hpp), without the umbrella header.
#include <iostream>
#include <vector>

#include <seek/strategy/bfs.hpp>
#include <seek/strategy/find_path.hpp>

int main() {
  auto children = [](int n) { return n < 4 ? std::vector{2 * n, 2 * n + 1} : std::vector<int>{}; };
  auto found = seek::shortest_path(seek::bfs, 1, children, [](int n) { return n == 6; });
  for (int n : found->path) std::cout << ' ' << n;
  std::cout << '\n';
}
