// expect: seek::memo_by: only seek::count takes it
// There is no parallel memoized count; the message says to call seek::count.
#include <vector>

#include <seek/scale/parallel.hpp>
#include <seek/scale/memo.hpp>

int main() {
  auto next = [](int n) { return std::vector<int>(n < 3 ? 2 : 0, n + 1); };
  return static_cast<int>(seek::parallel::count(0, next, seek::memo_by([](int n) { return n; })));
}
