// expect: seek::memo_by: only seek::count takes it
// There is no MPI memoized count; the message says to call seek::count.
#include <vector>

#include <seek/scale/memo.hpp>
#include <seek/scale/mpi.hpp>

int main() {
  auto next = [](int n) { return std::vector<int>(n < 3 ? 2 : 0, n + 1); };
  return static_cast<int>(seek::mpi::count(0, next, seek::memo_by([](int n) { return n; })));
}
