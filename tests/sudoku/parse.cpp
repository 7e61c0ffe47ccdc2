// Tests of seek/sudoku/io/parse.hpp: every accepted format, every error with its
// line and column, robustness, and the shared puzzle sets.
#include <seek/sudoku/io/parse.hpp>

#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

namespace {

using seek::sudoku::alphabet;
using seek::sudoku::grid;
using seek::sudoku::parse_error;
using seek::sudoku::parse_puzzle;
using seek::sudoku::puzzle_reader;
using seek::sudoku::record;

grid must_parse(std::string_view text, seek::sudoku::parse_options options = {}) {
  auto v = parse_puzzle(text, options);
  if (auto const* e = std::get_if<parse_error>(&v)) FAIL("unexpected error " << e->line << ":" << e->column << " " << e->message);
  return std::get<grid>(std::move(v));
}

parse_error must_fail(std::string_view text, seek::sudoku::parse_options options = {}) {
  auto v = parse_puzzle(text, options);
  if (std::holds_alternative<grid>(v)) FAIL("parsed, but an error was expected: " << text.substr(0, 60));
  return std::get<parse_error>(std::move(v));
}

std::vector<record> read_all(std::istream& in, seek::sudoku::parse_options options = {}) {
  std::vector<record> out;
  puzzle_reader reader(in, options);
  for (record r; reader.next(r);) out.push_back(r);
  return out;
}

std::vector<record> read_string(std::string const& text, seek::sudoku::parse_options options = {}) {
  std::istringstream in(text);
  return read_all(in, options);
}

std::vector<record> read_file(std::string const& path, seek::sudoku::parse_options options = {}) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE_MESSAGE(in.good(), "cannot open " << path);
  return read_all(in, options);
}

std::string concat_rc(std::size_t i) { return "r" + std::to_string(i / 16 + 1) + "c" + std::to_string(i % 16 + 1); }

grid const& grid_of(record const& r) {
  if (auto const* e = std::get_if<parse_error>(&r.value))
    FAIL("record at line " << r.line << ": " << e->line << ":" << e->column << " " << e->message);
  return std::get<grid>(r.value);
}

parse_error const& error_of(record const& r) {
  REQUIRE_MESSAGE(std::holds_alternative<parse_error>(r.value), "record at line " << r.line << " parsed");
  return std::get<parse_error>(r.value);
}

// A 9x9 puzzle typed by hand, and the same puzzle built cell by cell.
constexpr std::string_view easy = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";

grid easy_by_hand() {
  grid g(3);
  int const givens[][3] = {{0, 2, 3}, {0, 4, 2}, {0, 6, 6}, {1, 0, 9}, {1, 3, 3}, {1, 5, 5}, {1, 8, 1}, {2, 2, 1},
                           {2, 3, 8}, {2, 5, 6}, {2, 6, 4}, {3, 2, 8}, {3, 3, 1}, {3, 5, 2}, {3, 6, 9}, {4, 0, 7},
                           {4, 8, 8}, {5, 2, 6}, {5, 3, 7}, {5, 5, 8}, {5, 6, 2}, {6, 2, 2}, {6, 3, 6}, {6, 5, 9},
                           {6, 6, 5}, {7, 0, 8}, {7, 3, 2}, {7, 5, 3}, {7, 8, 9}, {8, 2, 5}, {8, 4, 1}, {8, 6, 3}};
  for (auto const& c : givens) g.at(c[0], c[1]) = c[2];
  return g;
}

bool has_shared_data() {
  std::ifstream probe(std::string(SEEK_SHARED_DATA) + "/README.md");
  return probe.good();
}

}  // namespace

TEST_CASE("one-line 9x9 puzzles with every blank mark give the same grid") {
  grid const expected = easy_by_hand();
  CHECK(must_parse(easy) == expected);
  for (char blank : std::string_view("0_-*")) {
    std::string text(easy);
    for (char& c : text)
      if (c == '.') c = blank;
    CHECK(must_parse(text) == expected);
  }
  CHECK(must_parse(easy).metadata.empty());
}

TEST_CASE("metadata after the cells: tdoku, CSV, whitespace, semicolon") {
  std::string const p(easy);
  CHECK(must_parse(p + ":1:" + std::string(81, '5')).metadata == "1:" + std::string(81, '5'));
  CHECK(must_parse(p + ",solution").metadata == "solution");
  CHECK(must_parse(p + "  \t rated 3 ").metadata == "rated 3");
  CHECK(must_parse(p + ";x").metadata == "x");
  CHECK(must_parse(p + "  # a note").metadata == "# a note");
  CHECK(must_parse(p + ":1").box == 3);
}

