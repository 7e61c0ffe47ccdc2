// expect: seek::skip_seen takes an unweighted successor function
// matrix: skip_seen x bidirectional_astar
// Its two searches remember states themselves (seen_by is its option), and
// skip_seen wraps only an unweighted successor function.
#include <seek/strategy/bidirectional_astar.hpp>
#include <seek/successor/skip_seen.hpp>

#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}, {x - 1, 1}}; };
  (void)seek::bidirectional_astar(0, 10, seek::skip_seen<int>(roads), [](int a, int b) { return a > b ? a - b : b - a; });
}
