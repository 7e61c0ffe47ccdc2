// expect: seek::lds: `next` is not a successor function
// seek::lds asks of its successor function what seek::dfs asks.
#include <seek/strategy/lds.hpp>

int main() {
  auto next = [](int x) { return x + 1; };  // wrong: not a range of states
  auto r = seek::lds(0, next);
  (void)r;
}
