// expect: seek::skip_seen: not for seek::parallel or seek::mpi
// matrix: skip_seen x mpi::count
// Each rank would keep its own set of seen states: states seen on one rank
// would be counted again on another.
#include <vector>

#include <seek/scale/mpi.hpp>
#include <seek/successor/skip_seen.hpp>

int main() {
  auto next = [](int n) { return std::vector<int>{(n + 1) % 1000, (n * 3) % 1000}; };
  return static_cast<int>(seek::mpi::count(1, seek::skip_seen<int>(next), MPI_COMM_WORLD));
}
