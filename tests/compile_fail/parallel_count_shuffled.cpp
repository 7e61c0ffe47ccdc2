// expect: seek::shuffled: not for seek::parallel, seek::mpi or a checkpointed count
// matrix: shuffled x parallel::count
// shuffled's generator would be drawn from by several threads at once.
#include <vector>

#include <seek/scale/parallel.hpp>
#include <seek/successor/shuffled.hpp>

int main() {
  auto next = [](int n) { return std::vector<int>(n < 3 ? 2 : 0, n + 1); };
  return static_cast<int>(seek::parallel::count(0, seek::shuffled(next, 7)));
}
