// Tests of seek/sudoku/logic/houses.hpp and cell_set.hpp.
#include <doctest/doctest.h>

#include <vector>

#include <seek/sudoku/logic/cell_set.hpp>
#include <seek/sudoku/logic/houses.hpp>

namespace sdk = seek::sudoku;

TEST_CASE("houses: numbering, members, peers and names") {
  using H = sdk::houses<3>;
  CHECK(H::units == 27);
  CHECK(H::row_unit(40) == 4);
  CHECK(H::col_unit(40) == 13);
  CHECK(H::box_unit(40) == 22);
  CHECK(H::kind(4) == sdk::house_kind::row);
  CHECK(H::kind(13) == sdk::house_kind::column);
  CHECK(H::kind(22) == sdk::house_kind::box);
  CHECK(H::cell_of(22, 0) == 30);  // box 5 starts at r4c4
  CHECK(H::index_in(22, 40) == 4);
  CHECK(H::members(22).count() == 9);
  CHECK(H::peers(0).count() == 20);
  CHECK_FALSE(H::peers(0).test(0));
  CHECK(H::sees(0, 80) == false);
  CHECK(H::sees(0, 20));  // r3c3, box 1
  sdk::cell_set<81> pair;
  pair.set(0);
  pair.set(8);
  CHECK(H::common_unit(pair, sdk::house_kind::row) == 0);
  CHECK(H::common_unit(pair, sdk::house_kind::box) == -1);
  CHECK(H::common_peers(pair).count() == 7);  // the rest of row 1
  CHECK(sdk::cell_name(9, 40) == "r5c5");
  CHECK(sdk::house_name(9, 4) == "row 5");
  CHECK(sdk::house_name(9, 13) == "column 5");
  CHECK(sdk::house_name(9, 22) == "box 5");
  CHECK(sdk::cell_name(16, 255) == "r16c16");
  using H16 = sdk::houses<4>;
  CHECK(H16::peers(0).count() == 2 * 15 + 9);
  using H2 = sdk::houses<2>;
  CHECK(H2::peers(0).count() == 7);
}

TEST_CASE("cell_set: set algebra and iteration in increasing order") {
  sdk::cell_set<256> s;
  CHECK(s.empty());
  s.set(255);
  s.set(3);
  s.set(64);
  std::vector<int> seen(s.begin(), s.end());
  CHECK(seen == std::vector<int>{3, 64, 255});
  CHECK(s.count() == 3);
  CHECK(s.first() == 3);
  CHECK(s.next(64) == 255);
  CHECK(s.next(255) == -1);
  auto all = sdk::cell_set<256>::all();
  CHECK(all.count() == 256);
  CHECK((all - s).count() == 253);
  CHECK(s.subset_of(all));
  CHECK_FALSE(all.subset_of(s));
  CHECK(sdk::cell_set<81>::all().count() == 81);
  CHECK(sdk::bit_count(0xffffffffffffffffull) == 64);
}
