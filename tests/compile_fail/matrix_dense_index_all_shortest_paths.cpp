// expect: seek: the path searches .* do not take seek::dense_index
// matrix: dense_index x all_shortest_paths
// It returns paths walked from a graph of cheapest parents, not the states of
// one search: it takes no dense_index.
#include <seek/successor/dense_index.hpp>
#include <seek/strategy/all_shortest_paths.hpp>

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
  (void)seek::all_shortest_paths(0, roads, [](int x) { return x == 5; }, seek::dense_index(10, [](int x) { return static_cast<std::size_t>(x); }));
}
