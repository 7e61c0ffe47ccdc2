// expect: seek::traced_by takes a tracer
// seek::traced_by given a number, not a tracer object.
#include <seek/strategy/dfs.hpp>

#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  for (int x : seek::dfs(0, next, seek::traced_by(42))) (void)x;
}
