// expect: seek::shuffled: not for seek::parallel, seek::mpi or a checkpointed count
// matrix: shuffled x resumable count
// A checkpoint's pieces are found again by child index, and a shuffled
// order changes with every call of the successor function.
#include <vector>

#include <seek/scale/count.hpp>
#include <seek/successor/shuffled.hpp>

int main() {
  auto next = [](int n) { return std::vector<int>(n < 3 ? 2 : 0, n + 1); };
  seek::checkpoint cp;
  return static_cast<int>(seek::count(0, seek::shuffled(next, 7), cp));
}
