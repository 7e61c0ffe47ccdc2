// expect: are for seek::restarts: this strategy takes a successor function itself
// seek::learn_nogoods describes the runs of seek::restarts; a single walk
// takes the successor function (or seek::avoiding(next, store, literals)).
#include <vector>

#include <seek/learn/learn_nogoods.hpp>
#include <seek/strategy/dfs.hpp>

int main() {
  auto next = [](int x) { return std::vector<int>{2 * x, 2 * x + 1}; };
  auto literals = [](int x) { return std::vector<int>{x}; };
  auto goal = [](int x) { return x == 37; };
  seek::nogood_store store(1000);
  auto r = seek::dfs(1, seek::learn_nogoods(next, store, literals, goal));  // wrong
  (void)r;
}
