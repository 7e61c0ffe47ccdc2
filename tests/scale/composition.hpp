// tests/scale/composition.hpp: what the counts' rows of the composition
// matrix (docs/strategies.md) are checked on. Every count must give what
// seek::dfs(roots, next) | filter(pred) gives (reference_count) over a random
// tree of 3,000 states, its successor function wrapped by each adaptor a
// count takes; the tests name each cell `matrix: COLUMN x ROW`.
#pragma once

#include <cstdint>
#include <vector>

#include <seek/strategy/dfs.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/successor/prune.hpp>
#include <seek/successor/shuffled.hpp>

#include "../engine/trees.hpp"

namespace seek_test::composition {

// The count of seek::dfs(roots, next) | filter(pred): what every count must give.
template <class R, class F, class P>
std::uint64_t reference_count(R const& roots, F const& next, P pred) {
  std::uint64_t n = 0;
  for (auto const& s : seek::dfs(roots, next))
    if (pred(s)) ++n;
  return n;
}

inline explicit_tree const& tree() {
  static explicit_tree const t = random_tree(3000, 77);
  return t;
}
inline auto plain() {
  return [](int x) -> std::vector<int> const& { return tree()(x); };
}
inline auto const mult3 = [](int x) { return x % 3 == 0; };
inline auto pruned() {
  return seek::prune(plain(), [](int x) { return x % 7 == 0; });
}
inline auto leaves() {
  return seek::leaf_if(plain(), [](int x) { return x % 7 == 3; });  // not the roots
}
inline auto bounded() { return seek::depth_limited(seek::prune(plain(), [](int x) { return x % 7 == 0; }), 6); }
inline auto shuffled() { return seek::shuffled(plain(), 5); }
inline std::vector<int> roots() { return {0, 12, 400}; }

}  // namespace seek_test::composition
