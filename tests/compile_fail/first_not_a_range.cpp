// expect: seek::first\(k\): the left side of \| is not an input range
// seek::first takes the first k elements of a range; an int is not one.
#include <seek/range/first.hpp>

int main() {
  int not_a_range = 42;
  auto firsts = not_a_range | seek::first(3);  // wrong: not an input range
  (void)firsts;
  auto called = seek::first(not_a_range, 3);  // wrong for the same reason
  (void)called;
}
