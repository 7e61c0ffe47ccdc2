// Tests of seek/sudoku/logic/show.hpp on a 4x4 step built by hand (a given,
// a placement, an elimination, a pattern cell and a three-node chain): the
// ANSI text colours each candidate by its role and puts it in its row, the
// plain text marks them [d] (d) -d-, and the SVG is one picture with the
// step's title, the pattern's cells shaded, one mark per candidate role, a
// solid line per strong link and a dashed one per weak link, growing with
// the board.
#include <seek/sudoku/logic/show.hpp>

#include <doctest/doctest.h>

#include <cstddef>
#include <sstream>
#include <string>
#include <vector>

namespace sdk = seek::sudoku;

namespace show_test {

std::size_t occurrences(std::string const& text, std::string const& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
  return n;
}

std::vector<std::string> lines_of(std::string const& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// r1c1 holds the given 1.
sdk::candidate_grid<2> board_with_a_given() {
  sdk::grid g(2);
  g.at(0, 0) = 1;
  return sdk::candidate_grid<2>::from_grid(g);
}

// r3c3=4 placed (cell 10), r4c4<>2 removed (cell 15), the pattern r2c3 (cell
// 6) with digit 3, and the chain r4c2<>4 -> r4c3=4 -> r1c3<>4.
sdk::step sample_step() {
  sdk::step s;
  s.tech = sdk::technique::x_chain;
  s.rating = 66;
  s.variant = 3;
  s.side = 4;
  s.placements = {{10, 4}};
  s.eliminations = {{15, 2}};
  s.cells = {6};
  s.digits = 1u << 2;  // digit 3
  sdk::chain ch;
  ch.nodes = {{13, 4, false, {}}, {14, 4, true, {0}}, {2, 4, false, {1}}};
  s.chains = {ch};
  return s;
}

}  // namespace show_test

TEST_CASE("show: ANSI colours by role, the step's line first, one row a line") {
  auto const s = show_test::sample_step();
  auto const out = sdk::to_ansi(show_test::board_with_a_given(), s);
  CHECK(out.starts_with(sdk::to_string(s) + "\n"));
  CHECK(show_test::lines_of(out).size() == 1 + 4 + 1);  // title, four rows, a rule between the bands
  CHECK(out.find("\x1b[1m1\x1b[0m") != std::string::npos);            // the given, bold
  CHECK(show_test::occurrences(out, "\x1b[1;32m4\x1b[0m") == 2);      // placed 4, chain's true 4: green
  CHECK(show_test::occurrences(out, "\x1b[1;31m2\x1b[0m") == 1);      // removed 2: red
  CHECK(show_test::occurrences(out, "\x1b[1;31m") == 1);
  CHECK(show_test::occurrences(out, "\x1b[33m3\x1b[0m") == 1);        // pattern: yellow
  CHECK(show_test::occurrences(out, "\x1b[33m4\x1b[0m") == 2);        // chain's false 4s: yellow
}

TEST_CASE("show: without colour, the marks [d] (d) -d- in the rows of their cells") {
  auto const out = sdk::to_ansi(show_test::board_with_a_given(), show_test::sample_step(), false);
  CHECK(out.find('\x1b') == std::string::npos);
  auto const lines = show_test::lines_of(out);
  REQUIRE(lines.size() == 6);
  // lines: 0 the step, 1 and 2 rows 1-2, 3 the rule, 4 and 5 rows 3-4.
  CHECK(lines[1].find("(4)") != std::string::npos);  // r1c3<>4
  CHECK(lines[1].starts_with("1 "));                  // the given, unmarked
  CHECK(lines[2].find("(3)") != std::string::npos);  // the pattern's 3 in r2c3
  CHECK(lines[3].find('+') != std::string::npos);
  CHECK(lines[4].find("[4]") != std::string::npos);  // r3c3=4
  CHECK(lines[5].find("(4)") != std::string::npos);  // r4c2<>4
  CHECK(lines[5].find("[4]") != std::string::npos);  // r4c3=4
  CHECK(lines[5].find("-2-") != std::string::npos);  // r4c4<>2
  std::string board;
  for (std::size_t i = 1; i < lines.size(); ++i) board += lines[i] + '\n';
  CHECK(show_test::occurrences(board, "[") == 2);
  CHECK(show_test::occurrences(board, "(") == 3);
  CHECK(show_test::occurrences(board, "-2-") == 1);
}

TEST_CASE("show: the SVG has the title, shaded pattern cells, a mark per role and the chain's links") {
  auto const s = show_test::sample_step();
  auto const svg = sdk::to_svg(show_test::board_with_a_given(), s);
  CHECK(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
  CHECK(svg.ends_with("</svg>\n"));
  CHECK(show_test::occurrences(svg, "<svg") == 1);
  CHECK(svg.find(sdk::detail::xml_escape(sdk::title(s))) != std::string::npos);
  CHECK(show_test::occurrences(svg, "fill=\"#e3f0ff\"") == 4);  // cells 6, 13, 14, 2
  CHECK(show_test::occurrences(svg, "fill=\"#1a8a2a\"") == 2);  // placed, true: green
  CHECK(show_test::occurrences(svg, "fill=\"#d07000\"") == 3);  // pattern, false: orange
  CHECK(show_test::occurrences(svg, "fill=\"#d02020\"") == 1);  // removed: red,
  CHECK(show_test::occurrences(svg, "line-through") == 1);      // struck through
  CHECK(show_test::occurrences(svg, "<circle") == 6);           // each marked candidate circled
  CHECK(show_test::occurrences(svg, "stroke=\"#3060c0\"") == 2);  // two links:
  CHECK(show_test::occurrences(svg, "stroke-dasharray") == 1);    // the weak one dashed
  CHECK(svg.find(">1</text>") != std::string::npos);               // the given
}

TEST_CASE("show: the SVG grows with the board, the step's title escaped") {
  auto width = [](std::string const& svg) {
    auto const at = svg.find("width=\"") + 7;
    return std::stoi(svg.substr(at, svg.find('"', at) - at));
  };
  sdk::step s;
  s.side = 4;
  int const w4 = width(sdk::to_svg(sdk::candidate_grid<2>{}, s));
  s.side = 9;
  int const w9 = width(sdk::to_svg(sdk::candidate_grid<3>{}, s));
  s.side = 16;
  int const w16 = width(sdk::to_svg(sdk::candidate_grid<4>{}, s));
  CHECK(w4 < w9);
  CHECK(w9 < w16);
  CHECK(sdk::detail::xml_escape("a<b & c>d") == "a&lt;b &amp; c&gt;d");
}
