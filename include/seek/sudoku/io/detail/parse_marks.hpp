// seek/sudoku/io/detail/parse_marks.hpp: reads a person's pencil marks: the
// candidates of every cell, as a candidate grid, seek's one-line form, or
// the deleted-candidates field of a HoDoKu library line.
//
// A candidate grid is rows of cells, each cell the string of its candidates
// ("1259"), cells split by blanks and '|', border lines of - + = . : ' *
// skipped (Sudoku Explainer, SudokuWiki and HoDoKu print it so); seek's
// one-line form is the same cells on one line. A cell of one digit is a
// placed digit. The checks say where and what: a malformed cell, a cell with
// no candidate, a candidate a placed digit rules out, the wrong number of
// cells. Every rule is in docs/formats.md.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <seek/sudoku/io/detail/parse_check.hpp>
#include <seek/sudoku/io/detail/parse_symbols.hpp>
#include <seek/sudoku/io/grid.hpp>
#include <seek/sudoku/io/parse_types.hpp>

namespace seek::sudoku::detail {

/// The digit a pencil-mark character stands for (1-9, then A-Z or a-z for
/// 10-35), or -1.
inline int mark_digit(char ch) {
  if (ch >= '1' && ch <= '9') return ch - '0';
  if (ch >= 'A' && ch <= 'Z') return ch - 'A' + 10;
  if (ch >= 'a' && ch <= 'z') return ch - 'a' + 10;
  return -1;
}

/// A border line of a candidate grid: only - + = | . : ' * and blanks, with
/// at least one '-' or '='.
inline bool is_marks_border(std::string_view s) {
  bool rule = false;
  for (char c : s) {
    if (c == '-' || c == '=') rule = true;
    else if (!(c == '+' || c == '|' || c == '.' || c == ':' || c == '\'' || c == '*' || c == ' ' || c == '\t' ||
               c == '\r'))
      return false;
  }
  return rule;
}

/// One cell of a line of pencil marks: its text and its 1-based column.
struct mark_cell {
  std::string_view text;
  std::uint32_t column = 0;
};

/// The cells of a line of pencil marks: words split at blanks and '|'.
inline void split_marks(std::string_view line, std::vector<mark_cell>& out) {
  out.clear();
  std::size_t i = 0;
  auto splits = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '|'; };
  while (i < line.size()) {
    while (i < line.size() && splits(line[i])) ++i;
    std::size_t j = i;
    while (j < line.size() && !splits(line[j])) ++j;
    if (j > i) out.push_back({line.substr(i, j - i), static_cast<std::uint32_t>(i + 1)});
    i = j;
  }
}

/// The candidates of one cell as a mask (bit d-1 for digit d), or the error
/// at its place.
inline std::optional<parse_error> read_mark_cell(mark_cell const& cell, int side, std::size_t line,
                                                 std::uint64_t& mask) {
  mask = 0;
  if (cell.text == "." || cell.text == "0" || cell.text == "-")
    return parse_error{line, cell.column,
                       concat("a cell with no candidate ('", cell.text, "'): every open cell of a candidate grid "
                                                                           "lists the digits it may hold")};
  for (std::size_t k = 0; k < cell.text.size(); ++k) {
    char const ch = cell.text[k];
    int const d = mark_digit(ch);
    auto const column = static_cast<std::size_t>(cell.column + k);
    if (d < 0)
      return parse_error{line, column,
                         concat("invalid character ", quoted(ch), " in the candidates '", cell.text,
                                "'; candidates are digits 1-9 (then A-Z above 9)")};
    if (d > side)
      return parse_error{line, column,
                         concat(quoted(ch), " in the candidates '", cell.text, "' is out of range for a ",
                                dims(box_of_side(static_cast<std::size_t>(side), max_box)), " board, which uses ",
                                symbol_range(box_of_side(static_cast<std::size_t>(side), max_box), symbol_form::chars))};
    std::uint64_t const bit = std::uint64_t{1} << (d - 1);
    if (mask & bit)
      return parse_error{line, column, concat("the candidates '", cell.text, "' repeat ", quoted(ch))};
    mask |= bit;
  }
  return std::nullopt;
}

