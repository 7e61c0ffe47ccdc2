// seek::parallel with seek::roots and seek::root: a generic successor takes
// an int and a std::vector<int> alike, so the roots must say which they are
// (the unmarked call does not compile: tests/compile_fail/parallel_*_ambiguous_roots.cpp).
#include <seek/scale/parallel.hpp>
#include <seek/seek.hpp>

#include <doctest/doctest.h>

#include <type_traits>
#include <vector>

namespace parallel_roots_test {
// Below n < 100: n * 10 and n * 10 + 1; anything else is a leaf.
struct generic_next {
  template <class S>
  std::vector<int> operator()(S const& s) const {
    if constexpr (std::is_same_v<S, int>)
      return s < 100 ? std::vector<int>{s * 10, s * 10 + 1} : std::vector<int>{};
    else
      return {};
  }
};
}  // namespace parallel_roots_test

TEST_CASE("parallel roots: seek::roots(r) counts from each element, seek::root(s) from one state") {
  std::vector<int> const v{1, 2, 3};
  parallel_roots_test::generic_next const next;
  CHECK(seek::parallel::count(seek::roots(v), next) == 21);
  CHECK(seek::parallel::count(seek::root(v), next) == 1);
  auto const is_310 = [](auto const& s) {
    if constexpr (std::is_same_v<std::remove_cvref_t<decltype(s)>, int>)
      return s == 310;
    else
      return false;
  };
  CHECK(seek::parallel::find_any(seek::roots(v), next, is_310) == 310);
}
