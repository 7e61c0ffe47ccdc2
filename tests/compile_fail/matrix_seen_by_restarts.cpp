// expect: seek::seen_by: only the strategies that remember states take it
// matrix: seen_by x restarts
// restarts remembers no state, so seek::seen_by means nothing to it; wrap the
// successor function in seek::skip_seen<State>(next, seek::seen_by(...))
// instead (where the strategy takes it).
#include <seek/strategy/restarts.hpp>
#include <seek/successor/seen_by.hpp>
#include <utility>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  auto view = seek::restarts(0, next, seek::seen_by());
  (void)view;
}