TEST_CASE("multi-line 9x9 grids: separators, groups, several rows per line") {
  grid const expected = easy_by_hand();
  std::string const bars =
      ". . 3 | . 2 . | 6 . .\n9 . . | 3 . 5 | . . 1\n. . 1 | 8 . 6 | 4 . .\n------+-------+------\n"
      ". . 8 | 1 . 2 | 9 . .\n7 . . | . . . | . . 8\n. . 6 | 7 . 8 | 2 . .\n======+=======+======\n"
      ". . 2 | 6 . 9 | 5 . .\n8 . . | 2 . 3 | . . 9\n. . 5 | . 1 . | 3 . .\n";
  CHECK(must_parse(bars) == expected);
  std::string const boxed =
      "+-------+-------+-------+\n| . . 3 | . 2 . | 6 . . |\n| 9 . . | 3 . 5 | . . 1 |\n| . . 1 | 8 . 6 | 4 . . |\n"
      "+-------+-------+-------+\n| . . 8 | 1 . 2 | 9 . . |\n| 7 . . | . . . | . . 8 |\n| . . 6 | 7 . 8 | 2 . . |\n"
      "+-------+-------+-------+\n| . . 2 | 6 . 9 | 5 . . |\n| 8 . . | 2 . 3 | . . 9 |\n| . . 5 | . 1 . | 3 . . |\n"
      "+-------+-------+-------+\n";
  CHECK(must_parse(boxed) == expected);
  std::string const groups = "..3 .2. 6..\n9.. 3.5 ..1\n..1 8.6 4..\n..8 1.2 9..\n7.. ... ..8\n"
                             "..6 7.8 2..\n..2 6.9 5..\n8.. 2.3 ..9\n..5 .1. 3..\n";
  CHECK(must_parse(groups) == expected);
  // Three rows per line, as in ".8.....1. 1..2..9.. ..7..4..3".
  std::string const three = "..3.2.6.. 9..3.5..1 ..18.64..\n..81.29.. 7.......8 ..67.82..\n..26.95.. 8..2.3..9 ..5.1.3..\n";
  CHECK(must_parse(three) == expected);
  // A whole board on one line, split into rows.
  CHECK(must_parse("..3.2.6.. 9..3.5..1 ..18.64.. ..81.29.. 7.......8 ..67.82.. ..26.95.. 8..2.3..9 ..5.1.3..") ==
        expected);
  // Comments and blank lines inside a grid are skipped; a grid has no metadata.
  std::string const commented = "# the easy one\n..3.2.6..\n9..3.5..1\n\n# band 2\n..18.64..\n..81.29..\n7.......8\n"
                                "..67.82..\n..26.95..\n8..2.3..9\n..5.1.3.. # last row\n";
  grid const g = must_parse(commented);
  CHECK(g == expected);
  CHECK(g.metadata.empty());
}

TEST_CASE("integer tokens: one row per line, a whole board per line, commas") {
  grid const expected = easy_by_hand();
  std::string rows, line, commas;
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      std::string v = std::to_string(expected.at(r, c));
      rows += (c ? " " : "") + v;
      commas += (c ? "," : "") + v;
      line += (r || c ? "  " : "") + v;
    }
    rows += '\n';
    commas += '\n';
  }
  CHECK(must_parse(rows) == expected);
  CHECK(must_parse(commas) == expected);
  CHECK(must_parse(line) == expected);
  CHECK(must_parse(line + " : 1").metadata == "1");
}

