// expect: seek::first\(range, k\): the range is not an input range
// seek::first(range, k), the call form, on an int: the first error was "no
// match for call to first_fn" (issue 45).
#include <seek/range/first.hpp>

int main() {
  int not_a_range = 42;
  auto firsts = seek::first(not_a_range, 3);  // wrong: not an input range
  (void)firsts;
}
