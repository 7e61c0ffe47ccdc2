// expect: seek::skip_seen takes an unweighted successor function
// matrix: skip_seen x yen
// yen's spur searches remember states themselves; skip_seen wraps only an
// unweighted successor function.
#include <seek/successor/skip_seen.hpp>
#include <seek/strategy/yen.hpp>

#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  (void)seek::yen(0, seek::skip_seen<int>(roads), [](int x) { return x == 5; });
}
