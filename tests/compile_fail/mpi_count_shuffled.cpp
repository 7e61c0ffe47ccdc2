// expect: seek::shuffled: not for seek::parallel, seek::mpi or a checkpointed count
// matrix: shuffled x mpi::count
// Pieces reach other ranks as child indices, replayed there: a shuffled
// order would differ from rank to rank.
#include <vector>

#include <seek/scale/mpi.hpp>
#include <seek/successor/shuffled.hpp>

int main() {
  auto next = [](int n) { return std::vector<int>(n < 3 ? 2 : 0, n + 1); };
  return static_cast<int>(seek::mpi::count(0, seek::shuffled(next, 7)));
}
