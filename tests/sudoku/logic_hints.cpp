// Tests of seek/sudoku/logic/hints.hpp (a step as a hint in three levels)
// and of pencil marks through the logic solver: a grid's marks read by
// candidate_grid::from_grid, explain's final board with its candidates, and
// the next step asked from a person's own marks.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <variant>

#include <seek/sudoku/io/format.hpp>
#include <seek/sudoku/io/parse.hpp>
#include <seek/sudoku/logic/hints.hpp>
#include <seek/sudoku/logic/marks.hpp>
#include <seek/sudoku/logic/path.hpp>

namespace sdk = seek::sudoku;

namespace {

sdk::grid lh_parse(std::string const& text, bool marks = false) {
  sdk::parse_options o;
  o.pencil_marks = marks;
  auto r = sdk::parse_puzzle(text, o);
  REQUIRE(std::holds_alternative<sdk::grid>(r));
  return std::get<sdk::grid>(r);
}

// Arto Inkala's 2012 puzzle: nested forcing chains solve it (SE 10.7); up to
// Forcing chain (+) (lh_up_to_9) seek's path gets stuck after 13 steps, 12
// of them forcing chains that only remove candidates.
constexpr char const* lh_inkala = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
// The techniques below the nested forcing chains (SE 9.x): Inkala's path
// stuck, and in milliseconds.
sdk::solver_options lh_up_to_9() {
  sdk::solver_options o;
  o.up_to = sdk::technique::forcing_chain_plus;
  return o;
}
// Norvig's easy50, first puzzle: singles only.
constexpr char const* lh_easy = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
// A puzzle of cb000_ser.txt rated 4.2 (an XY-Wing).
constexpr char const* lh_wing = "1.34..78.4..7....3..9.2......5..7.3.....1.6..8......4...1........2395..49...71.5.";

bool lh_has(std::string const& text, std::string const& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("hints: three levels, the technique, where, the whole step") {
  auto const s = sdk::hint(lh_parse(lh_easy));
  REQUIRE(s);
  CHECK(sdk::hint_text(*s, sdk::hint_level::technique) == "Look for: Hidden single");
  CHECK(sdk::hint_text(*s, sdk::hint_level::where) == "Hidden single: look at digit 6 in box 1");
  CHECK(sdk::hint_text(*s, sdk::hint_level::step) == sdk::to_string(*s));
  CHECK(sdk::to_string(*s) == "Hidden single in box 1: r2c2=6");
  auto const c = sdk::clue(*s, sdk::hint_level::where);
  CHECK(c.cells.empty());  // the cell is the answer
  CHECK(c.houses == s->houses);
  CHECK(c.digits == s->digits);
  CHECK(sdk::clue(*s, sdk::hint_level::technique).houses.empty());
}

TEST_CASE("hints: level 2 never gives the conclusion away, on every step of three paths") {
  int steps = 0, wings = 0;
  for (char const* p : {lh_easy, lh_wing, lh_inkala}) {
    auto const path = sdk::explain(lh_parse(p), lh_up_to_9());
    for (auto const& s : path.steps) {
      ++steps;
      std::string const one = sdk::hint_text(s, sdk::hint_level::technique);
      std::string const two = sdk::hint_text(s, sdk::hint_level::where);
      CAPTURE(sdk::to_string(s));
      CHECK(one == "Look for: " + std::string(sdk::name(s.tech)));
      CHECK(two.rfind(std::string(sdk::name(s.tech)) + ": look at ", 0) == 0);
      CHECK(!lh_has(two, "=>"));
      CHECK(!lh_has(two, "<>"));
      CHECK(!lh_has(two, "="));
      if (s.tech == sdk::technique::hidden_single || s.tech == sdk::technique::full_house)
        for (auto const& x : s.placements) CHECK(!lh_has(two, sdk::cell_name(9, x.cell)));
      if (s.tech == sdk::technique::naked_single) CHECK(!lh_has(two, "digit"));
      if (s.tech == sdk::technique::xy_wing) {
        ++wings;
        CHECK(lh_has(two, "cells "));
      }
      if (!s.chains.empty()) CHECK(lh_has(two, "the chains from r"));
    }
  }
  CHECK(steps > 100);
  CHECK(wings >= 1);
}

TEST_CASE("pencil marks: from_grid reads a grid's marks, to_marked_grid writes them") {
  auto const puzzle = lh_parse(lh_inkala);
  auto g = sdk::candidate_grid<3>::from_grid(puzzle);
  REQUIRE(g.eliminate(1, 2));
  REQUIRE(g.eliminate(80, 7));
  auto const marked = g.to_marked_grid();
  REQUIRE(marked.marks.size() == 81);
  CHECK(marked == puzzle);
  auto const back = sdk::candidate_grid<3>::from_grid(marked);
  CHECK(back == g);
  CHECK(back.candidate_count() == sdk::candidate_grid<3>::from_grid(puzzle).candidate_count() - 2);
  // Marks of the wrong size, or holding a candidate a given rules out.
  auto wrong = marked;
  wrong.marks.pop_back();
  CHECK_THROWS_WITH_AS(sdk::candidate_grid<3>::from_grid(wrong),
                       "sudoku candidates: grid has pencil marks for 80 cells, expected 81", std::invalid_argument);
  wrong = marked;
  wrong.marks[1] |= std::uint64_t{1} << 7;  // 8, given at r1c1
  CHECK_THROWS_WITH_AS(sdk::candidate_grid<3>::from_grid(wrong),
                       "sudoku candidates: the pencil marks of r1c2 hold 8, which a given in its houses rules out",
                       std::invalid_argument);
}

TEST_CASE("pencil marks: a stuck path's final board keeps the candidates its steps removed") {
  auto const puzzle = lh_parse(lh_inkala);
  auto const path = sdk::explain(puzzle, lh_up_to_9());
  REQUIRE(!path.solved);
  REQUIRE(path.steps.size() >= 2);
  // The digits alone are the puzzle again (no step placed one) ...
  CHECK(path.final == puzzle);
  // ... but the marks hold what the eliminations left: the steps replayed.
  auto replayed = sdk::candidate_grid<3>::from_grid(puzzle);
  for (auto const& s : path.steps) REQUIRE(sdk::apply(replayed, s));
  REQUIRE(path.final.marks.size() == 81);
  CHECK(sdk::candidate_grid<3>::from_grid(path.final) == replayed);
  CHECK(replayed.candidate_count() < sdk::candidate_grid<3>::from_grid(puzzle).candidate_count());
  // Written on one line and read back, they ask the same next question.
  auto const again = lh_parse(sdk::to_marks_line(path.final), true);
  CHECK(sdk::candidate_grid<3>::from_grid(again) == replayed);
  // A solved path's final board needs no marks.
  CHECK(sdk::explain(lh_parse(lh_easy)).final.marks.empty());
}

TEST_CASE("pencil marks: the next step from a person's own marks") {
  // Inkala's puzzle with the candidates left after its first 5 steps, as a
  // candidate grid: the hint from there is the 6th step of the path.
  auto const puzzle = lh_parse(lh_inkala);
  auto const path = sdk::explain(puzzle, lh_up_to_9());
  REQUIRE(path.steps.size() > 6);
  auto g = sdk::candidate_grid<3>::from_grid(puzzle);
  for (int k = 0; k < 5; ++k) REQUIRE(sdk::apply(g, path.steps[static_cast<std::size_t>(k)]));
  auto const marked = lh_parse(sdk::to_marks_grid(g), true);
  auto const next = sdk::hint(marked);
  REQUIRE(next);
  CHECK(*next == path.steps[5]);
  // From the bare puzzle it is the first step instead.
  CHECK(*sdk::hint(puzzle) == path.steps[0]);
  CHECK(!(path.steps[0] == path.steps[5]));
}
