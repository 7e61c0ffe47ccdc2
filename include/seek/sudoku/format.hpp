// seek/sudoku/format.hpp: writing a grid back as text that parse_puzzle reads.
//
//   to_line:      "..3.2.6..9..3.5..1..18.64...." — one line, no newline
//   to_text_grid: ". . 3 | . 2 . | 6 . .\n" ... with "------+-------+------"
//                 between bands; every line ends in '\n'.
//
// Boards up to 25x25 (symbols up to 35) use one character per cell: '.'
// blank, 1-9, then A (10), B, ...; larger boards, or any symbol outside 1..35,
// use decimal numbers (0 blank on a line, '.' in the text grid).
// Metadata is not written.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>

#include <seek/sudoku/grid.hpp>

namespace seek::sudoku {
namespace detail {

/// True when every cell fits one character (blank, 1-9, A-Z).
inline bool fits_one_char(grid const& g) {
  if (g.box > 5) return false;
  return std::all_of(g.cells.begin(), g.cells.end(), [](int v) { return v >= 0 && v <= 35; });
}

inline char cell_char(int v) {
  if (v == 0) return '.';
  return v <= 9 ? static_cast<char>('0' + v) : static_cast<char>('A' + (v - 10));
}

}  // namespace detail

/// One-line form: characters for boards up to 25x25, else space-separated
/// integers with 0 for blanks.
inline std::string to_line(grid const& g) {
  std::string out;
  if (detail::fits_one_char(g)) {
    out.reserve(g.cells.size());
    for (int v : g.cells) out += detail::cell_char(v);
    return out;
  }
  for (std::size_t i = 0; i < g.cells.size(); ++i) {
    if (i != 0) out += ' ';
    out += std::to_string(g.cells[i]);
  }
  return out;
}

/// Multi-line form with box separators and aligned columns, for every size.
/// A grid whose cells do not make a box^4 board is written as to_line.
inline std::string to_text_grid(grid const& g) {
  int const box = g.box;
  int const side = box * box;
  if (box < 1 || g.cells.size() != static_cast<std::size_t>(side) * static_cast<std::size_t>(side))
    return to_line(g) + '\n';
  bool const chars = detail::fits_one_char(g);
  std::size_t width = 1;
  if (!chars)
    for (int v : g.cells) width = std::max(width, std::to_string(v).size());
  auto cell = [&](int v) {
    std::string s = chars || v == 0 ? std::string(1, chars ? detail::cell_char(v) : '.') : std::to_string(v);
    return std::string(width - s.size(), ' ') + s;  // right-aligned
  };
  // A band separator: dashes under each box's cells, '+' under each " | ".
  std::size_t const segment = static_cast<std::size_t>(box) * width + static_cast<std::size_t>(box - 1);
  std::string rule;
  for (int b = 0; b < box; ++b) {
    if (b != 0) rule += '+';
    rule.append(segment + (b != 0) + (b != box - 1), '-');
  }
  rule += '\n';
  std::string out;
  for (int r = 0; r < side; ++r) {
    if (r != 0 && r % box == 0) out += rule;
    for (int c = 0; c < side; ++c) {
      if (c != 0) out += c % box == 0 ? " | " : " ";
      out += cell(g.at(r, c));
    }
    out += '\n';
  }
  return out;
}

}  // namespace seek::sudoku
