// expect: seek::dense_index: only the strategies that remember states take it
// matrix: dense_index x memo count
// A count remembers no states: seek::dense_index, like seen_by, belongs to unique_dfs,
// unique_bfs, dijkstra and astar, or to seek::skip_seen in a one-thread count; beside
// memo_by it is refused, since the array form of the memo goes inside it:
// seek::memo_by(seek::dense_index(n, index)).
#include <functional>
#include <vector>

#include <seek/successor/skip_seen.hpp>
#include <seek/scale/count.hpp>

int main() {
  auto next = [](int n) { return std::vector<int>(n < 3 ? 2 : 0, n + 1); };
  return static_cast<int>(
      seek::count(0, next, seek::memo_by([](int n) { return n; }), seek::dense_index(10, std::identity{})));
}
