// expect: seek::restarts: `next` is not a successor function.*reseeded
// seek::reseeded(make) needs `make(seed)` to return a successor function for
// the root's type; this maker returns a number.
#include <cstdint>

#include <seek/strategy/restarts.hpp>

int main() {
  auto make = [](std::uint64_t seed) { return seed; };  // wrong: not a successor function
  auto r = seek::restarts(0, seek::reseeded(make));
  (void)r;
}
