// expect: seek::skip_seen takes an unweighted successor function
// matrix: skip_seen x all_shortest_paths
// It remembers states itself (every cheapest parent of each); skip_seen wraps
// only an unweighted successor function.
#include <seek/successor/skip_seen.hpp>
#include <seek/strategy/all_shortest_paths.hpp>

#include <cstddef>
#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  (void)seek::all_shortest_paths(0, seek::skip_seen<int>(roads), [](int x) { return x == 5; });
}
