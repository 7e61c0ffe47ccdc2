// expect: seek::seen_by: only the strategies that remember states take it
// matrix: seen_by x best_first
// best_first remembers no state, so seek::seen_by means nothing to it; wrap the
// successor function in seek::skip_seen<State>(next, seek::seen_by(...))
// instead (where the strategy takes it).
#include <seek/strategy/best_first.hpp>
#include <seek/successor/seen_by.hpp>
#include <utility>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  auto view = seek::best_first(0, next, [](int x) { return x; }, seek::seen_by());
  (void)view;
}
