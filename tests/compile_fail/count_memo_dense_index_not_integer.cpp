// expect: seek::memo_by: .*nor seek::dense_index\(n, index\) with index\(state\) an integer
// seek::memo_by(seek::dense_index(n, index)) keeps the counts in an array
// indexed by index(state): an index that is no integer is refused at the call.
#include <string>
#include <vector>

#include <seek/scale/count.hpp>
#include <seek/successor/dense_index.hpp>

int main() {
  auto next = [](int x) { return x < 10 ? std::vector<int>{x + 1, x + 2} : std::vector<int>{}; };
  auto name = [](int x) { return std::to_string(x); };
  auto n = seek::count(0, next, seek::memo_by(seek::dense_index(12, name)));  // wrong
  (void)n;
}
