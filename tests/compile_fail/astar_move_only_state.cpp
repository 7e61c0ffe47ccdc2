// expect: this search remembers the states it met by a key, by default a copy of the state, and this state \(or its key\) is not copyable
// A move-only state with std::hash (hashable_move_only.hpp): astar's
// records cannot keep a copy of it.
#include <utility>
#include <vector>

#include <seek/strategy/astar.hpp>

#include "hashable_move_only.hpp"

int main() {
  auto next = [](move_only const& m) {
    std::vector<std::pair<move_only, int>> out;
    if (m.v < 3) out.emplace_back(move_only(m.v + 1), 1);
    return out;
  };
  auto h = [](move_only const& m) { return 3 - m.v; };
  for (auto const& n : seek::astar(move_only{0}, next, h)) (void)n;
}
