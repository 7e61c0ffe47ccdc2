// expect: seek::coro_dfs: `next` is not a successor function
// seek::coro_dfs has the same requirement as seek::dfs.
#include <seek/strategy/coro_dfs.hpp>

int main() {
  auto next = [](int x) { return x * 2; };  // wrong: not a range
  auto g = seek::coro_dfs(1, next);
  (void)g;
}
