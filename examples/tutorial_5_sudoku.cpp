// Tutorial step 5: sudoku, and three successor functions that cut the same
// tree more and more.
//
// A state is a board (seek::sudoku::board<N>): every cell holds the set of
// symbols still possible there. All three successor functions pick one open
// cell and make one child per symbol still possible in it; they differ in
// which cell they pick and in what they do after placing the symbol.
//
//   first_empty        the first open cell, reading order; nothing more
//   fewest_candidates  the open cell with the fewest possible symbols
//   propagate          a cell with as few (on 9x9, of the first six open
//                      cells with two, the one with the most open cells in
//                      its row, column and box), then every forced move is
//                      made before the child is handed out; a child that
//                      runs into a contradiction is dropped and never
//                      becomes a state
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <string>
#include <variant>

#include <range/v3/range/operations.hpp>
#include <range/v3/view/filter.hpp>

#include <seek/seek.hpp>
#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/successor/fewest_candidates.hpp>
#include <seek/sudoku/successor/first_empty.hpp>
#include <seek/sudoku/io/parse.hpp>
#include <seek/sudoku/successor/propagate.hpp>

namespace sudoku = seek::sudoku;

auto const complete = [](auto const& board) { return board.complete(); };

// Searches `board` with `next` twice: up to the first solution, and through
// the whole tree (every solution). Prints how many states each search made,
// and the dead ends of the whole tree: seek counts every state without a
// child as a failure, and a solution has no child, so they are subtracted.
template <class Board, class Next>
void measure(char const* name, Board const& board, Next next) {
  seek::statistics first;
  for (Board const& b : seek::dfs(board, next, first))
    if (b.complete()) break;

  seek::statistics all;
  auto const solutions = ranges::distance(seek::dfs(board, next, all) | ranges::views::filter(complete));

  std::cout << "  " << std::left << std::setw(18) << name << std::right << std::setw(9) << first.nodes
            << std::setw(10) << all.nodes << std::setw(10) << all.failures - static_cast<std::uint64_t>(solutions)
            << std::setw(11) << solutions << '\n';
}

template <class Board>
void compare(std::string const& title, Board const& board) {
  std::cout << title << " (" << board.open_cells() << " open cells)\n"
            << "  successor          to first  to all   dead ends  solutions\n";
  measure("first_empty", board, sudoku::first_empty);
  measure("fewest_candidates", board, sudoku::fewest_candidates);
  measure("propagate", board, sudoku::propagate);
}

sudoku::board<3> read(char const* line) {
  auto parsed = sudoku::parse_puzzle(line);
  return sudoku::board<3>::from_grid(std::get<sudoku::grid>(parsed));
}

int main() {
  compare("empty 4x4 board", sudoku::board<2>{});
  // The first puzzle of Peter Norvig's "easy 50".
  compare("an easy 9x9 puzzle",
          read("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."));
  // The 13th puzzle of Norvig's "top 95", a set of hard puzzles.
  compare("a hard 9x9 puzzle",
          read("..5...987.4..5...1..7......2...48....9.1.....6..2.....3..6..2.......9.7.......5.."));
}
