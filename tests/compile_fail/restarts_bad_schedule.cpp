// expect: seek::restarts: the schedule must be callable
// A restart schedule maps a run number to a node limit; a string is not one.
#include <vector>

#include <seek/strategy/restarts.hpp>

int main() {
  auto next = [](int x) { return x < 10 ? std::vector<int>{x + 1} : std::vector<int>{}; };
  auto schedule = [](std::uint64_t) { return "forever"; };  // wrong: not a number of states
  auto r = seek::restarts(0, next, schedule);
  (void)r;
}
