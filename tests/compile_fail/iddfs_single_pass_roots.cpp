// expect: seek::iddfs walks its roots once per pass
// iddfs walks its roots once per pass, so several roots must come as a
// forward range; an input-only range (here a stream of numbers) is refused.
#include <seek/strategy/iddfs.hpp>

#include <range/v3/view/istream.hpp>

#include <sstream>
#include <vector>

int main() {
  std::istringstream in("1 2 3");
  auto roots = ranges::istream_view<int>(in);
  auto next = [](int const& x) { return std::vector<int>{x + 1}; };
  for (auto const& n : seek::iddfs(roots, next)) (void)n;
}
