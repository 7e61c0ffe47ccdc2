// seek/sudoku/generate/by_technique.hpp: puzzles generated for a technique or a
// rating on the Sudoku Explainer scale.
//
//   seek::sudoku::rated_generate_options o;
//   o.needs = seek::sudoku::technique::x_wing;    // needs an X-Wing, nothing harder
//   auto p = seek::sudoku::generate_rated(3, o, 42);
//   o.needs.reset(); o.min_rating = 40; o.max_rating = 60;   // 4.0..6.0
//
// Each attempt draws a solved grid and empties its cells (or symmetric
// orbits) in a random order, keeping each removal that leaves one solution,
// as the guess-rated generator does (seek::sudoku::generate), and, unless a
// minimal puzzle is asked for, that keeps the rating within the target's
// high end: the puzzle climbs to the target and stays there, where random
// minimal puzzles would rarely need a technique of middling weight. The
// result is then checked against the whole target. Every random choice comes from seek::xoshiro256ss: a seed
// gives the same puzzle everywhere. Box sizes 2..5; the weights are SE's for
// 9x9, and the same rules on other sizes.
#pragma once

#include <concepts>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <seek/core/random.hpp>
#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/board/dispatch.hpp>
#include <seek/sudoku/generate/generate.hpp>
#include <seek/sudoku/io/grid.hpp>
#include <seek/sudoku/logic/path.hpp>
#include <seek/sudoku/rate/se_rating.hpp>
#include <seek/sudoku/logic/solver.hpp>
#include <seek/sudoku/rate/difficulty.hpp>
#include <seek/sudoku/solve/solve.hpp>

