// expect: seek::traced_by: not a tracer of this search's states
// seek::parallel::count takes seek::traced_by, and refuses, as the
// strategies do, an object whose hook does not take this search's events.
#include <string>
#include <vector>

#include <seek/scale/parallel.hpp>

struct wrong_state {
  void on_generated(seek::node_event<std::string> const&) {}
};

int main() {
  auto next = [](int n) { return std::vector<int>(n < 3 ? 2 : 0, n + 1); };
  wrong_state t;
  return static_cast<int>(seek::parallel::count(0, next, seek::traced_by(t)));
}
