// Tests of seek/sudoku/io/format.hpp: the exact text written, and round trips
// through parse_puzzle for every box size 2..8.
#include <seek/sudoku/io/format.hpp>
#include <seek/sudoku/io/parse.hpp>

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

namespace {

using seek::sudoku::alphabet;
using seek::sudoku::grid;
using seek::sudoku::parse_error;
using seek::sudoku::parse_puzzle;
using seek::sudoku::to_line;
using seek::sudoku::to_text_grid;
using seek::sudoku::to_tokens;

// splitmix64: a small seeded generator, so the grids are the same on every run.
struct splitmix {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[static_cast<std::size_t>(below(static_cast<int>(i)))]);
  }
};

// A random valid puzzle of box size b: a patterned solution with its symbols,
// bands, rows in bands, stacks and columns in stacks shuffled (each keeps it
// valid), then about `percent_kept` of the cells kept.
grid random_puzzle(int b, splitmix& rng, int percent_kept) {
  int const side = b * b;
  std::vector<int> symbols(static_cast<std::size_t>(side)), rows, cols;
  std::iota(symbols.begin(), symbols.end(), 1);
  rng.shuffle(symbols);
  auto lines = [&] {
    std::vector<int> bands(static_cast<std::size_t>(b)), out;
    std::iota(bands.begin(), bands.end(), 0);
    rng.shuffle(bands);
    for (int band : bands) {
      std::vector<int> inner(static_cast<std::size_t>(b));
      std::iota(inner.begin(), inner.end(), band * b);
      rng.shuffle(inner);
      out.insert(out.end(), inner.begin(), inner.end());
    }
    return out;
  };
  rows = lines();
  cols = lines();
  grid g(b);
  for (int r = 0; r < side; ++r)
    for (int c = 0; c < side; ++c) {
      int rr = rows[static_cast<std::size_t>(r)], cc = cols[static_cast<std::size_t>(c)];
      int v = symbols[static_cast<std::size_t>((b * (rr % b) + rr / b + cc) % side)];
      g.at(r, c) = rng.below(100) < percent_kept ? v : 0;
    }
  return g;
}

grid reparsed(std::string const& text) {
  auto v = parse_puzzle(text);
  if (auto const* e = std::get_if<parse_error>(&v)) FAIL(e->line << ":" << e->column << " " << e->message);
  return std::get<grid>(std::move(v));
}

grid hex_reparsed(std::string const& text) {
  auto v = parse_puzzle(text, {alphabet::hex});
  if (auto const* e = std::get_if<parse_error>(&v)) FAIL(e->line << ":" << e->column << " " << e->message);
  return std::get<grid>(std::move(v));
}

bool valid(grid const& g) {  // no symbol twice in a row, column or box
  int const side = g.side();
  for (int i = 0; i < side * side; ++i)
    for (int j = i + 1; j < side * side; ++j) {
      int ri = i / side, ci = i % side, rj = j / side, cj = j % side;
      bool same_unit = ri == rj || ci == cj || (ri / g.box == rj / g.box && ci / g.box == cj / g.box);
      if (same_unit && g.cells[static_cast<std::size_t>(i)] != 0 &&
          g.cells[static_cast<std::size_t>(i)] == g.cells[static_cast<std::size_t>(j)])
        return false;
    }
  return true;
}

}  // namespace

TEST_CASE("to_line writes '.', 1-9 and letters up to 25x25") {
  grid g(3);
  g.at(0, 2) = 3;
  g.at(8, 8) = 9;
  CHECK(to_line(g) == ".." "3" + std::string(77, '.') + "9");
  grid h(4);
  h.at(0, 0) = 10;
  h.at(0, 1) = 16;
  h.at(15, 15) = 1;
  CHECK(to_line(h) == "AG" + std::string(253, '.') + "1");
  grid p(5);
  p.at(0, 0) = 25;
  CHECK(to_line(p).substr(0, 2) == "P.");
  CHECK(to_line(p).size() == 625);
}

TEST_CASE("to_line writes integers from 36x36 on, and for symbols past 35") {
  grid g(6);
  g.at(0, 1) = 36;
  g.at(0, 2) = 7;
  std::string const s = to_line(g);
  CHECK(s.substr(0, 9) == "0 36 7 0 ");
  CHECK(s.size() == 1296 + 1 + 1295);  // a digit per cell, one more for "36", a space between each
  grid odd(2);
  odd.at(0, 0) = 40;  // not a valid 4x4, but still written faithfully
  CHECK(to_line(odd).substr(0, 5) == "40 0 ");
}