/// The candidates no digit placed in a house of the cell rules out, for
/// every cell of `cells` (0 for a placed cell).
inline std::vector<std::uint64_t> open_candidates(int box, std::vector<int> const& cells) {
  int const side = box * box;
  std::uint64_t const all = side == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << side) - 1;
  std::vector<std::uint64_t> rows(static_cast<std::size_t>(side)), cols(rows), boxes(rows);
  for (int c = 0; c < side * side; ++c)
    if (int const v = cells[static_cast<std::size_t>(c)]; v != 0) {
      std::uint64_t const bit = std::uint64_t{1} << (v - 1);
      rows[static_cast<std::size_t>(c / side)] |= bit;
      cols[static_cast<std::size_t>(c % side)] |= bit;
      boxes[static_cast<std::size_t>((c / side / box) * box + (c % side) / box)] |= bit;
    }
  std::vector<std::uint64_t> out(cells.size(), 0);
  for (int c = 0; c < side * side; ++c)
    if (cells[static_cast<std::size_t>(c)] == 0)
      out[static_cast<std::size_t>(c)] = all & ~(rows[static_cast<std::size_t>(c / side)] |
                                                 cols[static_cast<std::size_t>(c % side)] |
                                                 boxes[static_cast<std::size_t>((c / side / box) * box + (c % side) / box)]);
  return out;
}

/// Checks the pencil marks `marks` of the open cells of `g` (placed cells
/// checked for repeats first): every candidate possible beside the placed
/// digits, and no open cell without one. The error names the cell, the
/// digit and the placed cell it contradicts, at the cell's place.
template <class Place>
std::optional<parse_error> check_marks(grid const& g, std::vector<std::uint64_t> const& marks, Place place,
                                       std::vector<std::uint64_t>& seen) {
  int const side = g.side();
  if (auto e = find_repeat(g.box, g.cells.data(), place, symbol_form::chars, seen)) return e;
  auto const open = open_candidates(g.box, g.cells);
  for (int c = 0; c < side * side; ++c) {
    auto const i = static_cast<std::size_t>(c);
    if (g.cells[i] != 0) continue;
    auto const p = place(i);
    if (marks[i] == 0)
      return parse_error{p.line, p.column, concat("r", c / side + 1, "c", c % side + 1, " has no candidate")};
    std::uint64_t const wrong = marks[i] & ~open[i];
    if (wrong == 0) continue;
    int d = 1;
    while (!((wrong >> (d - 1)) & 1u)) ++d;
    // The placed cell that rules d out: in the row, the column or the box.
    int const r = c / side, k = c % side, r0 = (r / g.box) * g.box, k0 = (k / g.box) * g.box;
    int at = -1;
    char const* unit = "row";
    for (int j = 0; j < side && at < 0; ++j)
      if (g.cells[static_cast<std::size_t>(r * side + j)] == d) at = r * side + j;
    for (int j = 0; j < side && at < 0; ++j)
      if (g.cells[static_cast<std::size_t>(j * side + k)] == d) at = j * side + k, unit = "column";
    for (int j = 0; j < side && at < 0; ++j) {
      int const x = (r0 + j / g.box) * side + k0 + j % g.box;
      if (g.cells[static_cast<std::size_t>(x)] == d) at = x, unit = "box";
    }
    return parse_error{p.line, p.column,
                       concat("candidate ", symbol_text(d, symbol_form::chars), " of r", r + 1, "c", k + 1,
                              " contradicts the ", symbol_text(d, symbol_form::chars), " placed at r", at / side + 1,
                              "c", at % side + 1, " in the same ", unit)};
  }
  return std::nullopt;
}

/// Applies the deleted-candidates field of a HoDoKu library line ("417
/// 427": digit, row, column; 9x9 only) to `g`, whose marks it sets: every
/// candidate the givens allow but those. An empty field leaves `g` without
/// marks. `column` is the field's 1-based column on line `line`.
inline std::optional<parse_error> read_hodoku_deleted(grid& g, std::string_view field, std::size_t line,
                                                      std::size_t column) {
  std::vector<mark_cell> words;
  split_marks(field, words);
  if (words.empty()) return std::nullopt;
  if (g.box != 3)
    return parse_error{line, column, "HoDoKu's deleted candidates are for 9x9 boards"};
  auto marks = open_candidates(3, g.cells);
  for (auto const& w : words) {
    auto const at = column + w.column - 1;
    bool ok = w.text.size() == 3;
    for (char ch : w.text) ok = ok && ch >= '1' && ch <= '9';
    if (!ok)
      return parse_error{line, at,
                         concat("'", w.text, "' is not a HoDoKu candidate: three digits 1-9, the digit, its row "
                                             "and its column ('417' is 4 in r1c7)")};
    int const d = w.text[0] - '0', c = (w.text[1] - '1') * 9 + (w.text[2] - '1');
    marks[static_cast<std::size_t>(c)] &= ~(std::uint64_t{1} << (d - 1));  // a placed cell: nothing to delete
    if (g.cells[static_cast<std::size_t>(c)] == 0 && marks[static_cast<std::size_t>(c)] == 0)
      return parse_error{line, at,
                         concat("deleting ", d, " leaves r", c / 9 + 1, "c", c % 9 + 1, " with no candidate")};
  }
  g.marks = std::move(marks);
  return std::nullopt;
}

}  // namespace seek::sudoku::detail
