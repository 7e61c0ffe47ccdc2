// fuzz/check.hpp: checks the fuzz targets make, written without seek's own
// helpers so that a bug in seek cannot hide itself. On failure they print
// what was wrong and abort, which libFuzzer records as a crash.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <seek/sudoku/io/grid.hpp>

namespace seek_fuzz {

[[noreturn]] inline void fail(char const* what, std::string const& detail = {}) {
  std::fprintf(stderr, "seek fuzz check failed: %s %s\n", what, detail.c_str());
  std::abort();
}

inline void require(bool ok, char const* what, std::string const& detail = {}) {
  if (!ok) fail(what, detail);
}

// The cell indices of unit u (0..3*side-1): rows, then columns, then boxes.
inline std::vector<int> unit_cells(int box, int u) {
  int const side = box * box;
  std::vector<int> out;
  for (int i = 0; i < side; ++i) {
    if (u < side) out.push_back(u * side + i);
    else if (u < 2 * side) out.push_back(i * side + (u - side));
    else {
      int const b = u - 2 * side;
      int const r = (b / box) * box + i / box, c = (b % box) * box + i % box;
      out.push_back(r * side + c);
    }
  }
  return out;
}

// A grid the parser may return: box 2..8, box^4 cells, values in 0..side,
// no symbol twice in a row, column or box.
inline void require_well_formed(seek::sudoku::grid const& g) {
  require(g.box >= 2 && g.box <= 8, "box size out of 2..8:", std::to_string(g.box));
  int const side = g.box * g.box;
  require(g.cells.size() == static_cast<std::size_t>(side) * static_cast<std::size_t>(side),
          "cell count is not box^4:", std::to_string(g.cells.size()));
  for (int v : g.cells) require(v >= 0 && v <= side, "value out of range:", std::to_string(v));
  std::vector<char> seen(static_cast<std::size_t>(side) + 1);
  for (int u = 0; u < 3 * side; ++u) {
    std::fill(seen.begin(), seen.end(), 0);
    for (int c : unit_cells(g.box, u)) {
      int const v = g.cells[static_cast<std::size_t>(c)];
      if (v == 0) continue;
      require(!seen[static_cast<std::size_t>(v)], "repeated given in unit", std::to_string(u));
      seen[static_cast<std::size_t>(v)] = 1;
    }
  }
}

// `s` is a full valid board of the puzzle's size keeping every given.
inline bool solves(seek::sudoku::grid const& puzzle, seek::sudoku::grid const& s) {
  if (s.box != puzzle.box || s.cells.size() != puzzle.cells.size()) return false;
  int const side = s.box * s.box;
  for (std::size_t c = 0; c < s.cells.size(); ++c) {
    if (s.cells[c] < 1 || s.cells[c] > side) return false;
    if (puzzle.cells[c] != 0 && puzzle.cells[c] != s.cells[c]) return false;
  }
  // side cells holding side distinct symbols: each symbol exactly once.
  std::vector<char> seen(static_cast<std::size_t>(side) + 1);
  for (int u = 0; u < 3 * side; ++u) {
    std::fill(seen.begin(), seen.end(), 0);
    for (int c : unit_cells(s.box, u)) {
      auto const v = static_cast<std::size_t>(s.cells[static_cast<std::size_t>(c)]);
      if (seen[v]) return false;
      seen[v] = 1;
    }
  }
  return true;
}

}  // namespace seek_fuzz
