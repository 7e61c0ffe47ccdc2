// expect: seek::unique_dfs does not take seek::depth_limited
// matrix: depth_limited x unique_dfs
// unique_dfs marks a state when it first reaches it; under a depth bound a
// state first reached at the bound would be skipped where it is reached
// again higher up, and its subtree lost. A static_assert says so (use
// unique_bfs, which reaches each state at its shallowest depth first).
#include <seek/strategy/unique.hpp>
#include <seek/successor/depth_limited.hpp>

#include <array>

int main() {
  auto ring = [](int x) { return std::array<int, 2>{(x + 1) % 10, (x + 9) % 10}; };
  for (int x : seek::unique_dfs(0, seek::depth_limited(ring, 3))) (void)x;
}
