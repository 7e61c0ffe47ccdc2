// tests/sudoku/grids.hpp: helpers shared by the sudoku tests.
#pragma once

#include <cstddef>
#include <string>

#include <seek/sudoku/grid.hpp>

namespace seek_test {

// A 9x9 grid from 81 characters: '.' for a blank, '1'-'9' for a given.
inline seek::sudoku::grid grid9(std::string const& s) {
  seek::sudoku::grid g(3);
  for (std::size_t i = 0; i < 81; ++i) g.cells[i] = s[i] == '.' ? 0 : s[i] - '0';
  return g;
}

}  // namespace seek_test
