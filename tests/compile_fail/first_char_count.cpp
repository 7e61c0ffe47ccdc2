// expect: seek::first\(k\): k counts elements: an integer, not bool or a character
// seek::first(k) counts states: k is an integer, not a character
// (seek::integer_count): '3' is 51, not 3.
#include <array>

#include <seek/range/first.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/successor/depth_limited.hpp>

int main() {
  auto next = [](int x) { return std::array{2 * x, 2 * x + 1}; };
  auto r = seek::dfs(1, seek::depth_limited(next, 3)) | seek::first('3');  // wrong: a char
  (void)r;
}
