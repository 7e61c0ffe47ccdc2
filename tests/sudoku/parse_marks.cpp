// Tests of pencil marks read and written by seek/sudoku/io: HoDoKu library
// lines' deleted candidates, candidate grids as Sudoku Explainer, SudokuWiki
// and HoDoKu print them, seek's one-line form (to_marks_line), and the
// errors, each naming where and what.
#include <doctest/doctest.h>

#include <cstdint>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include <seek/sudoku/io/format.hpp>
#include <seek/sudoku/io/parse.hpp>

namespace sdk = seek::sudoku;

namespace {

sdk::parse_options pm_marks_options() {
  sdk::parse_options o;
  o.pencil_marks = true;
  return o;
}

sdk::grid pm_must_parse(std::string const& text, bool marks = true) {
  auto r = sdk::parse_puzzle(text, marks ? pm_marks_options() : sdk::parse_options{});
  if (auto const* e = std::get_if<sdk::parse_error>(&r)) FAIL_CHECK(e->line << ":" << e->column << ": " << e->message);
  REQUIRE(std::holds_alternative<sdk::grid>(r));
  return std::get<sdk::grid>(r);
}

sdk::parse_error pm_must_fail(std::string const& text, bool marks = true) {
  auto r = sdk::parse_puzzle(text, marks ? pm_marks_options() : sdk::parse_options{});
  REQUIRE(std::holds_alternative<sdk::parse_error>(r));
  return std::get<sdk::parse_error>(r);
}

std::uint64_t pm_mask(std::string const& digits) {
  std::uint64_t m = 0;
  for (char ch : digits) m |= std::uint64_t{1} << (ch - '1');
  return m;
}

// A HoDoKu library line written by HoDoKu itself (its W-Wing example): '+'
// marks placed digits; the fifth field the step's eliminations.
std::string const pm_hodoku_grid =
    "6..+9+5..7...+9.2.....58.+31...+1+64+3+8+9+7+52...1+7+59+46597+24+6..892+54+1+76+8+3...5+6+2.....68+93...";

// A 4x4 candidate grid: r1c1 placed (1), the rest open.
std::string const pm_4x4 =
    "1 234 | 234 34\n"
    "23 234 | 1234 134\n"
    "----+----\n"
    "23 123 | 134  134\n"
    "4  13  | 13   2\n";

}  // namespace

TEST_CASE("pencil marks: a HoDoKu line's deleted candidates are read") {
  // Empty: no marks, the candidates the givens allow.
  sdk::grid const plain = pm_must_parse(":0803:14:" + pm_hodoku_grid + "::417 427 437 489 499::", false);
  CHECK(plain.marks.empty());
  CHECK(plain.givens() == 48);
  // Deleted candidates "417 427": 4 leaves r1c7 and r2c7; the rest as the givens allow.
  sdk::grid const g = pm_must_parse(":0803:14:" + pm_hodoku_grid + ":417 427:::", false);
  REQUIRE(g.marks.size() == 81);
  CHECK(g == plain);
  auto const allowed = sdk::detail::open_candidates(3, g.cells);
  for (int c = 0; c < 81; ++c) {
    CAPTURE(c);
    std::uint64_t const deleted = c == 6 || c == 15 ? std::uint64_t{1} << 3 : 0;
    CHECK(g.marks[static_cast<std::size_t>(c)] == (allowed[static_cast<std::size_t>(c)] & ~deleted));
  }
  CHECK(((allowed[6] >> 3) & 1u) == 1u);  // 4 was a candidate of r1c7 before
  // The same with pencil_marks on: HoDoKu lines are read there too.
  CHECK(pm_must_parse(":0803:14:" + pm_hodoku_grid + ":417 427:::").marks == g.marks);
}

TEST_CASE("pencil marks: a HoDoKu line's bad deleted candidates are errors naming the column") {
  std::string const line = ":0803:14:" + pm_hodoku_grid + ":417 4x7:::";
  auto const e = pm_must_fail(line, false);
  CHECK(e.line == 1);
  CHECK(e.column == line.find("4x7") + 1);
  CHECK(e.message.find("'4x7' is not a HoDoKu candidate") != std::string::npos);
  // r1c2 of the W-Wing grid holds 1,2,3,4 (its givens allow): deleting them all leaves none.
  auto const allowed = sdk::detail::open_candidates(3, pm_must_parse(":0000:x:" + pm_hodoku_grid + ":::", false).cells);
  std::string deleted;
  for (int d = 1; d <= 9; ++d)
    if ((allowed[1] >> (d - 1)) & 1u) deleted += (deleted.empty() ? "" : " ") + std::to_string(d) + "12";
  auto const empty = pm_must_fail(":0000:x:" + pm_hodoku_grid + ":" + deleted + ":::", false);
  CHECK(empty.message.find("leaves r1c2 with no candidate") != std::string::npos);
}

