// expect: seek::first\(k\): k counts elements: an integer, not bool or a character
// seek::first(true): a truth value is no count. The first error was "no
// match for call to first_fn".
#include <vector>

#include <seek/range/first.hpp>
#include <seek/strategy/dfs.hpp>

int main() {
  auto next = [](int x) { return std::vector<int>(x < 3 ? 2 : 0, x + 1); };
  for (int x : seek::dfs(0, next) | seek::first(true)) (void)x;
}
