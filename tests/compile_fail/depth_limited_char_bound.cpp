// expect: seek::depth_limited\(next, d\): the depth bound d is an integer, not bool or a character
// A depth bound is an integer, not a character (seek::depth_bound): '3' is
// the character 51, not the depth 3.
#include <array>

#include <seek/strategy/dfs.hpp>
#include <seek/successor/depth_limited.hpp>

int main() {
  auto next = [](int x) { return std::array{2 * x, 2 * x + 1}; };
  auto r = seek::dfs(1, seek::depth_limited(next, '3'));  // wrong: a char
  (void)r;
}
