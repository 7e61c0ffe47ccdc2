#include "render.hpp"

#include <seek/sudoku/format.hpp>

namespace seek_sudoku {

std::string render(seek::sudoku::grid const& g, format f, seek::sudoku::alphabet symbols) {
  std::string text = f == format::grid ? seek::sudoku::to_text_grid(g) : seek::sudoku::to_line(g);
  while (!text.empty() && text.back() == '\n') text.pop_back();
  if (symbols == seek::sudoku::alphabet::hex && g.side() == 16) {
    // The writer's 1-9, A-G are symbols 1..16; hex names them 0-9, A-F.
    // Separators (' ', '|', '-', '+') and blanks ('.') are left alone.
    static constexpr char hex[] = "0123456789ABCDEF";
    for (char& c : text) {
      if (c >= '1' && c <= '9') c = hex[c - '1'];
      else if (c >= 'A' && c <= 'G') c = hex[c - 'A' + 9];
    }
  }
  return text;
}

}  // namespace seek_sudoku
