// expect: (use of deleted function|call to deleted member function|deleted).*begin
// A temporary seek::generator (here from seek::coro_dfs) destroys its
// coroutine at the end of the statement. std::generator would accept
// `.begin()` on it and dangle; seek::generator gives begin() to named
// generators only, as every seek view.
#include <seek/strategy/coro_dfs.hpp>

#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  auto it = seek::coro_dfs(0, next).begin();
  (void)it;
}
