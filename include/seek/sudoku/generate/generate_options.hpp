// seek/sudoku/generate/generate_options.hpp: what the generator is asked for and what
// it returns (the types of seek/sudoku/generate/generate.hpp).
#pragma once

#include <stdexcept>

#include <seek/sudoku/rate/difficulty.hpp>
#include <seek/sudoku/generate/symmetry.hpp>
#include <seek/sudoku/io/grid.hpp>

namespace seek::sudoku {

/// What to generate. The defaults ask for any puzzle with one solution, as
/// few clues as one removal pass reaches, no symmetry.
struct generate_options {
  /// At most this many clues; 0 means no target: empty every orbit that can
  /// go. Removal stops once the count is at or below the target (it may end
  /// up to one orbit below it), unless `minimal` is set.
  int clues = 0;
  /// Symmetry of the clue pattern, kept by removing whole orbits.
  seek::sudoku::symmetry symmetry = seek::sudoku::symmetry::none;
  /// Go on until no clue (no orbit, with a symmetry) can be removed; the
  /// target then only filters: the minimal puzzle must have at most `clues`.
  bool minimal = false;
  /// Only a puzzle in this band is returned (any: every band).
  seek::sudoku::difficulty difficulty = seek::sudoku::difficulty::any;
  /// Fresh tries (a new grid, or a new removal order) before giving up.
  int max_attempts = 1000;
};

/// A generated puzzle and what is known about it.
struct generated_puzzle {
  grid puzzle;                ///< the clues; 0 = empty cell
  grid solution;              ///< its one and only solution
  int clues = 0;              ///< filled cells of `puzzle`
  difficulty_rating rating;   ///< guesses, dead ends, band
  int attempts = 0;           ///< tries used, this one included
  /// Proven minimal: every orbit left was tried and refused after a complete
  /// search (always so when `minimal` was asked; see generate/detail/carve.hpp for
  /// the search budget that can leave it unproven on large boards).
  bool minimal = false;
};

/// Thrown when no try within max_attempts met the options (too few clues
/// asked for, or a rare band). The message says what was reached.
class generate_error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace seek::sudoku
