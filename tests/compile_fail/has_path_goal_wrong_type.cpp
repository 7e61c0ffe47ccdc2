// expect: the goal predicate \(the argument after the successor function\) must take State const& and return bool
// The goal takes a std::string, but the states are ints: it cannot be
// called with State const&, and the message says which argument it is.
#include <seek/strategy/unique.hpp>
#include <seek/strategy/find_path.hpp>

#include <string>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{(x + 1) % 10, (x * 3) % 10}; };
  bool found = seek::has_path(seek::unique_bfs, 0, next, [](std::string const& s) { return s == "9"; });
  (void)found;
}
