// expect: are for seek::restarts: a count takes a successor function itself
// Counts are exact and learn nothing: seek::reseeded (and seek::learn_nogoods)
// belong to seek::restarts, and a count says so at the call.
#include <cstdint>
#include <vector>

#include <seek/scale/count.hpp>
#include <seek/strategy/restarts.hpp>

int main() {
  auto make = [](std::uint64_t) { return [](int x) { return std::vector<int>{2 * x, 2 * x + 1}; }; };
  auto n = seek::count(1, seek::reseeded(make), [](int x) { return x > 100; });  // wrong
  (void)n;
}
