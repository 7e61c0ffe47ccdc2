// expect: seek::bidirectional_bfs does not take seek::traced_by
// matrix: traced_by x bidirectional_bfs
// It returns a path, not a range of states, and walks two trees at once: no
// tree for a tracer to follow.
#include <seek/strategy/bidirectional_bfs.hpp>
#include <seek/trace/tracer.hpp>

#include <vector>

struct counter {
  int yields = 0;
  void on_yield(seek::node_event<int> const&) { ++yields; }
};

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1, x - 1}; };
  counter c;
  (void)seek::bidirectional_bfs(0, 10, next, seek::traced_by(c));
}
