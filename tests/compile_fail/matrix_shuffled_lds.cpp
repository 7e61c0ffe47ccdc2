// expect: seek::lds does not take seek::shuffled
// matrix: shuffled x lds
// lds counts a child's discrepancy by its place among its siblings, so every
// iteration must see the same order; seek::shuffled draws a new one each
// call. seek::restarts is the strategy for random orders.
#include <seek/strategy/lds.hpp>
#include <seek/successor/shuffled.hpp>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1, x + 2}; };
  auto view = seek::lds(0, seek::shuffled(next, 3));
  (void)view;
}
