// expect: seek::bidirectional_dijkstra does not take seek::traced_by
// matrix: traced_by x bidirectional_dijkstra
// It returns a path, not a range of states, and walks two trees at once: no
// tree for a tracer to follow.
#include <seek/strategy/bidirectional_dijkstra.hpp>
#include <seek/trace/tracer.hpp>

#include <utility>
#include <vector>

struct counter {
  int yields = 0;
  void on_yield(seek::node_event<int> const&) { ++yields; }
};

int main() {
  auto next = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}, {x - 1, 1}}; };
  counter c;
  (void)seek::bidirectional_dijkstra(0, 10, next, seek::traced_by(c));
}
