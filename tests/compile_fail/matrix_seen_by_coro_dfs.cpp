// expect: seek::coro_dfs, the teaching form of seek::dfs, takes one root and a successor function, no options
// matrix: seen_by x coro_dfs
// coro_dfs is the teaching form of dfs: one root and a successor function.
#include <seek/strategy/coro_dfs.hpp>
#include <seek/successor/seen_by.hpp>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  auto g = seek::coro_dfs(0, next, seek::seen_by());
  (void)g;
}