TEST_CASE("pencil marks: a candidate grid, one digit a placed cell") {
  sdk::grid const g = pm_must_parse(pm_4x4);
  CHECK(g.box == 2);
  CHECK(g.cells[0] == 1);
  CHECK(g.cells[12] == 4);
  CHECK(g.cells[15] == 2);
  CHECK(g.givens() == 3);
  REQUIRE(g.marks.size() == 16);
  CHECK(g.marks[0] == 0);
  CHECK(g.marks[1] == pm_mask("234"));
  CHECK(g.marks[7] == pm_mask("134"));
  CHECK(g.marks[13] == pm_mask("13"));
  // Written on one line and read back: the same grid and marks.
  std::string const line = sdk::to_marks_line(g);
  CHECK(line == "1 234 234 34 23 234 1234 134 23 123 134 134 4 13 13 2");
  sdk::grid const back = pm_must_parse(line);
  CHECK(back == g);
  CHECK(back.marks == g.marks);
}

TEST_CASE("pencil marks: HoDoKu's and Sudoku Explainer's borders, 9x9") {
  // HoDoKu's PM grid of a board with r1c1 = 5 and every other cell open.
  std::string row1 = "| 5      1234 6789  | 12346789 12346789 12346789 | 12346789 12346789 12346789 |";
  std::string text = ".---------.---------.---------.\n" + row1 + "\n";
  // Rows 2 and 3 share box 1 with the 5: no 5 in their first three cells.
  std::string row23 = "| 12346789 12346789 12346789 | 123456789 123456789 123456789 | 123456789 123456789 123456789 |";
  text += row23 + "\n" + row23 + "\n:---------+---------+---------:\n";
  std::string rest = "| 12346789 123456789 123456789 | 123456789 123456789 123456789 | 123456789 123456789 123456789 |";
  for (int r = 0; r < 3; ++r) text += rest + "\n";
  text += ":---------+---------+---------:\n";
  for (int r = 0; r < 3; ++r) text += rest + "\n";
  text += "'---------'---------'---------'\n";
  sdk::grid const g = pm_must_parse(text);
  CHECK(g.box == 3);
  CHECK(g.givens() == 1);
  CHECK(g.cells[0] == 5);
  CHECK(g.marks[1] == pm_mask("1234"));
  CHECK(g.marks[2] == pm_mask("6789"));
  CHECK(g.marks[80] == pm_mask("123456789"));
}

TEST_CASE("pencil marks: errors name the line, the column and what is wrong") {
  SUBCASE("a malformed cell") {
    auto const e = pm_must_fail("1 234 2?4 34 23 234 1234 134 23 123 134 134 4 13 13 2");
    CHECK(e.line == 1);
    CHECK(e.column == 8);
    CHECK(e.message.find("invalid character '?' in the candidates '2?4'") != std::string::npos);
    CHECK(pm_must_fail("1 234 224 34 23 234 1234 134 23 123 134 134 4 13 13 2").message.find("repeat '2'") !=
          std::string::npos);
    auto const range = pm_must_fail("1 234 2H4 34 23 234 1234 134 23 123 134 134 4 13 13 2");
    CHECK(range.message.find("'H' in the candidates '2H4' is out of range for a 4x4 board, which uses 1-4") != std::string::npos);
  }
  SUBCASE("a cell with no candidate") {
    auto const e = pm_must_fail("1 234 . 34 23 234 1234 134 23 123 134 134 4 13 13 2");
    CHECK(e.column == 7);
    CHECK(e.message.find("a cell with no candidate") != std::string::npos);
  }
  SUBCASE("a candidate a placed digit rules out") {
    // r1c2 lists 1, placed at r1c1 in the same row.
    auto const e = pm_must_fail("1 1234 234 34 23 234 1234 134 23 123 134 134 4 13 13 2");
    CHECK(e.column == 3);
    CHECK(e.message == "candidate 1 of r1c2 contradicts the 1 placed at r1c1 in the same row");
    auto const box = pm_must_fail("1 234 234 34 123 234 1234 134 23 123 134 134 4 13 13 2");
    CHECK(box.message == "candidate 1 of r2c1 contradicts the 1 placed at r1c1 in the same column");
    // Two placed digits that repeat.
    CHECK(pm_must_fail("1 234 234 1 23 234 1234 134 23 123 134 134 4 13 13 2").message.find("repeats 1") !=
          std::string::npos);
  }
  SUBCASE("the wrong size") {
    auto const odd = pm_must_fail("1 234 234 234 23");
    CHECK(odd.message.find("not 5 cells") != std::string::npos);
    auto const row = pm_must_fail("1 234 | 234 234\n23 234 1234\n");
    CHECK(row.line == 2);
    CHECK(row.message.find("line 2 has 3 cells, but a row of the 4x4 candidate grid begun on line 1 has 4") !=
          std::string::npos);
    auto const cut = pm_must_fail("1 234 | 234 234\n23 234 | 1234 134\n");
    CHECK(cut.message.find("has only 2 of its 4 rows at the end of the input") != std::string::npos);
  }
}

