// expect: seek::checkpoint: only the counts take it
// for_each, find_any and find_first do not resume from a checkpoint.
#include <vector>

#include <seek/scale/parallel.hpp>

int main() {
  auto next = [](int n) { return std::vector<int>(n < 3 ? 2 : 0, n + 1); };
  seek::checkpoint cp;
  seek::parallel::for_each(0, next, [](int) {}, cp);
}
