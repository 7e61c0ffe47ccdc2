// expect: seek::first\(range, k\): k counts elements: an integer, not bool or a character
// seek::first(range, k), the call form: a truth value is no count. The first
// error was "no match for call to first_fn" (issue 45), the reason 20 lines
// down.
#include <vector>

#include <seek/range/first.hpp>
#include <seek/strategy/dfs.hpp>

int main() {
  auto next = [](int x) { return std::vector<int>(x < 3 ? 2 : 0, x + 1); };
  auto search = seek::dfs(0, next);
  for (int x : seek::first(search, true)) (void)x;
}
