// expect: seek::traced_by: not a tracer of this search's states
// A tracer whose on_generated takes the events of another state type: a
// hook it names but would never hear is refused, not silently ignored.
#include <seek/strategy/bfs.hpp>

#include <string>
#include <vector>

struct string_tracer {
  void on_generated(seek::node_event<std::string> const&) {}
};

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  string_tracer t;
  for (int x : seek::bfs(0, next, seek::traced_by(t))) (void)x;
}
