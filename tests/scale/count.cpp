// Tests for seek/scale/count.hpp: seek::count, plain, with statistics and
// limits, over several roots and through the successor adaptors, always the
// count of seek::dfs(roots, next) | filter(pred).
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include <range/v3/view/take.hpp>

#include <seek/scale/count.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/successor/prune.hpp>
#include <seek/successor/skip_seen.hpp>

#include "../engine/trees.hpp"
#include "lattice.hpp"

using seek_test::at_corner;
using seek_test::binomial;
using seek_test::lattice;
using seek_test::point;

namespace {

template <class R, class F, class P>
std::uint64_t dfs_count(R const& roots, F next, P pred, seek::statistics& st) {
  std::uint64_t n = 0;
  for (auto const& s : seek::dfs(roots, next, st))
    if (pred(s)) ++n;
  return n;
}

void same_stats(seek::statistics const& a, seek::statistics const& b) {
  CHECK(a.nodes == b.nodes);
  CHECK(a.expanded == b.expanded);
  CHECK(a.failures == b.failures);
  CHECK(a.depth == b.depth);
  CHECK(a.frontier == b.frontier);
  CHECK(a.stopped == b.stopped);
}


}  // namespace

TEST_CASE("count(root, next, pred) is the plain count: 20 of the 69 states of the 3x3 lattice") {
  // The three-argument call once took its third argument as a memo key,
  // and a bool predicate passed for one: 13 here. A key now goes in
  // seek::memo_by, and the third argument is the predicate.
  CHECK(seek::count(point{0, 0}, lattice{3}, at_corner(3)) == 20);
  CHECK(seek::count(point{0, 0}, lattice{3}) == 69);
  CHECK(binomial(8, 4) - 1 == 69);
  CHECK(seek::count(point{0, 0}, lattice{3}, at_corner(3), seek::memo_by([](point p) { return p; })) == 20);
}

TEST_CASE("count: statistics and limits as dfs's, in any order") {
  auto const tree = seek_test::random_tree(5000, 41);
  auto const next = [&tree](int x) -> std::vector<int> const& { return tree(x); };
  auto const odd = [](int x) { return x % 2 == 1; };
  seek::statistics seq, st;
  auto const expect = dfs_count(0, next, odd, seq);
  CHECK(expect == 2500);
  CHECK(seek::count(0, next, odd, st) == expect);
  same_stats(st, seq);
  seek::statistics lim1, lim2;
  auto const a = seek::count(0, next, odd, lim1, seek::limits{.nodes = 1000});
  auto const b = seek::count(0, next, odd, seek::limits{.nodes = 1000}, lim2);
  CHECK(a == b);
  CHECK(lim1.nodes == 1000);
  CHECK(lim1.stopped == seek::stop_reason::node_limit);
  std::uint64_t first_thousand = 0;
  for (int x : seek::dfs(0, next) | ranges::views::take(1000)) first_thousand += odd(x) ? 1 : 0;
  CHECK(a == first_thousand);
  // limits without statistics
  CHECK(seek::count(0, next, odd, seek::limits{.nodes = 1000}) == a);
  // every state
  seek::statistics all;
  CHECK(seek::count(0, next, all) == 5000);
  CHECK(all.nodes == 5000);
}

TEST_CASE("count: several roots, a string root, adaptors") {
  std::vector<point> const roots{{0, 0}, {2, 2}, {3, 3}};
  std::uint64_t const expect = binomial(8, 4) + binomial(4, 2) + binomial(2, 1);
  CHECK(seek::count(roots, lattice{4}, at_corner(4)) == expect);
  CHECK(seek::count(std::array{point{0, 0}, point{2, 2}, point{3, 3}}, lattice{4}, at_corner(4)) == expect);
  // a string is one state
  auto const shorter = [](std::string const& s) {
    return s.empty() ? std::vector<std::string>{} : std::vector<std::string>{s.substr(1), s.substr(0, s.size() - 1)};
  };
  CHECK(seek::count(std::string("abc"), shorter) == 1 + 2 + 4 + 8);
  // depth_limited: the states up to depth 3 of the lattice
  CHECK(seek::count(point{0, 0}, seek::depth_limited(lattice{4}, 3)) == 1 + 2 + 4 + 8);
  // prune: no step right of x = 0
  CHECK(seek::count(point{0, 0}, seek::prune(lattice{4}, [](point p) { return p.x > 0; })) == 5);
  // skip_seen in a sequential count: each distinct point once (25 points)
  auto const by_point = [](point p) { return p.x * 100 + p.y; };
  CHECK(seek::count(point{0, 0}, seek::skip_seen<point>(lattice{4}, seek::seen_by(by_point))) == 25);
}
