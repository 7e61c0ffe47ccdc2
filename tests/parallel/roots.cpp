// seek::parallel with seek::roots and seek::root: a generic successor takes
// an int and a std::vector<int> alike, so the roots must say which they are
// (the unmarked call does not compile: tests/compile_fail/parallel_*_ambiguous_roots.cpp).
#include <seek/scale/parallel.hpp>
#include <seek/seek.hpp>

#include <doctest/doctest.h>

#include <type_traits>
#include <vector>

#include "../engine/trees.hpp"

TEST_CASE("parallel roots: seek::roots(r) counts from each element, seek::root(s) from one state") {
  std::vector<int> const v{1, 2, 3};
  seek_test::generic_next const next;
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
