// expect: seek::unique_bfs remembers states in a hash set.*no std::hash
// The visited-set searches need states they can hash. std::array<int, 2> has
// no std::hash, so unique_bfs must reject it by the hashable_state constraint
// (the fix for a user: pass seek::seen_by(key, hash) or hash the state).
#include <seek/strategy/unique.hpp>

#include <array>
#include <vector>

int main() {
  using pair = std::array<int, 2>;
  auto next = [](pair const& p) { return std::vector<pair>{{p[0] + 1, p[1]}, {p[0], p[1] + 1}}; };
  for (pair const& p : seek::unique_bfs(pair{0, 0}, next)) (void)p;
}
