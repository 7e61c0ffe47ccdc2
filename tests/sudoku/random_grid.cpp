// Tests of seek/sudoku/generate/random_grid.hpp: a random grid is complete and
// valid (checked here house by house, not with the library's checker), for
// every box size; it is a function of the seed; different seeds and
// successive draws from one generator give different grids.
#include <seek/sudoku/generate/random_grid.hpp>

#include <doctest/doctest.h>

#include <cstdint>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include <seek/sudoku/generate/generate.hpp>

#include "../build_kind.hpp"

namespace sdk = seek::sudoku;

namespace random_grid_test {

// Every row, column and box of `g` holds each of 1..side exactly once.
bool houses_complete(sdk::grid const& g) {
  int const n = g.box, side = g.side();
  if (static_cast<int>(g.cells.size()) != side * side) return false;
  auto house_ok = [&](auto cell_at) {
    std::vector<bool> seen(static_cast<std::size_t>(side) + 1, false);
    for (int j = 0; j < side; ++j) {
      int const v = cell_at(j);
      if (v < 1 || v > side || seen[static_cast<std::size_t>(v)]) return false;
      seen[static_cast<std::size_t>(v)] = true;
    }
    return true;
  };
  for (int i = 0; i < side; ++i) {
    if (!house_ok([&](int j) { return g.at(i, j); })) return false;
    if (!house_ok([&](int j) { return g.at(j, i); })) return false;
    if (!house_ok([&](int j) { return g.at((i / n) * n + j / n, (i % n) * n + j % n); })) return false;
  }
  return true;
}

template <int N>
void check_size(int seeds) {
  CAPTURE(N);
  std::set<std::vector<int>> distinct;
  for (std::uint64_t seed = 0; seed < static_cast<std::uint64_t>(seeds); ++seed) {
    auto const g = sdk::random_grid<N>(seed);
    CHECK(g.box == N);
    CHECK(houses_complete(g));
    CHECK(g == sdk::random_grid<N>(seed));  // reproducible
    distinct.insert(g.cells);
  }
  // Different seeds, different grids; a 4x4 board has only 288 grids, so
  // two of eight seeds may meet there by chance.
  if (N > 2)
    CHECK(distinct.size() == static_cast<std::size_t>(seeds));
  else
    CHECK(distinct.size() * 2 > static_cast<std::size_t>(seeds));
}

}  // namespace random_grid_test

TEST_CASE("random_grid: complete valid grids, one per seed, different seeds differ: 4x4 to 16x16") {
  random_grid_test::check_size<2>(8);
  random_grid_test::check_size<3>(8);
  random_grid_test::check_size<4>(3);
}

TEST_CASE("random_grid: 25x25 (and more seeds on 16x16 in optimised builds)") {
  random_grid_test::check_size<5>(seek_test::optimised ? 3 : 1);
  if (seek_test::optimised) random_grid_test::check_size<4>(10);
}

TEST_CASE("random_grid: the seed form is the first draw of xoshiro256ss(seed), the generator advances") {
  for (std::uint64_t seed : {0u, 5u, 2026u}) {
    CAPTURE(seed);
    seek::xoshiro256ss gen(seed);
    auto const first = sdk::random_grid<3>(gen);
    CHECK(first == sdk::random_grid<3>(seed));
    auto const second = sdk::random_grid<3>(gen);
    CHECK(random_grid_test::houses_complete(second));
    CHECK(!(second == first));
    // random_board draws the same board as random_grid from the same state.
    seek::xoshiro256ss again(seed);
    auto const b = sdk::random_board<3>(again);
    CHECK(b.complete());
    CHECK(b.to_grid() == first);
  }
}

TEST_CASE("random_grid: the run-time box size form draws what the template draws, sizes 2 to 5 only") {
  for (int box = 2; box <= 4; ++box) {
    CAPTURE(box);
    seek::xoshiro256ss a(11), b(11);
    auto const g = sdk::random_grid(box, a);
    CHECK(g.box == box);
    CHECK(random_grid_test::houses_complete(g));
    auto const expected = sdk::with_box<2, 4>(box, [&]<int N>(sdk::box_constant<N>) { return sdk::random_grid<N>(b); });
    CHECK(g == expected);
  }
  seek::xoshiro256ss gen(1);
  for (int box : {0, 1, 6, 9}) {
    CAPTURE(box);
    CHECK_THROWS_AS(sdk::random_grid(box, gen), std::invalid_argument);
  }
}