TEST_CASE("characters or tokens: two-digit numbers decide") {
  // "12 34" is a 4x4 row written in pairs, not the numbers 12 and 34.
  grid const pairs = must_parse("12 34\n34 12\n21 43\n43 21\n");
  CHECK(pairs.box == 2);
  CHECK(pairs.at(0, 1) == 2);
  CHECK(pairs.at(3, 0) == 4);
  // Sixteen numbers with a 12 in them are a 16x16 row.
  std::string rows = "0 0 12 0 0 0 0 0 0 0 0 0 0 0 0 16\n";
  for (int r = 1; r < 16; ++r) rows += "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n";
  grid const big = must_parse(rows);
  CHECK(big.box == 4);
  CHECK(big.at(0, 2) == 12);
  CHECK(big.at(0, 15) == 16);
  // Bars between cells and a leading bar: still one row each.
  grid const barred = must_parse("| 1 . | . . |\n| . . | 2 . |\n|---+---|\n| . 3 | . . |\n| . . | . 4 |\n");
  CHECK(barred.at(0, 0) == 1);
  CHECK(barred.at(3, 3) == 4);
  // A leading bar does not make a compact line "several words": 80 cells stay an error.
  parse_error const e = must_fail("| " + std::string(80, '.') + " |");
  CHECK(e.message.find("found 80 cells") != std::string::npos);
  // A line of one cell and many bars is one error, found quickly.
  std::string bars = "1";
  for (int i = 0; i < 200'000; ++i) bars += " |";
  CHECK(must_fail(bars).message.find("found 1 cell") != std::string::npos);
}

TEST_CASE("4x4 in every form (tests/data/4x4.txt)") {
  auto records = read_file(std::string(SEEK_TEST_DATA) + "/4x4.txt");
  REQUIRE(records.size() == 5);
  grid const first = grid_of(records[0]);
  CHECK(first.box == 2);
  CHECK(records[0].line == 2);
  for (std::size_t i = 1; i < 4; ++i) CHECK(grid_of(records[i]) == first);
  CHECK(records[1].line == 4);
  CHECK(records[2].line == 9);
  CHECK(records[3].line == 15);
  // The last record is the solution: it completes the puzzle.
  grid const solution = grid_of(records[4]);
  CHECK(solution.givens() == 16);
  for (std::size_t i = 0; i < first.cells.size(); ++i)
    if (first.cells[i] != 0) CHECK(first.cells[i] == solution.cells[i]);
  CHECK(must_parse("1234341221434321").givens() == 16);
}

TEST_CASE("9x9 in every format (tests/data/9x9_formats.txt) agree") {
  auto records = read_file(std::string(SEEK_TEST_DATA) + "/9x9_formats.txt");
  REQUIRE(records.size() == 9);
  grid const first = grid_of(records[0]);
  CHECK(first.metadata == "first");
  std::size_t const lines[] = {3, 5, 7, 9, 21, 25, 37, 47, 57};
  for (std::size_t i = 0; i < records.size(); ++i) {
    CAPTURE(i);
    CHECK(records[i].line == lines[i]);
    CHECK(grid_of(records[i]) == first);
  }
  // tdoku's puzzle:count:solution: the solution agrees with every given.
  std::string const& meta = grid_of(records[1]).metadata;
  REQUIRE(meta.substr(0, 2) == "1:");
  grid const solution = must_parse(meta.substr(2));
  for (std::size_t i = 0; i < 81; ++i)
    if (first.cells[i] != 0) CHECK(first.cells[i] == solution.cells[i]);
}

TEST_CASE("Kaggle-style CSV: header skipped, solution kept as metadata") {
  auto records = read_file(std::string(SEEK_TEST_DATA) + "/9x9_kaggle.csv");
  REQUIRE(records.size() == 4);
  for (auto const& r : records) {
    grid const& g = grid_of(r);
    grid const solution = must_parse(g.metadata);
    CHECK(solution.givens() == 81);
    for (std::size_t i = 0; i < 81; ++i)
      if (g.cells[i] != 0) CHECK(g.cells[i] == solution.cells[i]);
  }
  CHECK(records[0].line == 2);
  CHECK(read_string("puzzle,solution\n").empty());
}

TEST_CASE("16x16: 1-9A-G, lower case, bars, integer tokens, hex when asked") {
  auto records = read_file(std::string(SEEK_TEST_DATA) + "/16x16.txt");
  REQUIRE(records.size() == 4);
  grid const first = grid_of(records[0]);
  CHECK(first.box == 4);
  for (auto const& r : records) CHECK(grid_of(r) == first);
  CHECK(records[2].line == 4);
  CHECK(records[3].line == 23);
  auto hex = read_file(std::string(SEEK_TEST_DATA) + "/16x16_hex.txt", {alphabet::hex});
  REQUIRE(hex.size() == 2);
  CHECK(grid_of(hex[0]) == first);
  CHECK(grid_of(hex[1]) == first);
  // Without alphabet::hex the '0' cells make both records ambiguous (issue 14:
  // they were read as blanks, and a different puzzle was solved).
  auto automatic = read_file(std::string(SEEK_TEST_DATA) + "/16x16_hex.txt");
  REQUIRE(automatic.size() == 2);
  for (auto const& r : automatic) CHECK(error_of(r).message.find("--alphabet hex") != std::string::npos);
  // A 'G' (16) in hex is out of range.
  parse_error const e = must_fail(std::string(255, '.') + "G", {alphabet::hex});
  CHECK(e.column == 256);
  CHECK(e.message == "'G' is out of range for a 16x16 board, which uses 0-F");
}

TEST_CASE("25x25 on one line and as a grid, 36x36 in integer tokens") {
  auto big = read_file(std::string(SEEK_TEST_DATA) + "/25x25.txt");
  REQUIRE(big.size() == 2);
  CHECK(grid_of(big[0]).box == 5);
  CHECK(grid_of(big[1]) == grid_of(big[0]));
  auto tokens = read_file(std::string(SEEK_TEST_DATA) + "/36x36_tokens.txt");
  REQUIRE(tokens.size() == 3);
  grid const p = grid_of(tokens[0]);
  CHECK(p.box == 6);
  CHECK(tokens[1].line == 44);
  CHECK(grid_of(tokens[1]) == p);
  grid const solution = grid_of(tokens[2]);
  CHECK(solution.givens() == 36 * 36);
  for (std::size_t i = 0; i < p.cells.size(); ++i)
    if (p.cells[i] != 0) CHECK(p.cells[i] == solution.cells[i]);
}

TEST_CASE("16 cells: a 4x4 puzzle, or the first row of a 16x16 grid") {
  // Symbols above 4 make it a row.
  std::string rows;
  for (int r = 0; r < 16; ++r) rows += std::string(r, '.') + "GFEDCBA987654321"[r] + std::string(15 - r, '.') + "\n";
  CHECK(must_parse(rows).box == 4);
  // A first row of only 1-4 is still a row when the second row shows a larger symbol.
  std::string low = "1...............\n.5..............\n";
  for (int r = 2; r < 16; ++r) low += "................\n";
  CHECK(must_parse(low).box == 4);
  // Sixteen lines of 1-4 are sixteen 4x4 puzzles.
  std::string many;
  for (int r = 0; r < 16; ++r) many += "1...............\n";
  auto records = read_string(many);
  REQUIRE(records.size() == 16);
  CHECK(grid_of(records[15]).box == 2);
  CHECK(records[15].line == 16);
}

TEST_CASE("comments, blank lines, CRLF, BOM, tabs") {
  grid const expected = easy_by_hand();
  std::string text = "\xEF\xBB\xBF# a comment\r\n\r\n   \t\r\n" + std::string(easy) + "\r\n";
  auto records = read_string(text);
  REQUIRE(records.size() == 1);
  CHECK(records[0].line == 4);
  CHECK(grid_of(records[0]) == expected);
  std::string tabs = "..3\t.2.\t6..\n9..\t3.5\t..1\n..1\t8.6\t4..\n..8\t1.2\t9..\n7..\t...\t..8\n"
                     "..6\t7.8\t2..\n..2\t6.9\t5..\n8..\t2.3\t..9\n..5\t.1.\t3..\r\n";
  CHECK(must_parse(tabs) == expected);
  // A BOM does not count as a column.
  parse_error const e = must_fail("\xEF\xBB\xBF" "12");
  CHECK(e.line == 1);
  CHECK(e.column == 1);
}

TEST_CASE("errors, with line and column (tests/data/malformed.txt)") {
  auto records = read_file(std::string(SEEK_TEST_DATA) + "/malformed.txt");
  REQUIRE(records.size() == 9);
  struct expect {
    std::size_t record_line, line, column;
    std::string message;
  };
  expect const errors[] = {
      {2, 2, 1,
       "expected 16, 81, 256 or 625 cells (a whole puzzle) or whole rows of 4, 9, 16 or 25 cells (a grid), found 80 "
       "cells"},
      {3, 3, 10, "'G' (16) is out of range for a 9x9 board, which uses 1-9"},
      {4, 4, 5, "invalid character '!'; a 9x9 board uses 1-9 for symbols and . 0 _ - * for blanks"},
      {5, 5, 7, "5 at r1c7 repeats 5 at r1c1 in row 1"},
      {6, 8, 1, "line 8 has 8 cells, but a row of the 9x9 grid begun on line 6 has 9"},
      {16, 22, 5, "1 at r7c5 repeats 1 at r1c5 in column 5"},
      {25, 25, 11, "7 at r2c2 repeats 7 at r1c1 in box 1"},
      {26, 26, 3, "the 9x9 grid begun on line 26 has only 3 of its 9 rows at the end of the input"},
  };
  std::size_t e = 0;
  for (auto const& r : records) {
    if (r.line == 15) {  // the one good record: reading went on past the errors
      CHECK(grid_of(r).givens() == 25);
      continue;
    }
    REQUIRE(e < std::size(errors));
    CAPTURE(r.line);
    parse_error const& got = error_of(r);
    CHECK(r.line == errors[e].record_line);
    CHECK(got.line == errors[e].line);
    CHECK(got.column == errors[e].column);
    CHECK(got.message == errors[e].message);
    ++e;
  }
  CHECK(e == std::size(errors));
}

TEST_CASE("more errors: tokens, rows, cut grids, trailing text, parse_puzzle") {
  SUBCASE("a token out of range") {
    parse_error const e = must_fail("0 0 10 0 0 0 0 0 0\n");
    CHECK(e.line == 1);
    CHECK(e.column == 5);
    CHECK(e.message == "10 is out of range for a 9x9 board, which uses 1-9 (0 or . for a blank)");
  }
  SUBCASE("wrong token count") {
    std::string t;
    for (int i = 0; i < 35; ++i) t += " 12";
    parse_error const e = must_fail(t);
    CHECK(e.column == 2);
    CHECK(e.message ==
          "expected 16, 81, 256, 625, 1296, 2401 or 4096 numbers (a whole puzzle) or 4, 9, 16, 25, 36, 49 or 64 (a "
          "grid row), found 35 numbers");
  }
  SUBCASE("a row too long points at its first extra cell") {
    parse_error const e = must_fail("..3.2.6..\n9..3.5..1.7\n");
    CHECK(e.line == 2);
    CHECK(e.column == 10);
  }
  SUBCASE("a grid cut short by a whole puzzle: both reported, reading goes on") {
    auto records = read_string("..3.2.6..\n9..3.5..1\n" + std::string(easy) + "\n");
    REQUIRE(records.size() == 2);
    parse_error const& e = error_of(records[0]);
    CHECK(records[0].line == 1);
    CHECK(e.line == 3);
    CHECK(e.column == 1);
    CHECK(e.message ==
          "the 9x9 grid begun on line 1 has 2 of its 9 rows, but line 3 holds 81 cells, more than the 7 rows it "
          "lacks; the grid is dropped and the line read anew");
    CHECK(records[1].line == 3);
    CHECK(grid_of(records[1]) == easy_by_hand());
  }
  SUBCASE("text after a grid row") {
    parse_error const e = must_fail("1.3.\n..2. x\n....\n4...\n");
    CHECK(e.line == 2);
    CHECK(e.column == 6);
    CHECK(e.message == "unexpected 'x' after the cells of a grid row");
  }
  SUBCASE("a symbol out of range in a 4x4") {
    parse_error const e = must_fail("1.3.....2......H");
    CHECK(e.column == 16);
    CHECK(e.message == "'H' (17) is out of range for a 4x4 board, which uses 1-4");
  }
  SUBCASE("garbage whose size is unknown") {
    parse_error const e = must_fail("hello!");
    CHECK(e.column == 6);
    CHECK(e.message == "invalid character '!'; cells are 1-9 and A-Z (either case) for symbols and . 0 _ - * for blanks");
  }
  SUBCASE("parse_puzzle wants exactly one") {
    parse_error const none = must_fail("# nothing\n\n");
    CHECK(none.message == "no puzzle found");
    parse_error const two = must_fail(std::string(easy) + "\n\n" + std::string(easy) + "\n");
    CHECK(two.line == 3);
    CHECK(two.message == "expected one puzzle, but a second one begins on line 3");
  }
  SUBCASE("a well-formed puzzle with no completion is not an error") {
    // Row 1 lacks only 9, and column 9 already holds a 9 elsewhere.
    std::string text = "12345678." + std::string(71, '.') + "9";
    CHECK(must_parse(text).givens() == 9);
  }
}

TEST_CASE("robust: NUL bytes, a 10 MB line, a lone CR, no final newline") {
  std::string nul = std::string(easy);
  nul[40] = '\0';
  parse_error const e = must_fail(nul);
  CHECK(e.column == 41);
  CHECK(e.message == "invalid character '\\x00'; a 9x9 board uses 1-9 for symbols and . 0 _ - * for blanks");

  std::string huge(10'000'000, 'x');
  huge += "\n" + std::string(easy);  // no final newline either
  auto records = read_string(huge);
  REQUIRE(records.size() == 2);
  parse_error const& long_line = error_of(records[0]);
  CHECK(long_line.line == 1);
  CHECK(long_line.column == seek::sudoku::detail::max_line + 1);
  CHECK(long_line.message ==
        "line is 10000000 characters long; the reader keeps at most 1048576 characters of a line and skips the rest");
  CHECK(records[1].line == 2);
  CHECK(grid_of(records[1]) == easy_by_hand());

  // A long line of plausible cells, under the cap, is one count error.
  auto ones = read_string(std::string(500'000, '1') + "\n");
  REQUIRE(ones.size() == 1);
  CHECK(error_of(ones[0]).message.find("found 500000 cells") != std::string::npos);
}

TEST_CASE("the reader streams many records with their line numbers") {
  std::string text;
  std::vector<std::size_t> good_lines;
  std::size_t line = 0;
  for (int i = 0; i < 300; ++i) {
    text += "# record " + std::to_string(i) + "\n";
    ++line;
    if (i % 7 == 3) {
      text += std::string(easy).substr(1) + "\n";  // 80 cells: an error
    } else {
      text += std::string(easy) + "\n";
      good_lines.push_back(line + 1);
    }
    ++line;
  }
  auto records = read_string(text);
  REQUIRE(records.size() == 300);
  std::size_t g = 0;
  for (std::size_t i = 0; i < records.size(); ++i) {
    CHECK(records[i].line == 2 * i + 2);
    if (i % 7 == 3) {
      CHECK(error_of(records[i]).line == 2 * i + 2);
    } else {
      CHECK(records[i].line == good_lines[g++]);
    }
  }
}

TEST_CASE("shared data: 17-clue puzzles, tdoku counts, gecode sets") {
  if (!has_shared_data()) {
    MESSAGE("skipped: SEEK_SHARED_DATA (" SEEK_SHARED_DATA ") not found");
    return;
  }
  std::string const dir = SEEK_SHARED_DATA;
  SUBCASE("first 1000 lines of puzzles2_17_clue.txt, in order") {
    std::ifstream file(dir + "/puzzles2_17_clue.txt");
    std::string text, line;
    std::vector<std::string> lines;
    for (int i = 0; i < 1000 && std::getline(file, line); ++i) {
      text += line + "\n";
      lines.push_back(line);
    }
    auto records = read_string(text);
    REQUIRE(records.size() == 1000);
    for (std::size_t i = 0; i < records.size(); ++i) {
      CHECK(records[i].line == i + 1);
      grid const& g = grid_of(records[i]);
      CHECK(g.givens() == 17);
      CHECK(g.cells[0] == (lines[i][0] == '.' ? 0 : lines[i][0] - '0'));
    }
  }
  SUBCASE("counted_puzzles.txt: puzzle:count[:solution]") {
    auto records = read_file(dir + "/counted_puzzles.txt");
    REQUIRE(records.size() == 43);
    int unique = 0, none = 0, several = 0;
    for (auto const& r : records) {
      grid const& g = grid_of(r);
      std::string const& meta = g.metadata;
      auto colon = meta.find(':');
      int count = std::stoi(meta.substr(0, colon));
      if (count == 1) {
        ++unique;
        REQUIRE(colon != std::string::npos);
        grid const solution = must_parse(meta.substr(colon + 1));
        CHECK(solution.givens() == 81);
        for (std::size_t i = 0; i < 81; ++i)
          if (g.cells[i] != 0) CHECK(g.cells[i] == solution.cells[i]);
      }
      none += count == 0;
      several += count > 1;
    }
    CHECK(unique == 18);
    CHECK(none == 10);
    CHECK(several == 15);
  }
  SUBCASE("gecode_9x9.txt and gecode_16x16.txt") {
    auto nine = read_file(dir + "/gecode_9x9.txt");
    REQUIRE(nine.size() == 18);
    for (auto const& r : nine) CHECK(grid_of(r).box == 3);
    auto sixteen = read_file(dir + "/gecode_16x16.txt");
    REQUIRE(sixteen.size() == 55);
    for (auto const& r : sixteen) CHECK(grid_of(r).box == 4);
    CHECK(sixteen[0].line == 2);
    CHECK(grid_of(sixteen[0]).at(0, 0) == 13);  // 'D'
  }
}

namespace {

// A 16x16 grid written one character per cell: hex (0-F for 1-16) or 1-9A-G,
// with `blank` for empty cells.
std::string spelled(grid const& g, bool hex, char blank) {
  std::string out;
  for (int v : g.cells) out += v == 0 ? blank : (hex ? "0123456789ABCDEF" : "123456789ABCDEFG")[v - 1];
  return out;
}

std::string spelled_tokens(grid const& g, std::string_view blank) {
  std::string out;
  for (std::size_t i = 0; i < g.cells.size(); ++i) {
    out += g.cells[i] == 0 ? std::string(blank) : std::to_string(g.cells[i]);
    out += i % 16 == 15 ? '\n' : ' ';
  }
  return out;
}

grid without(grid g, int symbol) {
  for (int& v : g.cells)
    if (v == symbol) v = 0;
  return g;
}

}  // namespace

TEST_CASE("16x16 in every spelling: a given never becomes a blank (issue 14)") {
  grid const p = grid_of(read_file(std::string(SEEK_TEST_DATA) + "/16x16.txt").at(0));
  REQUIRE(std::count(p.cells.begin(), p.cells.end(), 16) > 0);
  REQUIRE(std::count(p.cells.begin(), p.cells.end(), 1) > 0);
  alphabet const hex = alphabet::hex;
  auto ambiguous = [](std::string const& text) {
    parse_error const e = must_fail(text);
    CHECK(e.message.find("ambiguous") != std::string::npos);
    CHECK(e.message.find("--alphabet hex") != std::string::npos);
    return e;
  };
  SUBCASE("1-9A-G: '.' or '0' blanks, a 'G' tells that '0' is a blank") {
    CHECK(must_parse(spelled(p, false, '.')) == p);
    CHECK(must_parse(spelled(p, false, '0')) == p);
    CHECK(must_parse(spelled(p, false, '-')) == p);
  }
  SUBCASE("1-9A-G with no 'G': '.' blanks read, '0' blanks are ambiguous") {
    grid const q = without(p, 16);
    CHECK(must_parse(spelled(q, false, '.')) == q);
    parse_error const e = ambiguous(spelled(q, false, '0'));
    CHECK(e.line == 1);
    CHECK(e.column == static_cast<std::size_t>(std::find(q.cells.begin(), q.cells.end(), 0) - q.cells.begin()) + 1);
  }
  SUBCASE("hex: read with alphabet::hex, ambiguous without it") {
    CHECK(must_parse(spelled(p, true, '.'), {hex}) == p);
    CHECK(must_parse(spelled(p, true, '_'), {hex}) == p);
    parse_error const e = ambiguous(spelled(p, true, '.'));
    auto const first_one = static_cast<std::size_t>(std::find(p.cells.begin(), p.cells.end(), 1) - p.cells.begin());
    CHECK(e.column == first_one + 1);
    CHECK(e.message.find(concat_rc(first_one)) != std::string::npos);
  }
  SUBCASE("hex as a grid of rows, with bars, and spaced") {
    std::string rows, bars, spaced;
    std::string const line = spelled(p, true, '.');
    for (std::size_t r = 0; r < 16; ++r) {
      std::string row = line.substr(r * 16, 16);
      rows += row + "\n";
      for (std::size_t c = 0; c < 16; ++c) {
        bars += std::string(c == 0 ? "" : c % 4 == 0 ? " | " : " ") + row[c];
        spaced += std::string(c == 0 ? "" : " ") + row[c];
      }
      bars += "\n";
      spaced += "\n";
    }
    for (auto const* text : {&rows, &bars, &spaced}) {
      CHECK(must_parse(*text, {hex}) == p);
      ambiguous(*text);
    }
  }
  SUBCASE("integer tokens: a two-digit number tells that 0 is a blank") {
    CHECK(must_parse(spelled_tokens(p, "0")) == p);
    CHECK(must_parse(spelled_tokens(p, ".")) == p);
    // Only 1-9 and 0 blanks: the same text could be hex written with spaces.
    grid low = p;
    for (int& v : low.cells)
      if (v > 9) v = 0;
    CHECK(must_parse(spelled_tokens(low, ".")) == low);
    ambiguous(spelled_tokens(low, "0"));
  }
  SUBCASE("every relabelling of a hex puzzle: an error, or the same givens") {
    for (int shift = 0; shift < 16; ++shift) {
      grid q = p;
      for (int& v : q.cells)
        if (v != 0) v = (v - 1 + shift) % 16 + 1;
      std::string const text = spelled(q, true, '.');
      CHECK(must_parse(text, {hex}) == q);
      auto v = parse_puzzle(text);
      if (auto const* g = std::get_if<grid>(&v)) {
        CHECK(std::find(q.cells.begin(), q.cells.end(), 1) == q.cells.end());  // no '0' was written
        for (std::size_t i = 0; i < q.cells.size(); ++i) CHECK((g->cells[i] == 0) == (q.cells[i] == 0));
      }
    }
  }
}

TEST_CASE("an annotation after a board is never read as cells (issue 14)") {
  grid const nine = easy_by_hand();
  std::string words;  // the same 9x9 in words of 9
  for (std::size_t r = 0; r < 9; ++r) words += std::string(r == 0 ? "" : " ") + std::string(easy.substr(r * 9, 9));
  grid const four = must_parse("1...3..4..1....2");
  grid const big = grid_of(read_file(std::string(SEEK_TEST_DATA) + "/16x16.txt").at(0));
  std::string const big_line = spelled(big, false, '.');
  std::string const families[] = {"#12345 Extreme (10.5) ", "1.2..34.5.6789", "12345 Extreme (10.5) 7.", ".. 1 2 3 . 4"};
  for (std::size_t n = 1; n <= 200; ++n)
    for (std::size_t f = 0; f < std::size(families); ++f) {
      std::string note;
      while (note.size() < n) note += families[f];
      note.resize(n);
      if (note.back() == ' ') note.back() = '!';
      std::string const trimmed(seek::sudoku::detail::trim(note));
      CAPTURE(note);
      for (std::string sep : {" ", "  ", "\t"}) {
        grid const a = must_parse(std::string(easy) + sep + note);
        CHECK(a == nine);
        CHECK(a.metadata == trimmed);
        grid const b = must_parse(words + sep + note);
        CHECK(b == nine);
        CHECK(b.metadata == trimmed);
        grid const c = must_parse(big_line + sep + note);
        CHECK(c == big);
        CHECK(c.metadata == trimmed);
        if (f != 1 && f != 3) {  // an annotation of cells only may be the rows of a 16x16: see docs/formats.md
          grid const d = must_parse("1...3..4..1....2" + sep + note);
          CHECK(d == four);
          CHECK(d.metadata == trimmed);
        }
      }
    }
  // The line of the issue, read before as a 25x25 grid of 4 rows.
  grid const g = must_parse(std::string(easy) + "  #12345 Extreme (10.5)");
  CHECK(g.box == 3);
  CHECK(g.metadata == "#12345 Extreme (10.5)");
}

TEST_CASE("HoDoKu library lines, CSV puzzle columns, [Section] headers (issue 14)") {
  grid const expected = easy_by_hand();
  std::string const p(easy);
  SUBCASE("a HoDoKu library line") {
    grid const g = must_parse(":0000:x:" + p + ":::");
    CHECK(g == expected);
    CHECK(g.metadata.empty());
    CHECK(must_parse(":0100:5:" + p + ":512 723::").metadata == "512 723");
    parse_error const e = must_fail(":0000:x:" + p.substr(0, 80) + ":::");
    CHECK(e.column == 9);  // the first cell, after the two fields
  }
  SUBCASE("the puzzle column named in the header is found, or named in the options") {
    for (std::string header : {"id,puzzle,solution,clues", "ID,Puzzle,Solution", "n,quizzes,solutions,"}) {
      CAPTURE(header);
      auto records = read_string(header + "\n1," + p + ",sol,25\n2," + p + ",sol\n");
      REQUIRE(records.size() == 2);
      CHECK(grid_of(records[0]) == expected);
      CHECK(grid_of(records[0]).metadata == "sol,25");
      CHECK(records[1].line == 3);
    }
    seek::sudoku::parse_options named;
    named.column = "given";
    auto records = read_string("a,b,given\nx,y," + p + "\n", named);
    REQUIRE(records.size() == 1);
    CHECK(grid_of(records[0]) == expected);
    // The first column when none is named "puzzle", "puzzles" or "quizzes".
    CHECK(grid_of(read_string("grid,answer\n" + p + ",x\n").at(0)) == expected);
  }
  SUBCASE("a header with a trailing comma is a header") {
    auto records = read_string("quizzes,solutions,\n" + p + ",sol,\n");
    REQUIRE(records.size() == 1);
    CHECK(grid_of(records[0]).metadata == "sol,");
  }
  SUBCASE("errors: a column the header lacks, a line without the puzzle field") {
    seek::sudoku::parse_options named;
    named.column = "grid";
    auto records = read_string("id,puzzle\n1," + p + "\n", named);
    REQUIRE(records.size() == 2);
    CHECK(error_of(records[0]).message == "the CSV header has no column 'grid' (its columns: id, puzzle)");
    CHECK(error_of(records[0]).csv_column_missing);  // (the tool reads the file as unreadable by it)
    // The lines under it are not read from another field.
    CHECK(error_of(records[1]) ==
          parse_error{2, 1, "line 2 is not read: the CSV header on line 1 has no column 'grid'"});
    // A later header with the column starts reading again.
    auto again = read_string("id,puzzle\n1," + p + "\nid,grid\n2," + p + "\n", named);
    REQUIRE(again.size() == 3);
    CHECK(grid_of(again[2]) == expected);
    auto missing = read_string("id,puzzle\n\n# c\n7\n8," + p + "\n");
    REQUIRE(missing.size() == 2);
    CHECK(error_of(missing[0]) == parse_error{4, 1, "line 4 has no field 2, the column 'puzzle' of the CSV header on line 1"});
    CHECK(grid_of(missing[1]) == expected);
  }
  SUBCASE("[Puzzle] headers are skipped with a note") {
    std::vector<seek::sudoku::parse_note> notes;
    seek::sudoku::parse_options options;
    options.on_note = [&](seek::sudoku::parse_note const& n) { notes.push_back(n); };
    auto records = read_string("[Puzzle]\n" + p + "\n  [Solution 2]\n" + p + "\n", options);
    REQUIRE(records.size() == 2);
    REQUIRE(notes.size() == 2);
    CHECK(notes[0] == seek::sudoku::parse_note{1, 1, "skipped the section header '[Puzzle]'"});
    CHECK(notes[1] == seek::sudoku::parse_note{3, 3, "skipped the section header '[Solution 2]'"});
    CHECK(read_string("[Puzzle]\n" + p + "\n").size() == 1);  // no callback: skipped silently
  }
}
