// expect: this search remembers the states it met by a key, by default a copy of the state, and this state \(or its key\) is not copyable
// A move-only state with std::hash (hashable_move_only.hpp): unique_bfs's
// set cannot keep a copy of it.
#include <vector>

#include <seek/strategy/unique.hpp>

#include "hashable_move_only.hpp"

int main() {
  auto next = [](move_only const& m) {
    std::vector<move_only> out;
    if (m.v < 3) out.emplace_back(m.v + 1);
    return out;
  };
  for (auto const& s : seek::unique_bfs(move_only{0}, next)) (void)s;
}
