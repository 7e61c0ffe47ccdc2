// seek/sudoku/io/parse_types.hpp: what the puzzle reader is told and what it
// tells back: the options (alphabet, CSV column, a note callback), the error
// of a record, and the notes on lines it skipped. The reader itself is in
// <seek/sudoku/io/parse.hpp>; every rule is in docs/formats.md.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

namespace seek::sudoku {

/// How one-character cells are read. `automatic`: 1-9 then A-Z, '0' a blank;
/// a 16x16 record with a '0' cell, no 16 ('G') and no two-digit number could
/// be hex too and is rejected as ambiguous. `hex` (16x16 only): 0-F for 1-16.
enum class alphabet { automatic, hex };

/// What the reader said about a line it skipped (e.g. a `[Puzzle]` header).
struct parse_note {
  std::size_t line = 0;
  std::size_t column = 0;
  std::string message;

  friend bool operator==(parse_note const&, parse_note const&) = default;
};

struct parse_options {
  alphabet symbols = alphabet::automatic;
  /// The CSV column holding the puzzle, by its name in the header line.
  /// Empty: `puzzle`, `puzzles` or `quizzes` when the header has one, else
  /// the first column.
  std::string column{};
  /// Called with each note, in input order; none when empty.
  std::function<void(parse_note const&)> on_note{};
  /// Read pencil marks: each record is a candidate grid (rows of cells,
  /// each the string of its candidates) or seek's one-line form of it, or a
  /// HoDoKu library line; the grid's `marks` hold the candidates.
  bool pencil_marks = false;
};

/// What went wrong and where: 1-based line and column (columns count bytes),
/// pointing at the offending character or at the start of the record.
struct parse_error {
  std::size_t line = 0;
  std::size_t column = 0;
  std::string message;
  /// The error is a CSV header without the column asked for
  /// (parse_options::column): none of the lines under it is read, until a
  /// header that has the column. A reader of many files can say the file
  /// is unreadable rather than report each line.
  bool csv_column_missing = false;

  friend bool operator==(parse_error const&, parse_error const&) = default;
};

}  // namespace seek::sudoku
