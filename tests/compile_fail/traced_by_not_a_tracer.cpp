// expect: seek::traced_by: not a tracer of this search's states
// An object with none of a tracer's hooks (on_generated, on_yield, ...)
// passed to seek::traced_by: the strategy refuses the option, and says why.
#include <seek/strategy/dfs.hpp>

#include <vector>

struct not_a_tracer {
  int count = 0;
};

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  not_a_tracer t;
  for (int x : seek::dfs(0, next, seek::traced_by(t))) (void)x;
}
