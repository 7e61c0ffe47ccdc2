// seek/sudoku/detail/parse_check.hpp: finds a given repeated in a row, column
// or box, naming both cells. (A puzzle with no completion is not an error;
// only a repeat among the givens is.)
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include <seek/sudoku/detail/parse_symbols.hpp>
#include <seek/sudoku/io/parse_types.hpp>

namespace seek::sudoku::detail {

/// Where a cell came from in the input.
struct cell_place {
  std::size_t line = 0;
  std::uint32_t column = 0;
};

/// Checks in reading order; the first cell that repeats an earlier one is
/// reported at its own place. Values must already be in 0..side (side <= 64,
/// so a unit's seen symbols fit one 64-bit mask).
template <class Place>
std::optional<parse_error> find_repeat(int box, int const* cells, Place place, symbol_form form,
                                       std::vector<std::uint64_t>& seen) {
  int const side = box * box;
  auto const s = static_cast<std::size_t>(side);
  seen.assign(3 * s, 0);
  std::uint64_t* rows = seen.data();
  std::uint64_t* cols = rows + s;
  std::uint64_t* boxes = cols + s;
  for (int r = 0; r < side; ++r)
  for (int c = 0; c < side; ++c) {
    int const i = r * side + c;
    int const v = cells[i];
    if (v == 0) continue;  // most cells: one test
    int const b = (r / box) * box + c / box;
    std::uint64_t const bit = std::uint64_t{1} << (v - 1);
    if (((rows[r] | cols[c] | boxes[b]) & bit) == 0) {
      rows[r] |= bit;
      cols[c] |= bit;
      boxes[b] |= bit;
      continue;
    }
    char const* unit = nullptr;
    int earlier = -1;
    if (rows[r] & bit) {
      unit = "row";
      for (int k = r * side; earlier < 0; ++k)
        if (cells[k] == v) earlier = k;
    } else if (cols[c] & bit) {
      unit = "column";
      for (int k = c; earlier < 0; k += side)
        if (cells[k] == v) earlier = k;
    } else {
      unit = "box";
      int r0 = (r / box) * box, c0 = (c / box) * box;
      for (int k = 0; earlier < 0; ++k) {
        int at = (r0 + k / box) * side + c0 + k % box;
        if (cells[at] == v) earlier = at;
      }
    }
    int unit_number = unit[0] == 'r' ? r + 1 : unit[0] == 'c' ? c + 1 : b + 1;
    std::string sym = symbol_text(v, form);
    cell_place p = place(static_cast<std::size_t>(i));
    return parse_error{p.line, p.column,
                       concat(sym, " at r", r + 1, "c", c + 1, " repeats ", sym, " at r", earlier / side + 1, "c",
                              earlier % side + 1, " in ", unit, " ", unit_number)};
  }
  return std::nullopt;
}

}  // namespace seek::sudoku::detail
