// Tests for seek/successor/either.hpp: one of two successor functions,
// chosen when it is made, as one type.
#include <seek/successor/either.hpp>

#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <optional>
#include <type_traits>
#include <vector>

#include <seek/core/concepts.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/strategy/restarts.hpp>
#include <seek/successor/shuffled.hpp>
#include <seek/successor/skip_seen.hpp>
#include <seek/core/random.hpp>

namespace {

// Two successor functions of different types and range types, over the
// numbers below 16: children 2n, 2n + 1 in that order, or in reverse.
struct either_up {
  std::vector<int> operator()(int n) const { return n < 8 ? std::vector{2 * n, 2 * n + 1} : std::vector<int>{}; }
};
struct either_down {
  std::array<int, 2> operator()(int n) const { return {2 * n + 1, 2 * n}; }
};
// either_down's array is never empty: the walk stops by a depth bound in the
// state instead, so both trees are the same (numbers below 16).
struct either_down_below_16 {
  std::vector<int> operator()(int n) const {
    if (n >= 8) return {};
    auto const a = either_down{}(n);
    return {a[0], a[1]};
  }
};

template <class F>
std::vector<int> either_walk(F f) {
  std::vector<int> out;
  for (int n : seek::dfs(1, f)) out.push_back(n);
  return out;
}

}  // namespace

TEST_CASE("either_successor: the children of the one chosen, in its order") {
  using either = seek::either_successor<either_up, either_down_below_16>;
  static_assert(seek::successor_function<either, int>);
  CHECK(either_walk(either(either_up{}, std::nullopt)) == either_walk(either_up{}));
  CHECK(either_walk(either(either_up{}, either_down_below_16{})) == either_walk(either_down_below_16{}));
  CHECK(either_walk(either(either_up{}, std::nullopt)) != either_walk(either(either_up{}, either_down_below_16{})));
}

TEST_CASE("either_successor: the runs of a restart walk, each of one kind, as one type") {
  // Run seeds alternate between the two kinds: seek::reseeded needs one type.
  using either = seek::either_successor<either_up, either_down_below_16>;
  auto make = [](std::uint64_t seed) {
    return seed % 2 == 0 ? either(either_up{}, std::nullopt) : either(either_up{}, either_down_below_16{});
  };
  std::vector<int> firsts;
  for (int run = 0; run < 4; ++run) {
    auto next = make(static_cast<std::uint64_t>(run));
    auto walk = seek::dfs(1, next);
    auto it = walk.begin();
    ++it;  // the root's first child shows the kind
    firsts.push_back(*it);
  }
  CHECK(firsts == std::vector<int>{2, 3, 2, 3});
  static_assert(std::is_same_v<decltype(make(0)), decltype(make(1))>);
}

TEST_CASE("either_successor: a skip_seen or a shuffled inside hears every search begin, walked twice alike") {
  // A graph with cycles: n -> n + 1, n + 3 (mod 8). skip_seen keeps each
  // state once; begun again, it must forget, or the second walk yields less.
  auto ring = [](int n) { return std::vector<int>{(n + 1) % 8, (n + 3) % 8}; };
  using seen = decltype(seek::skip_seen<int>(ring));
  seek::either_successor<seen, decltype(ring)> once(seek::skip_seen<int>(ring), std::nullopt);
  auto collect = [](auto& view) {
    std::vector<int> out;
    for (int x : view) out.push_back(x);
    return out;
  };
  auto walk = seek::dfs(0, once);
  std::vector<int> const first = collect(walk);
  std::vector<int> const second = collect(walk);
  CHECK(first.size() == 8);
  CHECK(first == second);

  auto tree = [](int n) { return n < 64 ? std::vector<int>{2 * n, 2 * n + 1} : std::vector<int>{}; };
  using mixed = decltype(seek::shuffled(tree, seek::xoshiro256ss(7)));
  seek::either_successor<decltype(tree), mixed> random(tree, seek::shuffled(tree, seek::xoshiro256ss(7)));
  static_assert(decltype(random)::random_order);
  auto shuffled_walk = seek::dfs(1, random);
  std::vector<int> const a = collect(shuffled_walk);
  std::vector<int> const b = collect(shuffled_walk);
  CHECK(a.size() == 127);
  CHECK(a == b);
}
