// expect: seek::coro_dfs, the teaching form of seek::dfs, takes one root
// matrix: several roots x coro_dfs
// coro_dfs is the teaching form of dfs: one root (seek::dfs takes several).
#include <seek/strategy/coro_dfs.hpp>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  auto g = seek::coro_dfs(std::vector{0, 1}, next);
  (void)g;
}
