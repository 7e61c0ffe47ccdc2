// expect: seek::learn_nogoods cannot be used with seek::depth_limited
// The bound inside learn_nogoods is refused as the bound outside it is: a
// subtree cut at the bound is not searched whole, so it cannot be a nogood.
#include <vector>

#include <seek/learn/learn_nogoods.hpp>
#include <seek/strategy/restarts.hpp>
#include <seek/successor/depth_limited.hpp>

int main() {
  auto next = [](int x) { return std::vector<int>{2 * x, 2 * x + 1}; };
  auto literals = [](int x) { return std::vector<int>{x}; };
  auto goal = [](int x) { return x == 37; };
  seek::nogood_store store(1000);
  auto r = seek::restarts(1, seek::learn_nogoods(seek::depth_limited(next, 6), store, literals, goal));  // wrong
  (void)r;
}
