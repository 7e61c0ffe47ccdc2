// Sudoku puzzles with exactly one solution, from a seed: the same output on
// every machine and compiler (seek::xoshiro256ss draws every random choice).
#include <cstdint>
#include <iostream>

#include <seek/sudoku/io/format.hpp>
#include <seek/sudoku/generate/generate.hpp>

namespace sudoku = seek::sudoku;

namespace {

void show(char const* title, sudoku::generated_puzzle const& p) {
  std::cout << title << ": " << p.clues << " clues, " << p.rating.guesses << " guesses ("
            << to_string(p.rating.band) << "), attempt " << p.attempts << '\n'
            << sudoku::to_line(p.puzzle) << '\n';
}

}  // namespace

int main() {
  std::uint64_t const seed = 2026;

  // A random solved grid: the first leaf of a shuffled depth-first search.
  std::cout << "random 9x9 grid from seed " << seed << ":\n"
            << sudoku::to_text_grid(sudoku::random_grid<3>(seed)) << '\n';

  // As few clues as one pass of removals reaches, symmetric under a half turn,
  // and minimal: no pair of opposite clues can go without a second solution.
  sudoku::generate_options opt;
  opt.symmetry = sudoku::symmetry::rotate180;
  opt.minimal = true;
  auto p = sudoku::generate(3, opt, seed);
  std::cout << "minimal rotate180 puzzle from seed " << seed << ": " << p.clues << " clues, "
            << p.rating.guesses << " guesses (" << to_string(p.rating.band) << ")\n"
            << sudoku::to_text_grid(p.puzzle) << "its solution:\n" << sudoku::to_line(p.solution) << "\n\n";

  // One stream of random numbers for several puzzles in a row.
  seek::xoshiro256ss gen(seed);
  sudoku::generate_options easy;
  easy.clues = 30;
  show("9x9, at most 30 clues", sudoku::generate(3, easy, gen));
  sudoku::generate_options hard;
  hard.difficulty = sudoku::difficulty::hard;
  show("9x9, rated hard", sudoku::generate(3, hard, gen));
  show("4x4, fewest clues", sudoku::generate(2, {}, gen));
  sudoku::generate_options big;
  big.clues = 160;
  big.symmetry = sudoku::symmetry::mirror;
  show("16x16, mirror, at most 160 clues", sudoku::generate(4, big, gen));
}
