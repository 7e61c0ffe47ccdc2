// tests/scale/lattice.hpp: monotone lattice paths, the tree of the counts'
// tests. From (x, y) one step right or down within an n x n grid; the tree of
// paths repeats each point's subtree once per path to it, so it has
// C(2n + 2, n + 1) - 1 states and C(2n, n) of them end at the far corner.
#pragma once

#include <cstdint>
#include <vector>

namespace seek_test {

struct point {
  int x, y;
  friend bool operator==(point, point) = default;
};

struct lattice {
  int n;
  std::vector<point> operator()(point p) const {
    std::vector<point> out;
    if (p.x < n) out.push_back({p.x + 1, p.y});
    if (p.y < n) out.push_back({p.x, p.y + 1});
    return out;
  }
};

// The goal of the counts: the far corner of an n x n lattice.
inline auto at_corner(int n) {
  return [n](point p) { return p.x == n && p.y == n; };
}

inline std::uint64_t binomial(int n, int k) {
  std::uint64_t r = 1;
  for (int i = 1; i <= k; ++i) r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
  return r;
}

}  // namespace seek_test
