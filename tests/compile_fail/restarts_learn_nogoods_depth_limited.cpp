// expect: seek::learn_nogoods cannot be used with seek::depth_limited
// A subtree cut at a depth bound is not searched whole, so it cannot become
// a nogood: restarts refuse learning under seek::depth_limited.
#include <vector>

#include <seek/learn/learn_nogoods.hpp>
#include <seek/strategy/restarts.hpp>
#include <seek/successor/depth_limited.hpp>

int main() {
  auto next = [](int x) { return std::vector<int>{2 * x, 2 * x + 1}; };
  auto literals = [](int x) { return std::vector<int>{x}; };
  auto goal = [](int x) { return x == 37; };
  seek::nogood_store store(1000);
  auto r = seek::restarts(1, seek::depth_limited(seek::learn_nogoods(next, store, literals, goal), 6));  // wrong
  (void)r;
}
