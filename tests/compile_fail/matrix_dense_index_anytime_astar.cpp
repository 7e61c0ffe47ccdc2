// expect: seek: the path searches .* do not take seek::dense_index
// matrix: dense_index x anytime_astar
// Its elements are improving paths, not the states of a search, and the
// consumer stops it by not pulling: it takes no dense_index.
#include <seek/successor/dense_index.hpp>
#include <seek/strategy/anytime_astar.hpp>

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
  (void)seek::anytime_astar(0, roads, [](int x) { return x == 5; }, [](int) { return 0; }, 2.0, seek::dense_index(10, [](int x) { return static_cast<std::size_t>(x); }));
}
