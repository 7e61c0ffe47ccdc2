// expect: seek::coro_dfs, the teaching form of seek::dfs, takes one root and a successor function, no options
// matrix: limits x coro_dfs
// coro_dfs is the teaching form of dfs: no options (seek::dfs takes them).
#include <seek/core/statistics.hpp>
#include <seek/strategy/coro_dfs.hpp>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  auto g = seek::coro_dfs(0, next, seek::limits{.nodes = 10});
  (void)g;
}