TEST_CASE("to_text_grid: bars, rules and alignment") {
  grid g(2);
  g.at(0, 0) = 1;
  g.at(1, 3) = 4;
  g.at(3, 2) = 2;
  CHECK(to_text_grid(g) ==
        "1 . | . .\n"
        ". . | . 4\n"
        "----+----\n"
        ". . | . .\n"
        ". . | 2 .\n");
  grid n(3);
  n.at(0, 0) = 5;
  n.at(4, 4) = 9;
  std::string const t = to_text_grid(n);
  CHECK(t.substr(0, 44) ==
        "5 . . | . . . | . . .\n"
        ". . . | . . . | . . .\n");
  CHECK(t.find("------+-------+------\n") == 3 * 22);
  CHECK(t.find(". . . | . 9 . | . . .\n") != std::string::npos);
  grid big(6);
  big.at(0, 0) = 36;
  big.at(0, 1) = 5;
  std::string const b = to_text_grid(big);
  CHECK(b.substr(0, 21) == "36  5  .  .  .  . |  ");
  std::size_t const row = 36 * 2 + 35 + 5 * 2 + 1;  // cells, spaces, the bars' extra spaces and '\n'
  CHECK(b.find('\n') + 1 == row);
  CHECK(b.substr(6 * row, 18) == "------------------");
  CHECK(b[6 * row + 18] == '+');
}

TEST_CASE("round trips through parse_puzzle for every box size 2..8") {
  splitmix rng{20261121};
  for (int b = 2; b <= 8; ++b) {
    CAPTURE(b);
    for (int percent : {0, 30, 70, 100}) {
      CAPTURE(percent);
      int const tries = b <= 5 ? 3 : 1;
      for (int t = 0; t < tries; ++t) {
        grid const g = random_puzzle(b, rng, percent);
        if (b <= 4) REQUIRE(valid(g));
        grid const from_line = reparsed(to_line(g));
        CHECK(from_line == g);
        CHECK(from_line.box == b);
        CHECK(reparsed(to_text_grid(g)) == g);
        CHECK(reparsed(to_tokens(g)) == g);
        if (b == 4) {  // hex: read back with alphabet::hex, and never as 1-9A-G by mistake
          CHECK(hex_reparsed(to_line(g, alphabet::hex)) == g);
          CHECK(hex_reparsed(to_text_grid(g, alphabet::hex)) == g);
          auto guess = parse_puzzle(to_line(g, alphabet::hex));
          if (std::holds_alternative<grid>(guess)) CHECK(std::find(g.cells.begin(), g.cells.end(), 1) == g.cells.end());
        }
      }
    }
  }
}

TEST_CASE("alphabet::hex writes a 16x16 board in 0-F, other sizes as usual") {
  grid h(4);
  h.at(0, 0) = 1;
  h.at(0, 1) = 10;
  h.at(0, 2) = 16;
  h.at(15, 15) = 11;
  CHECK(to_line(h, alphabet::hex) == "09F" + std::string(252, '.') + "A");
  CHECK(to_line(h) == "1AG" + std::string(252, '.') + "B");
  std::string const t = to_text_grid(h, alphabet::hex);
  CHECK(t.substr(0, 8) == "0 9 F . ");
  CHECK(t.substr(t.size() - 4) == ". A\n");
  grid n(3);
  n.at(0, 0) = 9;
  CHECK(to_line(n, alphabet::hex) == to_line(n));
  CHECK(to_text_grid(n, alphabet::hex) == to_text_grid(n));
}

TEST_CASE("to_tokens: one row of numbers per line, '.' for a blank") {
  grid g(2);
  g.at(0, 0) = 1;
  g.at(1, 3) = 4;
  CHECK(to_tokens(g) == "1 . . .\n. . . 4\n. . . .\n. . . .\n");
  grid big(7);
  big.at(0, 0) = 49;
  big.at(0, 48) = 7;
  std::string const t = to_tokens(big);
  CHECK(t.substr(0, 5) == "49 . ");
  CHECK(t.substr(t.find('\n') - 3, 4) == ". 7\n");
  CHECK(std::count(t.begin(), t.end(), '\n') == 49);
  CHECK(reparsed(t) == big);
  // 16x16 with only 1-9: '.' blanks keep it unambiguous (a 0 would not be).
  grid low(4);
  low.at(3, 3) = 9;
  CHECK(reparsed(to_tokens(low)) == low);
}
