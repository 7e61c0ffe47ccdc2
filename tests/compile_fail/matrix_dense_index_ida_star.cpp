// expect: seek::dense_index: only the strategies that remember states take it
// matrix: dense_index x ida_star
// seek::dense_index, like seen_by, says how a strategy remembers states;
// ida_star remembers none (wrap next in skip_seen instead).
#include <seek/strategy/ida_star.hpp>
#include <seek/successor/dense_index.hpp>
#include <functional>
#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  auto view = seek::ida_star(0, roads, [](int) { return 0; }, seek::dense_index(10, std::identity{}));
  (void)view;
}
