// expect: seek::skip_seen: not for a memoized count
// matrix: skip_seen x memo count
// Under skip_seen a state's subtree depends on what was seen before it, so
// a subtree count remembered by key would be wrong elsewhere.
#include <vector>

#include <seek/scale/count.hpp>
#include <seek/successor/skip_seen.hpp>

int main() {
  auto next = [](int n) { return std::vector<int>{(n + 1) % 10, (n * 3) % 10}; };
  return static_cast<int>(seek::count(1, seek::skip_seen<int>(next), seek::memo_by([](int n) { return n; })));
}
