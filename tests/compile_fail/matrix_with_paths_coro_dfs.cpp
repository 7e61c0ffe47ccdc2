// expect: seek::with_paths takes a strategy first
// matrix: with_paths x coro_dfs
// coro_dfs is the teaching form of dfs and has no paths: seek::with_paths
// takes a strategy (seek::dfs gives paths).
#include <seek/strategy/coro_dfs.hpp>
#include <seek/strategy/with_paths.hpp>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  auto view = seek::with_paths(seek::coro_dfs, 0, next);
  (void)view;
}
