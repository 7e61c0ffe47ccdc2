// expect: seek::dfs: `next` is not a successor function
// A successor function must return a range of states; this one returns a
// single int. The call must be rejected by the successor_function constraint.
#include <seek/strategy/dfs.hpp>

int main() {
  auto next = [](int x) { return x + 1; };  // wrong: not a range
  for (int x : seek::dfs(0, next)) (void)x;
}
