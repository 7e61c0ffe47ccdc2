// expect: seek::limits: an option written as a braced list, \{\.nodes = N\}, has no type
// A braced list has no type, so no option overload deduces it: the first
// error was "no match for call ... <brace-enclosed initializer list>".
#include <vector>

#include <seek/core/statistics.hpp>
#include <seek/strategy/bfs.hpp>

int main() {
  auto next = [](int x) { return std::vector<int>(x < 3 ? 2 : 0, x + 1); };
  seek::statistics stats;
  for (int x : seek::bfs(0, next, stats, {.nodes = 10})) (void)x;
}
