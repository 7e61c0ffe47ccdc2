// Tests of seek/sudoku/generate/symmetry.hpp: the names of the symmetries,
// and what each promises of a generated puzzle: a cell holds a clue exactly
// when its image does (maps written out here from the header's comments), on
// 4x4, 9x9 and 16x16 boards; a quarter turn implies the half turn.
#include <seek/sudoku/generate/symmetry.hpp>

#include <doctest/doctest.h>

#include <cstdint>
#include <string>

#include <seek/sudoku/generate/generate.hpp>

namespace sdk = seek::sudoku;

namespace symmetry_test {

using S = sdk::symmetry;

// The image of cell (r, c) of a side x side board, as symmetry.hpp states it.
int image_of(S s, int side, int r, int c) {
  int const l = side - 1;
  switch (s) {
    case S::rotate180: return (l - r) * side + (l - c);
    case S::rotate90: return c * side + (l - r);
    case S::mirror: return r * side + (l - c);
    case S::diagonal: return c * side + r;
    case S::none: break;
  }
  return r * side + c;
}

// Every cell holds a clue exactly when its image does.
bool clues_symmetric(sdk::grid const& p, S s) {
  int const side = p.side();
  for (int r = 0; r < side; ++r)
    for (int c = 0; c < side; ++c)
      if ((p.at(r, c) != 0) != (p.cells[static_cast<std::size_t>(image_of(s, side, r, c))] != 0)) return false;
  return true;
}

}  // namespace symmetry_test

TEST_CASE("symmetry: every kind is kept by the generator on 4x4, 9x9 and 16x16") {
  using symmetry_test::S;
  for (S s : {S::rotate180, S::rotate90, S::mirror, S::diagonal}) {
    for (int box = 2; box <= 4; ++box) {
      CAPTURE(sdk::to_string(s));
      CAPTURE(box);
      sdk::generate_options o;
      o.symmetry = s;
      if (box == 4) o.clues = 180;  // of 256: a few orbits removed, quickly
      auto const p = sdk::generate(box, o, std::uint64_t{3});
      CHECK(p.puzzle.givens() < p.puzzle.cell_count());  // something was removed
      CHECK(symmetry_test::clues_symmetric(p.puzzle, s));
      if (s == S::rotate90) CHECK(symmetry_test::clues_symmetric(p.puzzle, S::rotate180));
      CHECK(sdk::with_board(p.puzzle, [](auto const& b) { return sdk::count(b, 2); }) == 1);
    }
  }
}

TEST_CASE("symmetry: a pattern kept under a quarter turn has orbits of four (and a centre)") {
  sdk::generate_options o;
  o.symmetry = sdk::symmetry::rotate90;
  // 4x4 and 16x16 have no centre cell: the clues come in fours.
  CHECK(sdk::generate(2, o, std::uint64_t{8}).puzzle.givens() % 4 == 0);
  // 9x9: the centre is its own orbit.
  int const clues9 = sdk::generate(3, o, std::uint64_t{8}).puzzle.givens();
  CHECK((clues9 % 4 == 0 || clues9 % 4 == 1));
}

TEST_CASE("symmetry: names round-trip, other names are not symmetries") {
  using symmetry_test::S;
  for (S s : {S::none, S::rotate180, S::rotate90, S::mirror, S::diagonal}) {
    CAPTURE(sdk::to_string(s));
    CHECK(sdk::symmetry_from_string(sdk::to_string(s)) == s);
  }
  CHECK(std::string(sdk::to_string(S::rotate90)) == "rotate90");
  CHECK(std::string(sdk::to_string(static_cast<S>(42))) == "unknown");
  for (char const* bad : {"", "Mirror", "rotate", "rotate180 ", "unknown"}) {
    CAPTURE(bad);
    CHECK(!sdk::symmetry_from_string(bad));
  }
}
