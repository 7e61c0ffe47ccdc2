// expect: learn_nogoods.*`literals\(state\)` must return a range of integers
// The model's literal function returns the literals a state contains, as a
// range; this one returns a single number.
#include <vector>

#include <seek/learn/learn_nogoods.hpp>
#include <seek/strategy/restarts.hpp>

int main() {
  auto next = [](int x) { return std::vector<int>{2 * x, 2 * x + 1}; };
  auto literals = [](int x) { return x; };  // wrong: one literal, not a range of them
  auto goal = [](int x) { return x == 37; };
  seek::nogood_store store(1000);
  auto r = seek::restarts(1, seek::learn_nogoods(next, store, literals, goal));
  (void)r;
}
