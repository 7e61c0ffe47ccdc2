// seek/sudoku/rate/se_rating.hpp: a puzzle's rating on the Sudoku Explainer
// scale, and the techniques its path uses.
//
// The rating is the weight of the hardest step of the path explain takes
// (SE's "ER"), in tenths: 1.2 for a puzzle that box hidden singles solve,
// 2.6 when it needs pointing, 7.1 for a 7-node chain, and so on (the weight
// table is in technique.hpp and docs/techniques.md). The histogram counts
// the steps of each technique. The catalogue goes up to SE's doubly nested
// forcing chains (11.0 and up, nested_forcing.hpp), so a puzzle with one
// solution is solved; one it could not finish would be reported unsolved,
// rated at least 9.5 (a lower bound), as is a path stopped by the options'
// stop_check (rated by its steps) or up_to. With the options' uniqueness off
// the rating is SE's without uniqueness rules.
#pragma once

#include <concepts>

#include <array>
#include <string>

#include <seek/sudoku/board/dispatch.hpp>
#include <seek/sudoku/io/grid.hpp>
#include <seek/sudoku/logic/path.hpp>
#include <seek/sudoku/logic/solver.hpp>
#include <seek/sudoku/logic/technique.hpp>

namespace seek::sudoku {

/// A puzzle's rating on the SE scale, and how its path got there.
struct se_rating {
  /// The weight of the hardest step, in tenths (0 for a solved grid).
  int rating = 0;
  /// The technique of the hardest step (the first one, on a tie).
  technique hardest = technique::full_house;
  /// The path ended with every cell filled; when false, `rating` is a lower
  /// bound (or the puzzle has no solution, `contradiction`).
  bool solved = false;
  /// The puzzle has no solution: its givens or a step led to a board
  /// without candidates for some cell or digit.
  bool contradiction = false;
  /// Steps of the path.
  int steps = 0;
  /// Steps of each technique, indexed by the technique.
  std::array<int, technique_count> histogram{};

  /// "7.1"; ">=9.5" when unsolved (a lower bound); "no solution" after a
  /// contradiction.
  [[nodiscard]] std::string text() const {
    if (contradiction) return "no solution";
    return (solved ? "" : ">=") + rating_text(rating);
  }
};

/// The lower bound of a puzzle the whole catalogue leaves unsolved: the
/// weight of SE's first nested forcing chains.
inline constexpr int nested_rating = se_base(technique::nested_forcing_chain);

/// The rating of a solving path (`stuck_at_end`: the path stopped because
/// no technique of the whole catalogue applied, so the puzzle needs more;
/// a path stopped by its options' stop_check is rated by its steps only).
inline se_rating rating_of(solving_path const& p, bool stuck_at_end = true) {
  se_rating r;
  r.solved = p.solved;
  r.contradiction = p.contradiction;
  r.steps = static_cast<int>(p.steps.size());
  for (auto const& s : p.steps) {
    ++r.histogram[static_cast<std::size_t>(s.tech)];
    if (s.rating > r.rating) {
      r.rating = s.rating;
      r.hardest = s.tech;
    }
  }
  if (!p.solved && !p.contradiction && !p.stopped && stuck_at_end && r.rating < nested_rating) {
    r.rating = nested_rating;
    r.hardest = technique::nested_forcing_chain;
  }
  return r;
}

namespace detail {
// A path the options let go up to "Forcing chain (+)" or further tried every
// technique below 9.5, so when it is stuck its rating is at least 9.5.
inline bool tries_all_below_nested(solver_options const& options) {
  return static_cast<int>(options.up_to) >= static_cast<int>(technique::forcing_chain_plus);
}
}  // namespace detail

/// The rating of `g`'s path.
template <int N>
se_rating rate_se(candidate_grid<N> const& g, solver_options const& options = {}) {
  return rating_of(explain(g, options), detail::tries_all_below_nested(options));
}

/// The rating of `puzzle` (box size 2..5; std::invalid_argument otherwise).
template <std::same_as<grid> Grid>
se_rating rate_se(Grid const& puzzle, solver_options const& options = {}) {
  return rating_of(explain(puzzle, options), detail::tries_all_below_nested(options));
}

}  // namespace seek::sudoku
