// seek/sudoku/generate/detail/carve.hpp: one attempt of the generator (empty
// orbits of a solved grid while the solution stays unique), the orbits of a
// symmetry, and the checks of the options.
#pragma once

#include <algorithm>
#include <array>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <seek/strategy/dfs.hpp>
#include <seek/core/random.hpp>
#include <seek/core/statistics.hpp>
#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/rate/difficulty.hpp>
#include <seek/sudoku/board/dispatch.hpp>
#include <seek/sudoku/generate/generate_options.hpp>
#include <seek/sudoku/generate/symmetry.hpp>
#include <seek/sudoku/io/grid.hpp>
#include <seek/sudoku/successor/propagate.hpp>
#include <seek/sudoku/solve/solve.hpp>

namespace seek::sudoku::detail {

// The generator's box sizes, 2..5: boards of box size 6..8 exist, but
// carving one would take hours.
inline constexpr int min_generator_box = 2;
inline constexpr int max_generator_box = 5;

inline void check_generator_box(int box) {
  if (box < min_generator_box || box > max_generator_box)
    throw std::invalid_argument("sudoku generate: box size " + std::to_string(box) +
                                " is not supported; the generator makes boards of box size 2..5 "
                                "(4x4, 9x9, 16x16, 25x25)");
}

/// The image of cell (row, col) of a side×side board under one application
/// of `s` (rotate90 applied once; its orbit closes after four).
inline int symmetry_image(symmetry s, int side, int cell) noexcept {
  int const r = cell / side, c = cell % side, last = side - 1;
  switch (s) {
    case symmetry::none: return cell;
    case symmetry::rotate180: return (last - r) * side + (last - c);
    case symmetry::rotate90: return c * side + (last - r);
    case symmetry::mirror: return r * side + (last - c);
    case symmetry::diagonal: return c * side + r;
  }
  return cell;
}

/// The orbits of the cells of a side×side board under `s`: every cell in
/// exactly one orbit. Each orbit starts at its lowest cell and follows the
/// symmetry's map from there; orbits are ordered by their lowest cell, so
/// the list depends on nothing but `s` and `side`.
inline std::vector<std::vector<int>> symmetry_orbits(symmetry s, int side) {
  int const cells = side * side;
  std::vector<char> taken(static_cast<std::size_t>(cells), 0);
  std::vector<std::vector<int>> orbits;
  for (int c = 0; c < cells; ++c) {
    if (taken[static_cast<std::size_t>(c)]) continue;
    std::vector<int> orbit;
    for (int x = c; !taken[static_cast<std::size_t>(x)]; x = symmetry_image(s, side, x)) {
      taken[static_cast<std::size_t>(x)] = 1;
      orbit.push_back(x);
    }
    orbits.push_back(std::move(orbit));
  }
  return orbits;
}

inline void check_options(int box, generate_options const& o) {
  check_generator_box(box);
  int const cells = box * box * box * box;
  std::string const where = "sudoku generate: ";
  if (o.clues < 0 || o.clues > cells)
    throw std::invalid_argument(where + "clues must be in 0.." + std::to_string(cells) + " for a " +
                                board_name(box) + " board (0: as few as possible), got " +
                                std::to_string(o.clues));
  // Known minimum clue counts of a puzzle with one solution.
  if (box == 2 && o.clues > 0 && o.clues < 4)
    throw std::invalid_argument(where + "no 4x4 puzzle with fewer than 4 clues has one solution, asked for " +
                                std::to_string(o.clues));
  if (box == 3 && o.clues > 0 && o.clues < 17)
    throw std::invalid_argument(where + "no 9x9 puzzle with fewer than 17 clues has one solution "
                                "(McGuire, Tugemann and Civario, 2012), asked for " + std::to_string(o.clues));
  if (static_cast<int>(o.symmetry) < 0 || static_cast<int>(o.symmetry) > static_cast<int>(symmetry::diagonal))
    throw std::invalid_argument(where + "unknown symmetry value " + std::to_string(static_cast<int>(o.symmetry)));
  if (static_cast<int>(o.difficulty) < 0 ||
      static_cast<int>(o.difficulty) > static_cast<int>(difficulty::fiendish))
    throw std::invalid_argument(where + "unknown difficulty value " +
                                std::to_string(static_cast<int>(o.difficulty)));
  if (o.max_attempts < 1)
    throw std::invalid_argument(where + "max_attempts must be at least 1, got " + std::to_string(o.max_attempts));
}

// What failed attempts reached, for the error message.
struct carve_tally {
  int fewest_clues = INT_MAX;
  std::array<int, 5> bands{};  // indexed by difficulty
  int over_budget = 0;         // minimal asked, but a check ran out of budget
};

inline std::string failure_message(int box, generate_options const& o, carve_tally const& t) {
  std::string m = "sudoku generate: no " + board_name(box) + " puzzle";
  if (o.clues > 0) m += std::string(" with at most ") + std::to_string(o.clues) + " clues";
  if (o.difficulty != difficulty::any) m += std::string(" rated ") + to_string(o.difficulty);
  m += " found in " + std::to_string(o.max_attempts) + " attempts (fewest clues reached: " +
       std::to_string(t.fewest_clues);
  if (t.over_budget > 0)
    m += "; " + std::to_string(t.over_budget) +
         " attempts could not prove minimality within the search budget";
  // Only puzzles that met the clue target were rated.
  if (o.difficulty != difficulty::any) {
    m += "; bands of the puzzles within the clue target:";
    for (difficulty d : {difficulty::easy, difficulty::medium, difficulty::hard, difficulty::fiendish})
      m += std::string(" ") + to_string(d) + " " + std::to_string(t.bands[static_cast<std::size_t>(d)]);
  }
  return m + ")";
}

// count(b, 2) == 1, but giving up after a budget of states: true or false
// when the search settled it, nothing when it ran out. The budget (200 states
// per cell) is never reached on 9x9, where the hardest known puzzles need a
// few hundred; on sparse 16x16 and 25x25 boards one check can otherwise run
// for minutes. An orbit whose check ran out keeps its clues, so the puzzle
// stays unique; only its minimality is then unproven.
template <int N>
std::optional<bool> unique_within_budget(board<N> const& b) {
  seek::statistics stats;
  seek::limits lim;
  lim.nodes = 200 * static_cast<std::uint64_t>(board<N>::cells);
  int found = 0;
  for (auto const& s : solutions(b, propagate, seek::dfs, stats, lim)) {
    (void)s;
    if (++found == 2) return false;
  }
  if (stats.truncated()) return std::nullopt;
  return found == 1;
}

// One attempt: empty the orbits of `solution` in a random order, keeping each
// removal that leaves one solution. Nothing when the result misses the
// target clue count or band.
template <int N>
std::optional<generated_puzzle> carve(grid const& solution, generate_options const& o, xoshiro256ss& gen,
                                      carve_tally& tally) {
  auto orbits = symmetry_orbits(o.symmetry, board<N>::side);
  seek::shuffle(orbits.begin(), orbits.end(), gen);
  grid puzzle = solution;
  puzzle.metadata.clear();
  int clues = board<N>::cells;
  bool const stop_at_target = o.clues > 0 && !o.minimal;
  bool proven_minimal = true;  // every orbit tried, every refusal a proof
  for (auto const& orbit : orbits) {
    if (stop_at_target && clues <= o.clues) {
      proven_minimal = false;
      break;
    }
    for (int c : orbit) puzzle.cells[static_cast<std::size_t>(c)] = 0;
    auto const unique = unique_within_budget(board<N>::from_grid(puzzle));
    if (unique == true) {
      clues -= static_cast<int>(orbit.size());
    } else {
      proven_minimal = proven_minimal && unique.has_value();
      for (int c : orbit) puzzle.cells[static_cast<std::size_t>(c)] = solution.cells[static_cast<std::size_t>(c)];
    }
  }
  tally.fewest_clues = std::min(tally.fewest_clues, clues);
  if (o.minimal && !proven_minimal) {
    ++tally.over_budget;
    return std::nullopt;
  }
  // The check every returned puzzle gets, whatever the loop above did.
  board<N> const b = board<N>::from_grid(puzzle);
  auto const solved = solve(b);
  if (count(b, 2) != 1 || !solved || !(solved->to_grid() == solution))
    throw std::logic_error("sudoku generate: internal error, a carved puzzle lost its unique solution");
  if (o.clues > 0 && clues > o.clues) return std::nullopt;
  generated_puzzle p;
  p.rating = rate(b);
  ++tally.bands[static_cast<std::size_t>(p.rating.band)];
  if (o.difficulty != difficulty::any && p.rating.band != o.difficulty) return std::nullopt;
  p.puzzle = std::move(puzzle);
  p.solution = solution;
  p.solution.metadata.clear();
  p.clues = clues;
  p.minimal = proven_minimal;
  return p;
}

}  // namespace seek::sudoku::detail
