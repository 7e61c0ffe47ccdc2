// expect: seek::shortest_path: the first goal of this strategy is not always a shortest one
// seek::dfs finds a goal, not a shortest path to it: its first goal may be
// deep down the first branch. seek::shortest_path refuses it and names the
// strategies that find a shortest path first (and seek::find_path, for the
// first goal of any strategy).
#include <seek/strategy/dfs.hpp>
#include <seek/strategy/find_path.hpp>

#include <vector>

int main() {
  auto next = [](int x) { return x < 100 ? std::vector<int>{x + 1, x + 2} : std::vector<int>{}; };
  auto found = seek::shortest_path(seek::dfs, 0, next, [](int x) { return x == 10; });
  (void)found;
}
