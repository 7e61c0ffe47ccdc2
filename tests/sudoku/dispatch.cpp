// Tests of seek/sudoku/board/dispatch.hpp: with_box calls its function with
// the compile-time N equal to the run-time box size, for every size in its
// range, returns what the function returns, and rejects a size outside the
// range with std::invalid_argument naming the size and the range, without
// calling the function; with_board builds the board<N> of a grid.
#include <seek/sudoku/board/dispatch.hpp>

#include <doctest/doctest.h>

#include <stdexcept>
#include <string>
#include <utility>

namespace sdk = seek::sudoku;

namespace dispatch_test {

// The message of the std::invalid_argument `f` throws ("" if none).
template <class F>
std::string invalid_argument_text(F&& f) {
  try {
    f();
  } catch (std::invalid_argument const& e) {
    return e.what();
  }
  return "";
}

}  // namespace dispatch_test

TEST_CASE("dispatch: with_box calls f with N equal to the box size, for every size 2 to 8") {
  for (int box = sdk::min_box; box <= sdk::max_box; ++box) {
    CAPTURE(box);
    int const n = sdk::with_box(box, []<int N>(sdk::box_constant<N>) { return N; });
    CHECK(n == box);
    // The board type of that N: its side is box².
    CHECK(sdk::with_box(box, []<int N>(sdk::box_constant<N>) { return sdk::board<N>::side; }) == box * box);
  }
  CHECK(sdk::min_box == 2);
  CHECK(sdk::max_box == 8);
}

TEST_CASE("dispatch: with_box returns what f returns, a reference as a reference") {
  int target = 0;
  int& r = sdk::with_box(3, [&](auto) -> int& { return target; });
  r = 7;
  CHECK(target == 7);
  // f is called in place, not copied: a stateful function object keeps its state.
  auto counting = [calls = 0]<int N>(sdk::box_constant<N>) mutable { return ++calls * 10 + N; };
  CHECK(sdk::with_box(4, counting) == 14);
  CHECK(sdk::with_box(2, counting) == 22);
}

TEST_CASE("dispatch: a box size outside the range throws invalid_argument naming it, f not called") {
  int calls = 0;
  auto f = [&](auto) { return ++calls; };
  for (int box : {-1, 0, 1, 9, 100}) {
    CAPTURE(box);
    auto const text = dispatch_test::invalid_argument_text([&] { sdk::with_box(box, f); });
    REQUIRE(!text.empty());
    CHECK(text.find("box size " + std::to_string(box)) != std::string::npos);
    CHECK(text.find("2..8") != std::string::npos);
    CHECK(text.find("4x4 to 64x64") != std::string::npos);
  }
  CHECK(dispatch_test::invalid_argument_text([&] { sdk::with_box(9, f); }).find("81x81") != std::string::npos);
  CHECK(calls == 0);
}

TEST_CASE("dispatch: with_box<Lo, Hi> keeps to its own range, and says which") {
  auto n_of = []<int N>(sdk::box_constant<N>) { return N; };
  CHECK(sdk::with_box<2, 5>(5, n_of) == 5);
  CHECK(sdk::with_box<3, 3>(3, n_of) == 3);
  auto const text = dispatch_test::invalid_argument_text([&] { sdk::with_box<2, 5>(6, n_of); });
  CHECK(text.find("box size 6") != std::string::npos);
  CHECK(text.find("2..5 (4x4 to 25x25)") != std::string::npos);
  CHECK(!dispatch_test::invalid_argument_text([&] { sdk::with_box<3, 3>(2, n_of); }).empty());
}

TEST_CASE("dispatch: with_board gives f the board<N> of the grid") {
  for (int box = 2; box <= 5; ++box) {
    CAPTURE(box);
    sdk::grid g(box);
    g.at(0, 0) = 1;
    g.at(1, box * box - 1) = 2;
    auto const seen = sdk::with_board(g, []<int N>(sdk::board<N> const& b) {
      return std::pair{N, b.to_grid()};
    });
    CHECK(seen.first == box);
    CHECK(seen.second == g);
  }
}

TEST_CASE("dispatch: with_board rejects a size out of range and a malformed grid") {
  auto f = [](auto const& b) { return b.open_cells(); };
  sdk::grid big(9);
  CHECK(dispatch_test::invalid_argument_text([&] { sdk::with_board(big, f); }).find("box size 9") != std::string::npos);
  sdk::grid bad(3);
  bad.cells[5] = 10;  // no 10 on a 9x9 board
  CHECK_THROWS_AS(sdk::with_board(bad, f), std::invalid_argument);
  sdk::grid short_grid(3);
  short_grid.cells.pop_back();
  CHECK_THROWS_AS(sdk::with_board(short_grid, f), std::invalid_argument);
}
