// expect: seek::find_path, shortest_path and has_path take the roots, the successor function and a goal predicate
// The goal predicate is missing: find_path(strategy, roots, next, goal).
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/find_path.hpp>

#include <vector>

int main() {
  auto next = [](int x) { return x < 100 ? std::vector<int>{x + 1, x + 2} : std::vector<int>{}; };
  auto found = seek::find_path(seek::bfs, 0, next);
  (void)found;
}
