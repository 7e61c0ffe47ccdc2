// Tests of seek/sudoku/io/parse_types.hpp: the reader's options by default and
// as users spell them, and the value semantics of errors and notes.
#include <seek/sudoku/io/parse_types.hpp>

#include <doctest/doctest.h>

#include <string>

namespace {

using seek::sudoku::alphabet;
using seek::sudoku::parse_error;
using seek::sudoku::parse_note;
using seek::sudoku::parse_options;

}  // namespace

TEST_CASE("parse_options: automatic, no CSV column named, no note callback, no pencil marks by default") {
  parse_options const o;
  CHECK(o.symbols == alphabet::automatic);
  CHECK(o.column.empty());
  CHECK(!o.on_note);
  CHECK(!o.pencil_marks);
  // The short spelling used across the project (and warning-free under -Wextra).
  parse_options const hex{alphabet::hex};
  CHECK(hex.symbols == alphabet::hex);
  CHECK(hex.column.empty());
  int calls = 0;
  parse_options named{alphabet::automatic, "puzzle", [&](parse_note const&) { ++calls; }};
  named.on_note(parse_note{1, 1, "x"});
  CHECK(calls == 1);
  CHECK(named.column == "puzzle");
}

TEST_CASE("parse_error and parse_note compare by line, column and message") {
  CHECK(parse_error{2, 3, "m"} == parse_error{2, 3, "m"});
  CHECK(parse_error{2, 3, "m"} != parse_error{2, 4, "m"});
  CHECK(parse_error{2, 3, "m"} != parse_error{2, 3, "n"});
  CHECK(parse_note{1, 1, "skipped"} == parse_note{1, 1, "skipped"});
  CHECK(parse_note{1, 1, "skipped"} != parse_note{2, 1, "skipped"});
}
