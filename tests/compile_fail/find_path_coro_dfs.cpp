// expect: seek::find_path, shortest_path and has_path take a strategy first
// seek::coro_dfs is the teaching form of dfs, not a strategy of the one
// protocol: it has no paths (seek::with_paths refuses it too). Use seek::dfs.
#include <seek/strategy/coro_dfs.hpp>
#include <seek/strategy/find_path.hpp>

#include <vector>

int main() {
  auto next = [](int x) { return x < 10 ? std::vector<int>{x + 1} : std::vector<int>{}; };
  auto found = seek::find_path(seek::coro_dfs, 0, next, [](int x) { return x == 5; });
  (void)found;
}
