// tests/scale/composition.hpp: one row of the composition matrix per count.
// `each_composition(check)` calls `check(name, roots, next, pred)` with the
// successor adaptors and root shapes every count takes (plain, prune,
// leaf_if, depth_limited, the two stacked, shuffled where allowed, several
// roots), over a random tree; each count's test compares its result with
// seek::dfs's for every one, so a cell of the matrix is one name here.
// The refused cells are compile-fail tests (tests/compile_fail/count_*,
// parallel_*, mpi_*).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <seek/strategy/dfs.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/successor/prune.hpp>
#include <seek/successor/shuffled.hpp>

#include "../engine/trees.hpp"

namespace seek_test {

// The count of seek::dfs(roots, next) | filter(pred): what every count must give.
template <class R, class F, class P>
std::uint64_t reference_count(R const& roots, F const& next, P pred) {
  std::uint64_t n = 0;
  for (auto const& s : seek::dfs(roots, next))
    if (pred(s)) ++n;
  return n;
}

// The tree every row is checked on: 3,000 nodes, random shape.
inline explicit_tree const& composition_tree() {
  static explicit_tree const t = random_tree(3000, 77);
  return t;
}

template <bool Shuffled, class Check>
void each_composition(Check&& check) {
  auto const next = [](int x) -> std::vector<int> const& { return composition_tree()(x); };
  auto const mult3 = [](int x) { return x % 3 == 0; };
  auto const mult7 = [](int x) { return x % 7 == 0; };
  auto const three_mod7 = [](int x) { return x % 7 == 3; };  // not the roots
  std::vector<int> const roots{0, 12, 400};
  check("plain", 0, next, mult3);
  check("prune", 0, seek::prune(next, mult7), mult3);
  check("leaf_if", 0, seek::leaf_if(next, three_mod7), mult3);
  check("depth_limited", 0, seek::depth_limited(next, 5), mult3);
  check("depth_limited(prune)", 0, seek::depth_limited(seek::prune(next, mult7), 6), mult3);
  check("several roots", roots, next, mult3);
  check("several roots, depth_limited", roots, seek::depth_limited(next, 3), mult3);
  if constexpr (Shuffled) check("shuffled", 0, seek::shuffled(next, 5), mult3);
}

}  // namespace seek_test
