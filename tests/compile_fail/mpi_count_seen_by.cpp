// expect: seek::seen_by: only the strategies that remember states take it
// matrix: seen_by x mpi::count
// A count remembers no states: seek::seen_by belongs to unique_dfs,
// unique_bfs, dijkstra and astar, or to seek::skip_seen in a one-thread count.
#include <vector>

#include <seek/successor/skip_seen.hpp>
#include <seek/scale/mpi.hpp>

int main() {
  auto next = [](int n) { return std::vector<int>(n < 3 ? 2 : 0, n + 1); };
  return static_cast<int>(seek::mpi::count(0, next, seek::seen_by()));
}
