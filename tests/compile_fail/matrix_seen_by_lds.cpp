// expect: seek::seen_by: only the strategies that remember states take it
// matrix: seen_by x lds
// lds remembers no state, so seek::seen_by means nothing to it; wrap the
// successor function in seek::skip_seen<State>(next, seek::seen_by(...))
// instead (where the strategy takes it).
#include <seek/strategy/lds.hpp>
#include <seek/successor/seen_by.hpp>
#include <utility>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  auto view = seek::lds(0, next, seek::seen_by());
  (void)view;
}
