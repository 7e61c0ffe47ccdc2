// expect: seek: this path search does not take seek::traced_by
// matrix: traced_by x yen
// yen's work is many seek::dijkstra searches, one per state of the last path
// found: it takes no traced_by (bound it with seek::first(k)).
#include <seek/trace/tracer.hpp>
#include <seek/strategy/yen.hpp>

#include <cstddef>
#include <utility>
#include <vector>

struct yields {
  int n = 0;
  void on_yield(seek::node_event<int> const&) { ++n; }
};

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  [[maybe_unused]] seek::statistics stats;
  [[maybe_unused]] yields t;
  (void)seek::yen(0, roads, [](int x) { return x == 5; }, seek::traced_by(t));
}
