// seek/sudoku/io/format.hpp: writing a grid back as text that parse_puzzle reads.
//
//   to_line:      "..3.2.6..9..3.5..1..18.64...." — one line, no newline
//   to_text_grid: ". . 3 | . 2 . | 6 . .\n" ... with "------+-------+------"
//                 between bands; every line ends in '\n'.
//   to_tokens:    ". . 3 . 2 . 6 . .\n" ... one row of numbers per line.
//   to_marks_line: "48 1 3 259 ..." — the pencil marks, one cell a word: a
//                 filled cell's digit, an open cell's candidates (its marks,
//                 or all the givens allow); parse_options::pencil_marks
//                 reads it back (up to 25x25).
//
// Boards up to 25x25 (symbols up to 35) use one character per cell: '.'
// blank, 1-9, then A (10), B, ...; with alphabet::hex a 16x16 board is
// written in 0-F. Larger boards use decimal numbers. Metadata is not written.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>

#include <seek/sudoku/io/detail/parse_marks.hpp>
#include <seek/sudoku/io/grid.hpp>
#include <seek/sudoku/io/parse_types.hpp>

namespace seek::sudoku {
namespace detail {

/// The characters of symbols 0.., or nullptr when some cell of `g` needs a
/// number: hex for a 16x16 board when asked, else '.', 1-9, A-Z up to 25x25.
inline char const* cell_chars(grid const& g, alphabet symbols) {
  bool const hex = symbols == alphabet::hex && g.box == 4;
  int const top = hex ? 16 : 35;
  if (g.box > 5 || !std::all_of(g.cells.begin(), g.cells.end(), [&](int v) { return v >= 0 && v <= top; }))
    return nullptr;
  return hex ? ".0123456789ABCDEF" : ".123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
}

/// `v` in decimal, appended without a temporary string.
inline void append_number(std::string& out, int v) {
  if (v < 0) {
    out += '-';
    v = -v;
  }
  char digits[12];
  int n = 0;
  do {
    digits[n++] = static_cast<char>('0' + v % 10);
    v /= 10;
  } while (v != 0);
  while (n > 0) out += digits[--n];
}

}  // namespace detail

/// One-line form: characters for boards up to 25x25 (0-F for a 16x16 board
/// with alphabet::hex), else space-separated integers with 0 for blanks.
inline std::string to_line(grid const& g, alphabet symbols = alphabet::automatic) {
  std::string out;
  if (g.box <= 5) {  // one pass that writes characters and checks they fit
    bool const hex = symbols == alphabet::hex && g.box == 4;
    char const* const chars = hex ? ".0123456789ABCDEF" : ".123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    unsigned const top = hex ? 16 : 35;
    std::size_t const n = g.cells.size();
    int const* const cells = g.cells.data();
    out.resize(n);
    std::size_t i = 0;
    for (; i < n && static_cast<unsigned>(cells[i]) <= top; ++i) out[i] = chars[cells[i]];
    if (i == n) return out;
    out.clear();
  }
  out.reserve(g.cells.size() * 3);
  for (std::size_t i = 0; i < g.cells.size(); ++i) {
    if (i != 0) out += ' ';
    detail::append_number(out, g.cells[i]);
  }
  return out;
}

/// One row per line, each ending in '\n': decimal numbers separated by one
/// space, '.' for a blank. The form for boards past 35 symbols, readable at
/// every size: '.' blanks (unlike 0) never make a 16x16 record ambiguous, and
/// a 16x16 row has " | " between boxes, so that a first row of 1-4 is not
/// taken for a 4x4 puzzle. A grid that is not a box^4 board is one line.
inline std::string to_tokens(grid const& g) {
  auto const n = g.cells.size();
  bool const board = g.box >= 1 && n == static_cast<std::size_t>(g.side()) * static_cast<std::size_t>(g.side());
  auto const side = board ? static_cast<std::size_t>(g.side()) : n;
  auto const bar = board && g.box == 4 ? std::size_t{4} : n + 1;
  std::string out;
  out.reserve(n * 3);
  for (std::size_t i = 0; i < n; ++i) {
    if (g.cells[i] == 0) out += '.';
    else detail::append_number(out, g.cells[i]);
    if ((i + 1) % side == 0 || i + 1 == n) out += '\n';
    else out += (i + 1) % side % bar == 0 ? " | " : " ";
  }
  return out;
}

/// Multi-line form with box separators and aligned columns, for every size.
/// A grid whose cells do not make a box^4 board is written as to_line.
inline std::string to_text_grid(grid const& g, alphabet symbols = alphabet::automatic) {
  int const box = g.box;
  int const side = box * box;
  if (box < 1 || g.cells.size() != static_cast<std::size_t>(side) * static_cast<std::size_t>(side))
    return to_line(g, symbols) + '\n';
  char const* const chars = detail::cell_chars(g, symbols);
  std::size_t width = 1;
  if (chars == nullptr)
    for (int v : g.cells) width = std::max(width, std::to_string(v).size());
  auto cell = [&](int v) {
    std::string s = chars != nullptr || v == 0 ? std::string(1, chars != nullptr ? chars[v] : '.') : std::to_string(v);
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

/// The pencil marks of `g` on one line (see the top of this file); boards
/// up to 25x25. An open cell with one candidate reads back as filled.
inline std::string to_marks_line(grid const& g) {
  constexpr char const* chars = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  auto const open = g.marks.empty() ? detail::open_candidates(g.box, g.cells) : g.marks;
  std::string out;
  for (std::size_t c = 0; c < g.cells.size(); ++c) {
    if (c) out += ' ';
    if (int const v = g.cells[c]; v != 0) {
      out += chars[v];
      continue;
    }
    for (int d = 1; d <= g.side() && d < 36; ++d)
      if ((open[c] >> (d - 1)) & 1u) out += chars[d];
  }
  return out;
}

}  // namespace seek::sudoku
