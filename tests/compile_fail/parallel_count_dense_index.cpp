// expect: seek::dense_index: only the strategies that remember states take it
// matrix: dense_index x parallel::count
// A count remembers no states: seek::dense_index, like seen_by, belongs to unique_dfs,
// unique_bfs, dijkstra and astar, or to seek::skip_seen in a one-thread count.
#include <functional>
#include <vector>

#include <seek/successor/skip_seen.hpp>
#include <seek/scale/parallel.hpp>

int main() {
  auto next = [](int n) { return std::vector<int>(n < 3 ? 2 : 0, n + 1); };
  return static_cast<int>(seek::parallel::count(0, next, seek::dense_index(10, std::identity{})));
}
