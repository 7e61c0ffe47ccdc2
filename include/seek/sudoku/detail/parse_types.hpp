// seek/sudoku/detail/parse_types.hpp: the option and error types of the
// puzzle reader. Include <seek/sudoku/parse.hpp>, which documents them.
#pragma once

#include <cstddef>
#include <string>

namespace seek::sudoku {

/// How one-character cells are read. `hex` (16x16 only, 0-F for 1-16, '.'
/// blank) is never guessed: a '0' would otherwise be a blank.
enum class alphabet { automatic, hex };

struct parse_options {
  alphabet symbols = alphabet::automatic;
};

/// What went wrong and where: 1-based line and column (columns count bytes),
/// pointing at the offending character or at the start of the record.
struct parse_error {
  std::size_t line = 0;
  std::size_t column = 0;
  std::string message;

  friend bool operator==(parse_error const&, parse_error const&) = default;
};

}  // namespace seek::sudoku