namespace seek::sudoku {

/// The band of an SE rating (tenths): easy up to 2.3 (singles and their
/// direct forms), medium up to 3.4 (locked candidates, pairs, X-Wing), hard
/// up to 6.2 (triples, Swordfish, wings, uniqueness, quads, Jellyfish,
/// aligned pair exclusion), fiendish beyond (chains and forcing chains).
constexpr difficulty se_band(int tenths) noexcept {
  if (tenths <= 23) return difficulty::easy;
  if (tenths <= 34) return difficulty::medium;
  if (tenths <= 62) return difficulty::hard;
  return difficulty::fiendish;
}

/// What to generate: the puzzle options of seek::sudoku::generate (clues,
/// symmetry, minimal, max_attempts; its guess band is ignored), and the
/// target on the SE scale. A puzzle must meet every part of the target.
struct rated_generate_options {
  generate_options puzzle;
  /// The path needs this technique, and no step weighs more than its
  /// heaviest step of it ("needs an X-Wing and nothing harder").
  std::optional<technique> needs;
  /// The rating, in tenths, between these (inclusive): 40 and 60 for 4.0..6.0.
  int min_rating = 0;
  int max_rating = INT_MAX;
  /// The band of the rating (se_band), or any.
  difficulty band = difficulty::any;
  /// The techniques the path may use (uniqueness on, as SE's rating).
  solver_options solver;
};

/// A generated puzzle with its rating.
struct rated_puzzle {
  grid puzzle;
  grid solution;
  int clues = 0;
  /// Proven minimal (asked with puzzle.minimal, or reached by chance).
  bool minimal = false;
  se_rating rating;
  int attempts = 0;
};

namespace detail {
inline bool on_target(rated_generate_options const& o, solving_path const& p, se_rating const& r) {
  if (!p.solved) return false;
  if (r.rating < o.min_rating || r.rating > o.max_rating) return false;
  if (o.band != difficulty::any && se_band(r.rating) != o.band) return false;
  if (o.needs) {
    int heaviest = 0;
    for (auto const& s : p.steps)
      if (s.tech == *o.needs) heaviest = std::max(heaviest, s.rating);
    if (heaviest == 0 || r.rating > heaviest) return false;
  }
  return true;
}

// The weights a target allows, to guide the removals: a technique of one
// weight allows that weight; a chain, its base and half a point more.
inline std::pair<int, int> target_range(rated_generate_options const& o) {
  int lo = o.min_rating, hi = o.max_rating;
  if (o.needs) {
    technique const t = *o.needs;
    bool const fixed = static_cast<int>(t) < static_cast<int>(technique::unique_rectangle) ||
                       (static_cast<int>(t) > static_cast<int>(technique::unique_loop) &&
                        static_cast<int>(t) < static_cast<int>(technique::bug)) ||
                       t == technique::aligned_pair_exclusion || t == technique::aligned_triple_exclusion;
    lo = std::max(lo, t == technique::hidden_single ? 12 : se_base(t));
    hi = std::min(hi, fixed ? (t == technique::hidden_single ? 15 : se_base(t)) : se_base(t) + 5);
  }
  if (o.band == difficulty::easy) hi = std::min(hi, 23);
  if (o.band == difficulty::medium) lo = std::max(lo, 24), hi = std::min(hi, 34);
  if (o.band == difficulty::hard) lo = std::max(lo, 35), hi = std::min(hi, 62);
  if (o.band == difficulty::fiendish) lo = std::max(lo, 63);
  return {lo, hi};
}

template <int N>
std::optional<rated_puzzle> rated_attempt(grid const& solution, rated_generate_options const& o, xoshiro256ss& gen) {
  constexpr int S = N * N;
  auto orbits = symmetry_orbits(o.puzzle.symmetry, S);
  seek::shuffle(orbits.begin(), orbits.end(), gen);
  // Guided (unless minimal is asked): a removal that would rate the puzzle
  // above the target's high end is undone as one that breaks uniqueness is.
  int const hi = o.puzzle.minimal ? INT_MAX : target_range(o).second;
  grid puzzle = solution;
  puzzle.metadata.clear();
  int clues = S * S;
  bool const stop_at_target = o.puzzle.clues > 0 && !o.puzzle.minimal;
  bool minimal = true;  // every orbit tried, each refusal for uniqueness
  for (auto const& orbit : orbits) {
    if (stop_at_target && clues <= o.puzzle.clues) {
      minimal = false;
      break;
    }
    for (int c : orbit) puzzle.cells[static_cast<std::size_t>(c)] = 0;
    bool keep = count(board<N>::from_grid(puzzle), 2) == 1;
    if (keep && hi < INT_MAX) {
      // Below 9.5 the nested forcing chains cannot keep a removal (a step
      // of theirs weighs more than hi, and without them the path is stuck
      // and the removal undone all the same), so they are not searched.
      solver_options guided = o.solver;
      if (hi < se_base(technique::nested_forcing_chain) &&
          static_cast<int>(guided.up_to) > static_cast<int>(technique::forcing_chain_plus))
        guided.up_to = technique::forcing_chain_plus;
      auto const r = rate_se(candidate_grid<N>::from_grid(puzzle), guided);
      if (!r.solved || r.rating > hi) {
        keep = false;
        minimal = false;
      }
    }
    if (keep) {
      clues -= static_cast<int>(orbit.size());
    } else {
      for (int c : orbit) puzzle.cells[static_cast<std::size_t>(c)] = solution.cells[static_cast<std::size_t>(c)];
    }
  }
  if (o.puzzle.clues > 0 && clues > o.puzzle.clues) return std::nullopt;
  auto const p = explain(candidate_grid<N>::from_grid(puzzle), o.solver);
  auto const r = rating_of(p);
  if (!on_target(o, p, r)) return std::nullopt;
  rated_puzzle out;
  out.puzzle = std::move(puzzle);
  out.solution = solution;
  out.solution.metadata.clear();
  out.clues = clues;
  out.minimal = minimal;
  out.rating = r;
  return out;
}
}  // namespace detail

/// A puzzle of box size `box` (2..5) on target (see rated_generate_options),
/// drawn from `gen`, which moves on: puzzles drawn one after another from
/// one stream differ, and a seeded stream repeats them (as
/// seek::sudoku::generate's stream form). Throws generate_error when no
/// attempt within puzzle.max_attempts meets it (the message says what the
/// attempts reached) or when o.solver.stop asks to stop (read before each
/// attempt; each attempt's paths read it too), std::invalid_argument for
/// bad options.
template <class = void>
rated_puzzle generate_rated(int box, rated_generate_options const& o, xoshiro256ss& gen) {
  generate_options check = o.puzzle;
  check.difficulty = difficulty::any;
  detail::check_options(box, check);
  if (o.min_rating > o.max_rating)
    throw std::invalid_argument("sudoku generate: the rating range " + rating_text(o.min_rating) + ".." +
                                rating_text(o.max_rating) + " is empty");
  if (o.needs && !o.solver.uniqueness &&
      (*o.needs == technique::unique_rectangle || *o.needs == technique::unique_loop || *o.needs == technique::bug))
    throw std::invalid_argument(std::string("sudoku generate: ") + std::string(name(*o.needs)) +
                                " needs the uniqueness techniques on");
  return with_box<detail::min_generator_box, detail::max_generator_box>(box, [&]<int N>(box_constant<N>) {
    int best = -1;
    for (int attempt = 1; attempt <= o.puzzle.max_attempts; ++attempt) {
      if (o.solver.stop.requested())
        throw generate_error("sudoku generate: stopped (o.solver.stop) after " + std::to_string(attempt - 1) +
                             " attempts");
      grid const solution = random_grid<N>(gen);
      if (auto p = detail::rated_attempt<N>(solution, o, gen)) {
        p->attempts = attempt;
        return std::move(*p);
      }
      best = std::max(best, attempt);
    }
    std::string what = "sudoku generate: no " + detail::board_name(box) + " puzzle";
    if (o.needs) what += std::string(" needing ") + std::string(name(*o.needs));
    if (o.min_rating > 0 || o.max_rating < INT_MAX)
      what += " rated " + rating_text(o.min_rating) + ".." + (o.max_rating < INT_MAX ? rating_text(o.max_rating) : "");
    if (o.band != difficulty::any) what += std::string(" in band ") + to_string(o.band);
    throw generate_error(what + " found in " + std::to_string(o.puzzle.max_attempts) + " attempts");
  });
}

/// The puzzle generate_rated draws first from seek::xoshiro256ss(seed).
template <class = void>
rated_puzzle generate_rated(int box, rated_generate_options const& o, std::uint64_t seed) {
  xoshiro256ss gen(seed);
  return generate_rated(box, o, gen);
}

}  // namespace seek::sudoku
