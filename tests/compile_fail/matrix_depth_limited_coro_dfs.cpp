// expect: seek::coro_dfs, the teaching form of seek::dfs, does not take seek::depth_limited
// matrix: depth_limited x coro_dfs
// coro_dfs is the teaching form of dfs: one root and a successor function.
#include <seek/strategy/coro_dfs.hpp>
#include <seek/successor/depth_limited.hpp>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  auto g = seek::coro_dfs(0, seek::depth_limited(next, 3));
  (void)g;
}
