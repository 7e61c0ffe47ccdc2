// expect: seek::all_shortest_paths takes only the option seek::seen_by
// matrix: statistics x all_shortest_paths
// It returns paths walked from a graph of cheapest parents, not the states of
// one search: it takes no statistics.
#include <seek/core/statistics.hpp>
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
  (void)seek::all_shortest_paths(0, roads, [](int x) { return x == 5; }, stats);
}
