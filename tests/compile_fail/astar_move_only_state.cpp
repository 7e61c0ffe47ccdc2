// expect: this search remembers the states it met by a key, by default a copy of the state, and this state \(or its key\) is not copyable
// A move-only state with std::hash: astar's records cannot keep a copy of
// it. The first error said "has no std::hash", which it has.
#include <cstddef>
#include <functional>
#include <utility>
#include <vector>

#include <seek/strategy/astar.hpp>

struct move_only {
  int v;
  explicit move_only(int x) : v(x) {}
  move_only(move_only&&) = default;
  move_only& operator=(move_only&&) = default;
  bool operator==(move_only const& o) const { return v == o.v; }
};
template <>
struct std::hash<move_only> {
  std::size_t operator()(move_only const& m) const noexcept { return static_cast<std::size_t>(m.v); }
};

int main() {
  auto next = [](move_only const& m) {
    std::vector<std::pair<move_only, int>> out;
    if (m.v < 3) out.emplace_back(move_only(m.v + 1), 1);
    return out;
  };
  auto h = [](move_only const& m) { return 3 - m.v; };
  for (auto const& n : seek::astar(move_only{0}, next, h)) (void)n;
}
