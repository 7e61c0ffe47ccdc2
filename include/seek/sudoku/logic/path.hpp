// seek/sudoku/logic/path.hpp: the solving path of a puzzle, step by step, as
// a person would solve it: explain, hint, replay.
//
// explain applies next_step until the puzzle is solved or no technique
// applies (stuck); each step is recorded with its weight. hint is the first
// step only. replay applies a recorded path to the puzzle again, checking
// that each step applies where it stands and, given the solution, that no
// step removes the solution's digit or places another. All take the puzzle
// as a grid of box size 2..5 (4x4 to 25x25); larger boards go through
// candidate_grid<N> (docs/techniques.md).
#pragma once

#include <concepts>

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <seek/sudoku/board/dispatch.hpp>
#include <seek/sudoku/io/grid.hpp>
#include <seek/sudoku/logic/candidates.hpp>
#include <seek/sudoku/logic/solver.hpp>
#include <seek/sudoku/logic/step.hpp>

namespace seek::sudoku {

/// A solving path: the steps in order, and where they led.
struct solving_path {
  std::vector<step> steps;
  /// The digits placed at the end (the solution when `solved`); when not
  /// solved, with the candidates left as its pencil marks (grid::marks).
  grid final;
  /// Every cell filled.
  bool solved = false;
  /// The givens contradict each other, or a step led to a contradiction
  /// (an open cell or a house left without a candidate): the puzzle has no
  /// solution.
  bool contradiction = false;
  /// The solver's options asked to stop (stop_check) before the path was
  /// finished: `steps` are those taken until then.
  bool stopped = false;
  /// The weight of the hardest step, in tenths (0 for an empty path).
  [[nodiscard]] int rating() const noexcept {
    int r = 0;
    for (auto const& s : steps) r = std::max(r, s.rating);
    return r;
  }
};

/// The path from `g`: next_step applied until solved, stuck, stopped
/// (options.stop) or `max_steps` steps.
template <int N>
solving_path explain(candidate_grid<N> g, solver_options const& options = {}, int max_steps = 1 << 20) {
  solving_path p;
  std::vector<typename houses<N>::set> touched;
  p.contradiction = !g.consistent();
  while (!p.contradiction && !g.solved() && static_cast<int>(p.steps.size()) < max_steps) {
    auto s = next_step(g, options);
    if (!s) {
      p.stopped = options.stop.requested();
      break;
    }
    // A placement can only break the cells it takes its digit from, and
    // their houses: the peers that hold it now.
    touched.clear();
    for (auto const& x : s->placements) touched.push_back(houses<N>::peers(x.cell) & g.cells_with(x.digit));
    if (!apply(g, *s)) throw std::logic_error("sudoku explain: internal error, a step does not apply: " + to_string(*s));
    for (auto const& e : s->eliminations) p.contradiction = p.contradiction || g.broken_at(e.cell, e.digit);
    for (std::size_t i = 0; i < s->placements.size(); ++i) {
      auto const& x = s->placements[i];
      p.contradiction = p.contradiction || g.broken_around(x.cell);
      for (int c : touched[i]) p.contradiction = p.contradiction || g.broken_at(c, x.digit);
    }
    p.steps.push_back(std::move(*s));
  }
  p.solved = g.solved() && !p.contradiction;
  p.final = g.to_marked_grid();
  return p;
}

/// The box sizes the runtime entry points (explain, hint, replay on a grid)
/// support: 2..5, 4x4 to 25x25. Each size compiles the whole catalogue once;
/// for larger boards call explain on a candidate_grid<N> directly.
inline constexpr int max_logic_box = 5;

/// The path of `puzzle` (box size 2..5; std::invalid_argument otherwise).
template <std::same_as<grid> Grid>
solving_path explain(Grid const& puzzle, solver_options const& options = {}) {
  return with_box<min_box, max_logic_box>(puzzle.box, [&]<int N>(box_constant<N>) {
    return explain(candidate_grid<N>::from_grid(puzzle), options);
  });
}

/// The next step of `puzzle` (box size 2..5) in SE's order, or nothing
/// (solved or stuck).
template <std::same_as<grid> Grid>
std::optional<step> hint(Grid const& puzzle, solver_options const& options = {}) {
  return with_box<min_box, max_logic_box>(puzzle.box, [&]<int N>(box_constant<N>) {
    return next_step(candidate_grid<N>::from_grid(puzzle), options);
  });
}

/// What replay found.
struct replay_result {
  bool ok = true;
  /// The first step that failed, or -1.
  int failed_step = -1;
  /// Why it failed, in words.
  std::string reason;
  /// The digits placed after the last step applied.
  grid final;
};

/// Applies `steps` to `puzzle` in order. Fails at the first step that does
/// not apply (a placement or elimination that is not a candidate there)
/// or, when `solution` is given, that removes a digit of the solution or
/// places a digit that is not the solution's.
template <std::same_as<grid> Grid>
replay_result replay(Grid const& puzzle, std::vector<step> const& steps, grid const* solution = nullptr) {
  return with_box<min_box, max_logic_box>(puzzle.box, [&]<int N>(box_constant<N>) {
    auto g = candidate_grid<N>::from_grid(puzzle);
    replay_result r;
    for (std::size_t i = 0; i < steps.size() && r.ok; ++i) {
      auto const& s = steps[i];
      if (solution) {
        for (auto const& e : s.eliminations)
          if (solution->cells[static_cast<std::size_t>(e.cell)] == e.digit) {
            r.ok = false;
            r.reason = "removes the solution's " + to_string(e, N * N, false);
          }
        for (auto const& p : s.placements)
          if (solution->cells[static_cast<std::size_t>(p.cell)] != p.digit) {
            r.ok = false;
            r.reason = "places " + to_string(p, N * N, true) + ", not the solution's digit";
          }
      }
      if (r.ok && !apply(g, s)) {
        r.ok = false;
        r.reason = "does not apply: a placement or elimination is not a candidate there";
      }
      if (!r.ok) r.failed_step = static_cast<int>(i);
    }
    r.final = g.to_grid();
    return r;
  });
}

}  // namespace seek::sudoku
