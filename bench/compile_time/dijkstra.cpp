// Compile-time probe (scripts/compile_time.sh): a small program over
// seek/strategy/dijkstra.hpp, without the umbrella header.
#include <iostream>
#include <utility>
#include <vector>

#include <seek/strategy/dijkstra.hpp>

int main() {
  auto children = [](int n) { return n < 4 ? std::vector{2 * n, 2 * n + 1} : std::vector<int>{}; };
  auto weighted = [](int n) { return n < 4 ? std::vector{std::pair{2 * n, 1}, std::pair{2 * n + 1, 2}} : std::vector<std::pair<int, int>>{}; };
  (void)children;
  (void)weighted;
  for (int n : seek::dijkstra(1, weighted)) std::cout << ' ' << n;
  std::cout << '\n';
}
