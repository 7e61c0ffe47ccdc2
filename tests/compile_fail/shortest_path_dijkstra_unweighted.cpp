// expect: seek::dijkstra takes a weighted successor function
// A call that the strategy itself refuses is refused by seek::shortest_path
// with the strategy's own message: here dijkstra is given a successor
// function returning plain states, not (state, cost) pairs.
#include <seek/strategy/dijkstra.hpp>
#include <seek/strategy/find_path.hpp>

#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1, x + 2}; };
  auto found = seek::shortest_path(seek::dijkstra, 0, next, [](int x) { return x == 5; });
  (void)found;
}
