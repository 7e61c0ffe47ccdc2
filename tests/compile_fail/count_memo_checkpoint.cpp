// expect: seek::memo_by: does not combine with seek::checkpoint
// A checkpoint names open pieces by path; it holds neither the memo table
// nor the partial counts of unfinished subtrees.
#include <vector>

#include <seek/scale/count.hpp>

int main() {
  auto next = [](int n) { return std::vector<int>(n < 3 ? 2 : 0, n + 1); };
  seek::checkpoint cp;
  return static_cast<int>(seek::count(0, next, seek::memo_by([](int n) { return n; }), cp));
}
