// expect: seek::seen_by: only the strategies that remember states take it
// matrix: seen_by x ida_star
// ida_star remembers no state, so seek::seen_by means nothing to it; wrap the
// successor function in seek::skip_seen<State>(next, seek::seen_by(...))
// instead (where the strategy takes it).
#include <seek/strategy/ida_star.hpp>
#include <seek/successor/seen_by.hpp>
#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  auto view = seek::ida_star(0, roads, [](int) { return 0; }, seek::seen_by());
  (void)view;
}
