// seek/sudoku/io/detail/parse_check.hpp: finds a given repeated in a row, column
// or box, naming both cells. (A puzzle with no completion is not an error;
// only a repeat among the givens is.)
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <seek/sudoku/io/detail/parse_symbols.hpp>
#include <seek/sudoku/io/parse_types.hpp>

namespace seek::sudoku::detail {

/// Where a cell came from in the input.
struct cell_place {
  std::size_t line = 0;
  std::uint32_t column = 0;
};

/// The error for symbol `v` at (r, c), in box `b`, repeating an earlier
/// cell of `unit` ("row", "column" or "box").
inline parse_error repeat_error(int box, int const* cells, int r, int c, int b, int v, char const* unit,
                                cell_place p, symbol_form form) {
  int const side = box * box;
  int earlier = -1;
  if (unit[0] == 'r') {
    for (int k = r * side; earlier < 0; ++k)
      if (cells[k] == v) earlier = k;
  } else if (unit[0] == 'c') {
    for (int k = c; earlier < 0; k += side)
      if (cells[k] == v) earlier = k;
  } else {
    int const r0 = (r / box) * box, c0 = (c / box) * box;
    for (int k = 0; earlier < 0; ++k) {
      int const at = (r0 + k / box) * side + c0 + k % box;
      if (cells[at] == v) earlier = at;
    }
  }
  int const unit_number = unit[0] == 'r' ? r + 1 : unit[0] == 'c' ? c + 1 : b + 1;
  std::string const sym = symbol_text(v, form);
  return parse_error{p.line, p.column,
                     concat(sym, " at r", r + 1, "c", c + 1, " repeats ", sym, " at r", earlier / side + 1, "c",
                            earlier % side + 1, " in ", unit, " ", unit_number)};
}

/// Checks in reading order; the first cell that repeats an earlier one is
/// reported at its own place. Values must already be in 0..side (side <= 64,
/// so a unit's seen symbols fit one 64-bit mask).
template <class Place>
std::optional<parse_error> find_repeat(int box, int const* cells, Place place, symbol_form form,
                                       std::vector<std::uint64_t>& seen) {
  int const side = box * box;
  auto const s = static_cast<std::size_t>(side);
  seen.assign(2 * s, 0);
  std::uint64_t* cols = seen.data();
  std::uint64_t* boxes = cols + s;
  // No branch on whether a cell is given (0 gives an empty bit) and no
  // division by the run-time box size: both cost more than the check itself.
  int band_box = 0;  // the box of the row's first cell
  for (int r = 0, row_in_band = 0; r < side; ++r) {
    std::uint64_t row_seen = 0;
    for (int c = 0, b = band_box, col_in_box = 0; c < side; ++c) {
      int const v = cells[r * side + c];
      std::uint64_t const bit = std::uint64_t{v != 0} << ((v - 1) & 63);
      if (((row_seen | cols[c] | boxes[b]) & bit) != 0) [[unlikely]] {
        char const* unit = (row_seen & bit) != 0 ? "row" : (cols[c] & bit) != 0 ? "column" : "box";
        return repeat_error(box, cells, r, c, b, v, unit, place(static_cast<std::size_t>(r * side + c)), form);
      }
      row_seen |= bit;
      cols[c] |= bit;
      boxes[b] |= bit;
      if (++col_in_box == box) {
        col_in_box = 0;
        ++b;
      }
    }
    if (++row_in_band == box) {
      row_in_band = 0;
      band_box += box;
    }
  }
  return std::nullopt;
}

}  // namespace seek::sudoku::detail
