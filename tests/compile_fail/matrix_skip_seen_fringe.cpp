// expect: seek::skip_seen takes an unweighted successor function
// matrix: skip_seen x fringe
// It keeps a table of states itself, and puts one back when reached more
// cheaply; skip_seen wraps only an unweighted successor function.
#include <seek/successor/skip_seen.hpp>
#include <seek/strategy/fringe.hpp>

#include <cstddef>
#include <utility>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  auto roads = seek::skip_seen<int>(next);
  (void)seek::fringe(0, roads, [](int x) { return x == 5; }, [](int) { return 0; });
}
