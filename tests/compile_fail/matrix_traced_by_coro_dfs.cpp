// expect: seek::coro_dfs, the teaching form of seek::dfs, takes one root and a successor function, no options
// matrix: traced_by x coro_dfs
// coro_dfs is the teaching form of dfs: no options, a tracer neither (seek::dfs takes them).
#include <seek/strategy/coro_dfs.hpp>
#include <seek/trace/tracer.hpp>
#include <vector>

struct yields {
  int seen = 0;
  void on_yield(seek::node_event<int> const&) { ++seen; }
};

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  yields t;
  auto g = seek::coro_dfs(0, next, seek::traced_by(t));
  (void)g;
}
