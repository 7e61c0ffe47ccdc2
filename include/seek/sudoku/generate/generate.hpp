// seek/sudoku/generate/generate.hpp: random sudoku puzzles with exactly one solution,
// 4x4 to 25x25, reproducible from a seed.
//
//   seek::sudoku::generate_options opt;
//   opt.symmetry = seek::sudoku::symmetry::rotate180;
//   opt.minimal = true;
//   auto p = seek::sudoku::generate(3, opt, 42);   // a 9x9 puzzle from seed 42
//   std::cout << seek::sudoku::to_line(p.puzzle) << ' ' << to_string(p.rating.band);
//
// Method, all on the engine: the solution is random_grid (the first leaf of
// seek::dfs over a shuffled propagate); then the cells are split into orbits
// of the symmetry, the orbits are shuffled, and each in turn is emptied and
// kept empty only if count(puzzle, 2) == 1 (a check with a search budget
// on big boards: generate/detail/carve.hpp). Removing clues only adds
// solutions, so an orbit that could not be removed at some point can never be
// removed later: one pass leaves a puzzle from which no orbit can be removed.
// Every returned puzzle is checked once more: one solution, equal to the grid.
//
// Randomness comes only from seek::xoshiro256ss through seek::uniform_below,
// so a seed and options give the same puzzle on every machine and compiler
// (for the same version of propagate, whose search order shapes the grid and
// whose node counts are the difficulty).
#pragma once

#include <concepts>

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <seek/core/random.hpp>
#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/generate/detail/carve.hpp>
#include <seek/sudoku/rate/difficulty.hpp>
#include <seek/sudoku/board/dispatch.hpp>
#include <seek/sudoku/generate/generate_options.hpp>
#include <seek/sudoku/io/grid.hpp>
#include <seek/sudoku/generate/random_grid.hpp>
#include <seek/sudoku/generate/symmetry.hpp>
#include <seek/sudoku/solve/solve.hpp>

namespace seek::sudoku {

/// `random_grid(box, gen)`: a random complete grid of box size 2..5, drawn
/// from `gen`. Throws std::invalid_argument for another box size.
template <class = void>
grid random_grid(int box, xoshiro256ss& gen) {
  detail::check_generator_box(box);
  return with_box<detail::min_generator_box, detail::max_generator_box>(
      box, [&]<int N>(box_constant<N>) { return random_grid<N>(gen); });
}

/// `generate_from(solution, options, gen)`: a puzzle whose only solution is
/// `solution`, trying a new removal order drawn from `gen` on each attempt.
/// Throws std::invalid_argument for bad options or a grid that is not a
/// complete valid board of box size 2..5, generate_error when no attempt
/// meets the options.
template <std::same_as<grid> Grid>
generated_puzzle generate_from(Grid const& solution, generate_options const& options,
                                      xoshiro256ss& gen) {
  detail::check_options(solution.box, options);
  if (!is_solution(grid(solution.box), solution))
    throw std::invalid_argument("sudoku generate: the grid to carve is not a complete, valid solution");
  return with_box<detail::min_generator_box, detail::max_generator_box>(solution.box, [&]<int N>(box_constant<N>) {
    detail::carve_tally tally;
    for (int attempt = 1; attempt <= options.max_attempts; ++attempt)
      if (auto p = detail::carve<N>(solution, options, gen, tally)) {
        p->attempts = attempt;
        return std::move(*p);
      }
    throw generate_error(detail::failure_message(solution.box, options, tally));
  });
}

/// `generate(box, options, gen)`: a random puzzle of box size `box` (2: 4x4,
/// 3: 9x9, 4: 16x16, 5: 25x25), a new random grid on each attempt, drawn
/// from `gen`. Errors as for generate_from.
template <class = void>
generated_puzzle generate(int box, generate_options const& options, xoshiro256ss& gen) {
  detail::check_options(box, options);
  return with_box<detail::min_generator_box, detail::max_generator_box>(box, [&]<int N>(box_constant<N>) {
    detail::carve_tally tally;
    for (int attempt = 1; attempt <= options.max_attempts; ++attempt)
      if (auto p = detail::carve<N>(random_grid<N>(gen), options, gen, tally)) {
        p->attempts = attempt;
        return std::move(*p);
      }
    throw generate_error(detail::failure_message(box, options, tally));
  });
}

/// `generate(box, options, seed)`: as above from seek::xoshiro256ss(seed):
/// the same arguments give the same puzzle everywhere.
template <class = void>
generated_puzzle generate(int box, generate_options const& options, std::uint64_t seed) {
  xoshiro256ss gen(seed);
  return generate(box, options, gen);
}

}  // namespace seek::sudoku
