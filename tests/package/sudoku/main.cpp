// The sudoku model from seek::sudoku: a 9x9 puzzle read, solved, checked for
// a unique solution, and written back.
#include <seek/sudoku/sudoku.hpp>

#include <iostream>
#include <string>
#include <variant>

int main() {
  namespace sudoku = seek::sudoku;
  auto parsed = sudoku::parse_puzzle(
      "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
  auto const* puzzle = std::get_if<sudoku::grid>(&parsed);
  if (puzzle == nullptr) return 1;
  std::string line;
  bool unique = false;
  sudoku::with_board(*puzzle, [&](auto const& board) {
    if (auto s = sudoku::solve(board)) line = sudoku::to_line(s->to_grid());
    unique = sudoku::is_unique(board);
  });
  std::cout << line << '\n' << "unique: " << unique << '\n';
  return line == "812753649943682175675491283154237896369845721287169534521974368438526917796318452" && unique ? 0 : 1;
}
