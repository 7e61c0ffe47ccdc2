// expect: seek::coro_dfs, the teaching form of seek::dfs, takes one root and a successor function, no options
// matrix: dense_index x coro_dfs
// seek::dense_index, like seen_by, says how a strategy remembers states;
// coro_dfs, the teaching form of dfs, takes no option at all.
#include <seek/strategy/coro_dfs.hpp>
#include <seek/successor/dense_index.hpp>
#include <functional>
#include <utility>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  auto view = seek::coro_dfs(0, next, seek::dense_index(10, std::identity{}));
  (void)view;
}