TEST_CASE("pencil marks: a stream of records, candidate grids and HoDoKu lines") {
  std::istringstream in("# my marks\n" + pm_4x4 + "\n:0803:14:" + pm_hodoku_grid + ":417:::\n" +
                        "1 234 234 34 23 234 1234 134 23 123 134 134 4 13 13 2\n");
  sdk::puzzle_reader reader(in, pm_marks_options());
  std::vector<sdk::record> records;
  for (sdk::record r; reader.next(r);) records.push_back(r);
  REQUIRE(records.size() == 3);
  CHECK(records[0].line == 2);
  CHECK(records[1].line == 8);
  CHECK(records[2].line == 9);
  for (auto const& r : records) REQUIRE(std::holds_alternative<sdk::grid>(r.value));
  CHECK(std::get<sdk::grid>(records[1].value).box == 3);
  CHECK(std::get<sdk::grid>(records[2].value).marks == std::get<sdk::grid>(records[0].value).marks);
}

TEST_CASE("pencil marks: the line a 4x4 HoDoKu line looked ahead at is read next") {
  // 16 cells of 1-4 make the reader look at the next line (a 16x16 row?);
  // that line is the next record's first.
  std::istringstream in(":0000:x:1...........4..2:::\n" + pm_4x4);
  sdk::puzzle_reader reader(in, pm_marks_options());
  std::vector<sdk::record> records;
  for (sdk::record r; reader.next(r);) records.push_back(r);
  REQUIRE(records.size() == 2);
  CHECK(records[1].line == 2);
  REQUIRE(std::holds_alternative<sdk::grid>(records[1].value));
  CHECK(std::get<sdk::grid>(records[1].value).marks.size() == 16);
}

TEST_CASE("pencil marks: 16x16, digits above 9 as letters, on one line and as a grid") {
  sdk::grid g(4);
  g.cells[0] = 16;  // G at r1c1
  std::string const line = sdk::to_marks_line(g);
  CHECK(line.substr(0, 18) == "G 123456789ABCDEF ");
  sdk::grid const back = pm_must_parse(line);
  CHECK(back == g);
  REQUIRE(back.marks.size() == 256);
  CHECK(back.marks[1] == 0x7fffu);       // 1-15: the row holds G
  CHECK(back.marks[255] == 0xffffu);     // 1-16, far from r1c1
  // The same as a grid, 16 cells a row: a first row with digits above 4 is a row.
  std::string grid_text;
  for (int r = 0; r < 16; ++r) {
    for (int c = 0; c < 16; ++c) {
      std::size_t const at = static_cast<std::size_t>(r * 16 + c);
      std::size_t begin = 0;
      for (std::size_t k = 0; k < at; ++k) begin = line.find(' ', begin) + 1;
      grid_text += line.substr(begin, line.find(' ', begin) - begin) + (c == 15 ? "\n" : c % 4 == 3 ? " | " : " ");
    }
  }
  sdk::grid const from_grid = pm_must_parse(grid_text);
  CHECK(from_grid == g);
  CHECK(from_grid.marks == back.marks);
}
