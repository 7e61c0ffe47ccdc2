// expect: seek: the path searches .* do not take seek::dense_index
// matrix: dense_index x yen
// yen's work is many seek::dijkstra searches, one per state of the last path
// found: it takes no dense_index (bound it with seek::first(k)).
#include <seek/successor/dense_index.hpp>
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
  (void)seek::yen(0, roads, [](int x) { return x == 5; }, seek::dense_index(10, [](int x) { return static_cast<std::size_t>(x); }));
}
