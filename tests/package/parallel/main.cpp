// The seek::parallel component from an installed seek: a count on two
// threads equals the sequential one, and a stopped count resumes exactly.
#include <seek/scale/parallel.hpp>
#include <seek/seek.hpp>

#include <oneapi/tbb/task_arena.h>

#include <cstdint>
#include <iostream>
#include <vector>

int main() {
  // Binary strings of length up to 12 as numbers with a leading 1: 8,191 states.
  auto next = [](std::uint32_t x) { return x < (1u << 12) ? std::vector<std::uint32_t>{2 * x, 2 * x + 1} : std::vector<std::uint32_t>{}; };
  auto odd = [](std::uint32_t x) { return x % 2 == 1; };
  tbb::task_arena arena(2);
  std::uint64_t const seq = seek::count(1u, next, odd);
  std::uint64_t const par = arena.execute([&] { return seek::parallel::count(1u, next, odd); });
  seek::checkpoint cp;
  while (!cp.finished()) arena.execute([&] { seek::parallel::count(1u, next, odd, cp, seek::limits{.nodes = 1000}); });
  std::cout << seq << ' ' << par << ' ' << cp.count << '\n';
  return seq == 4096 && par == seq && cp.count == seq ? 0 : 1;
}
