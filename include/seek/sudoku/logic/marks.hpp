// seek/sudoku/logic/marks.hpp: pencil marks as text, to write a candidate
// grid down and read it back.
//
// to_marks writes one token a cell, row by row, separated by spaces: the
// candidates of an open cell ("1259"), a '.' for a placed cell; with the
// puzzle's digits (to_line of to_grid) the two lines give the grid back
// exactly, an open cell with one candidate included. to_marks_grid draws
// the same as a box of columns for a person to read. Digits above 9 are
// written as letters A, B, ... (16x16: 1-9 then A-G), as the parser reads.
#pragma once

#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <seek/sudoku/io/grid.hpp>
#include <seek/sudoku/logic/candidates.hpp>

namespace seek::sudoku {

namespace detail {
inline char digit_char(int d) { return static_cast<char>(d <= 9 ? '0' + d : 'A' + d - 10); }
inline int char_digit(char ch) {
  if (ch >= '1' && ch <= '9') return ch - '0';
  if (ch >= 'A' && ch <= 'Z') return ch - 'A' + 10;
  if (ch >= 'a' && ch <= 'z') return ch - 'a' + 10;
  return -1;
}
}  // namespace detail

/// The candidates of every cell, one token a cell ('.' when placed).
template <int N>
std::string to_marks(candidate_grid<N> const& g) {
  std::string out;
  for (int c = 0; c < candidate_grid<N>::cells; ++c) {
    if (c) out += ' ';
    if (g.value(c) != 0) {
      out += '.';
      continue;
    }
    for (int d = 1; d <= N * N; ++d)
      if (g.has(c, d)) out += detail::digit_char(d);
  }
  return out;
}

/// The grid whose digits are `placed` and whose open cells have the
/// candidates of `marks` (as to_marks writes them). Throws
/// std::invalid_argument, naming the cell, for a token count other than the
/// number of cells, a bad character, or a candidate an open cell cannot have
/// (a digit placed in one of its houses).
template <int N>
candidate_grid<N> from_marks(grid const& placed, std::string_view marks) {
  auto g = candidate_grid<N>::from_grid(placed);
  std::vector<std::string_view> tokens;
  for (std::size_t i = 0; i < marks.size();) {
    while (i < marks.size() && (marks[i] == ' ' || marks[i] == '\n' || marks[i] == '\t')) ++i;
    std::size_t j = i;
    while (j < marks.size() && marks[j] != ' ' && marks[j] != '\n' && marks[j] != '\t') ++j;
    if (j > i) tokens.push_back(marks.substr(i, j - i));
    i = j;
  }
  constexpr int cells = candidate_grid<N>::cells;
  if (static_cast<int>(tokens.size()) != cells)
    throw std::invalid_argument("sudoku marks: " + std::to_string(tokens.size()) + " tokens, expected " +
                                std::to_string(cells));
  for (int c = 0; c < cells; ++c) {
    auto const t = tokens[static_cast<std::size_t>(c)];
    if (g.value(c) != 0) continue;
    typename candidate_grid<N>::mask want = 0;
    for (char ch : t) {
      int const d = detail::char_digit(ch);
      if (d < 1 || d > N * N)
        throw std::invalid_argument("sudoku marks: cell " + cell_name(N * N, c) + ": '" + std::string(t) +
                                    "' is not a set of candidates");
      if (!g.has(c, d))
        throw std::invalid_argument("sudoku marks: cell " + cell_name(N * N, c) + ": " + std::to_string(d) +
                                    " is placed in one of its houses");
      want = static_cast<typename candidate_grid<N>::mask>(want | candidate_grid<N>::bit(d - 1));
    }
    for (int d = 1; d <= N * N; ++d)
      if (g.has(c, d) && !((want >> (d - 1)) & 1u)) g.eliminate(c, d);
  }
  return g;
}

/// The pencil marks drawn for a person: one row a line, columns padded to
/// the widest cell, boxes separated by '|' and lines of '-'; placed digits
/// shown alone.
template <int N>
std::string to_marks_grid(candidate_grid<N> const& g) {
  constexpr int S = N * N;
  auto token = [&](int c) {
    std::string t;
    if (g.value(c) != 0) return std::string(1, detail::digit_char(g.value(c)));
    for (int d = 1; d <= S; ++d)
      if (g.has(c, d)) t += detail::digit_char(d);
    return t;
  };
  std::vector<std::size_t> width(static_cast<std::size_t>(S), 1);
  for (int c = 0; c < S * S; ++c)
    width[static_cast<std::size_t>(c % S)] = std::max(width[static_cast<std::size_t>(c % S)], token(c).size());
  std::string out, rule;
  for (int col = 0; col < S; ++col) {
    if (col && col % N == 0) rule += "+-";
    rule += std::string(width[static_cast<std::size_t>(col)] + (col + 1 < S ? 1 : 0), '-');
  }
  for (int row = 0; row < S; ++row) {
    if (row && row % N == 0) out += rule + '\n';
    for (int col = 0; col < S; ++col) {
      if (col && col % N == 0) out += "| ";
      std::string t = token(row * S + col);
      t.resize(width[static_cast<std::size_t>(col)], ' ');
      out += t;
      if (col + 1 < S) out += ' ';
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    out += '\n';
  }
  return out;
}

}  // namespace seek::sudoku
