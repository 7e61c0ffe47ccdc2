// seek/sudoku/rate/difficulty.hpp: how hard a puzzle is for the
// propagating solver, and the named bands a player sees.
//
// The measure is the number of guesses: the states seek::dfs produces with
// seek::sudoku::propagate while it searches the whole tree (finding the
// solution and proving there is no other), not counting the puzzle itself and
// its propagated form. Every cell that naked singles, hidden singles and
// locked candidates force is filled without a guess, so a puzzle those rules
// solve rates 0. The band thresholds were measured on Norvig's easy50, top95
// and hardest sets, on magictour's top1465 and on generated minimal puzzles
// (see docs/generator.md), so that each band holds a steady share of those
// sets and `fiendish` stays within reach of the generator. They follow the
// solver: a change to propagate's branching moves them. The rating a person
// would give (techniques, the Sudoku Explainer scale) is rate/se_rating.hpp.
#pragma once

#include <concepts>

#include <cstdint>
#include <optional>
#include <string_view>

#include <seek/strategy/dfs.hpp>
#include <seek/core/statistics.hpp>
#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/board/dispatch.hpp>
#include <seek/sudoku/io/grid.hpp>
#include <seek/sudoku/successor/propagate.hpp>

namespace seek::sudoku {

/// Named difficulty bands, by the number of guesses (see rate()).
enum class difficulty {
  any,       ///< no band asked for (a filter that accepts every puzzle)
  easy,      ///< 0 guesses: singles and locked candidates solve it
  medium,    ///< 1 to 4 guesses
  hard,      ///< 5 to 12 guesses
  fiendish,  ///< more than 12 guesses
};

/// The band's name: "any", "easy", "medium", "hard", "fiendish".
constexpr char const* to_string(difficulty d) noexcept {
  switch (d) {
    case difficulty::any: return "any";
    case difficulty::easy: return "easy";
    case difficulty::medium: return "medium";
    case difficulty::hard: return "hard";
    case difficulty::fiendish: return "fiendish";
  }
  return "unknown";
}

/// The band named `name` (as to_string writes it), or nothing.
inline std::optional<difficulty> difficulty_from_string(std::string_view name) noexcept {
  for (difficulty d : {difficulty::any, difficulty::easy, difficulty::medium, difficulty::hard,
                       difficulty::fiendish})
    if (name == to_string(d)) return d;
  return std::nullopt;
}

/// The band of a puzzle that takes `guesses` guesses.
constexpr difficulty band_of(std::uint64_t guesses) noexcept {
  if (guesses == 0) return difficulty::easy;
  if (guesses <= 4) return difficulty::medium;
  if (guesses <= 12) return difficulty::hard;
  return difficulty::fiendish;
}

/// How hard a puzzle was for the solver.
struct difficulty_rating {
  /// States tried beyond what propagation forces, over the whole search.
  std::uint64_t guesses = 0;
  /// Of those, the ones where every choice failed (wrong guesses found out).
  std::uint64_t dead_ends = 0;
  /// band_of(guesses).
  difficulty band = difficulty::easy;

  friend bool operator==(difficulty_rating const&, difficulty_rating const&) = default;
};

/// `rate(b)`: searches the whole tree of `b` with seek::dfs and propagate and
/// counts its guesses. Meant for a puzzle with one solution; a puzzle with
/// many has a large tree, so the search stops after `max_nodes` states and
/// the rating is then a lower bound (still fiendish past 12 guesses).
template <int N>
difficulty_rating rate(board<N> const& b, std::uint64_t max_nodes = 10'000'000) {
  seek::statistics stats;
  seek::limits lim;
  lim.nodes = max_nodes;
  for (auto const& s : seek::dfs(b, propagate, stats, lim)) (void)s;
  difficulty_rating r;
  // The root, and its propagated form (when it has open cells), are not guesses;
  // nor is the solution's leaf a dead end.
  std::uint64_t const free_nodes = b.complete() ? 1 : 2;
  r.guesses = stats.nodes > free_nodes ? stats.nodes - free_nodes : 0;
  r.dead_ends = stats.failures > 1 ? stats.failures - 1 : 0;
  r.band = band_of(r.guesses);
  return r;
}

/// `rate(g)` for a grid of any box size 2..8; throws std::invalid_argument
/// (from seek::sudoku::with_board) for another size or a malformed grid.
template <std::same_as<grid> Grid>
difficulty_rating rate(Grid const& g, std::uint64_t max_nodes = 10'000'000) {
  return with_board(g, [max_nodes](auto const& b) { return rate(b, max_nodes); });
}

}  // namespace seek::sudoku
