// expect: seek::skip_seen: not for seek::parallel or seek::mpi
// matrix: skip_seen x parallel::count
// skip_seen's set of seen states is shared by every copy of the successor
// function: under seek::parallel threads would insert into it at once
// without a lock (a crash, or states counted twice). Refused at compile time.
#include <vector>

#include <seek/scale/parallel.hpp>
#include <seek/successor/skip_seen.hpp>

int main() {
  auto next = [](int n) { return std::vector<int>{(n + 1) % 1000, (n * 3) % 1000}; };
  auto even = [](int n) { return n % 2 == 0; };
  return static_cast<int>(seek::parallel::count(1, seek::skip_seen<int>(next), even));
}
