// expect: seek::find returns a copy of the element found, and this one is not copyable
// seek::find on a named search of move-only states: the first error was "no
// match for call", the reason 20 lines down.
#include <vector>

#include <seek/range/find.hpp>
#include <seek/strategy/dfs.hpp>

struct move_only {
  int v;
  explicit move_only(int x) : v(x) {}
  move_only(move_only&&) = default;
  move_only& operator=(move_only&&) = default;
};

int main() {
  auto next = [](move_only const& m) {
    std::vector<move_only> out;
    if (m.v < 3) out.emplace_back(m.v + 1);
    return out;
  };
  auto search = seek::dfs(move_only{0}, next);
  auto found = seek::find(search, [](move_only const& m) { return m.v == 2; });
  (void)found;
}
