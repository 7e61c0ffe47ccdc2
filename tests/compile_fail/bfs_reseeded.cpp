// expect: are for seek::restarts: this strategy takes a successor function itself
// seek::reseeded(make) makes a successor function per restart run; a single
// walk takes one of them, make(seed).
#include <cstdint>
#include <vector>

#include <seek/strategy/bfs.hpp>
#include <seek/strategy/restarts.hpp>

int main() {
  auto make = [](std::uint64_t) { return [](int x) { return std::vector<int>{2 * x, 2 * x + 1}; }; };
  auto r = seek::bfs(1, seek::reseeded(make));  // wrong
  (void)r;
}
