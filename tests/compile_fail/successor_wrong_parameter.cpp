// expect: seek::dfs: `next` is not a successor function
// The successor function must accept `State const&`; this one takes a string
// while the root is an int.
#include <seek/strategy/dfs.hpp>

#include <string>
#include <vector>

int main() {
  auto next = [](std::string const& s) { return std::vector<int>{static_cast<int>(s.size())}; };
  for (int x : seek::dfs(0, next)) (void)x;
}
