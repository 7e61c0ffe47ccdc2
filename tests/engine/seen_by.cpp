// Tests for seek/successor/seen_by.hpp: what a state (or key) needs to be
// remembered, and the policy a remembering search takes.
#include <seek/successor/seen_by.hpp>

#include <doctest/doctest.h>

#include <array>
#include <cstddef>
#include <functional>
#include <string>

// hashable_state names what a state (or key) needs.
static_assert(seek::hashable_state<int>);
static_assert(seek::hashable_state<std::string>);
static_assert(!seek::hashable_state<std::array<int, 3>>);  // no std::hash
struct array3_hash {
  std::size_t operator()(std::array<int, 3> const& a) const {
    return static_cast<std::size_t>(a[0] * 961 + a[1] * 31 + a[2]);
  }
};
static_assert(seek::hashable_state<std::array<int, 3>, array3_hash>);

static_assert(seek::seen_policy_for<decltype(seek::seen_by()), int>);
static_assert(!seek::seen_policy_for<decltype(seek::seen_by()), std::array<int, 3>>);
static_assert(seek::seen_policy_for<decltype(seek::seen_by(std::identity{}, array3_hash{})), std::array<int, 3>>);

TEST_CASE("seen_by holds a key, a hash and an equality") {
  struct point {
    int x, y;
  };
  auto by_x = seek::seen_by(&point::x);
  CHECK(std::invoke(by_x.key, point{3, 4}) == 3);
  CHECK(by_x.hash(3) == std::hash<int>{}(3));
  CHECK(by_x.equal(3, 3));
  static_assert(seek::seen_policy_for<decltype(by_x), point>);
}
