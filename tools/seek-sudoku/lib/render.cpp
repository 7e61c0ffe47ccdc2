#include "render.hpp"

#include <seek/sudoku/io/format.hpp>

namespace seek_sudoku {

std::string render(seek::sudoku::grid const& g, format f, seek::sudoku::alphabet symbols) {
  std::string text = f == format::grid     ? seek::sudoku::to_text_grid(g, symbols)
                     : f == format::tokens ? seek::sudoku::to_tokens(g)
                                           : seek::sudoku::to_line(g, symbols);
  while (!text.empty() && text.back() == '\n') text.pop_back();
  return text;
}

}  // namespace seek_sudoku
