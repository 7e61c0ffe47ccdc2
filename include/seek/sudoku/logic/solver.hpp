// seek/sudoku/logic/solver.hpp: the next step, in Sudoku Explainer's order.
//
// next_step looks for each technique in turn, in the order of the table of
// techniques (technique.hpp), and returns the first step the first technique
// finds: singles, the "direct" forms, locked candidates, subsets and fish by
// size, wings, uniqueness, aligned exclusion, then chains and forcing
// chains, as SE orders them (docs/techniques.md has the table). A technique whose weight varies (chains, loops) gives its easiest
// step, as SE does. So a path taken step by step is SE's path where the two
// agree on the first step of each technique, and its hardest step is SE's
// rating. Options drop the uniqueness techniques (for puzzles that may have
// several solutions) or stop before a technique. The nested forcing chains
// (9.5 and up) are tried only on a board whose digits have one solution
// (counted when next_step gets to them): on a board with many, an empty one,
// they would search for hours and could not finish it anyway.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <type_traits>
#include <utility>

#include <seek/core/statistics.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/logic/candidates.hpp>
#include <seek/sudoku/logic/chains.hpp>
#include <seek/sudoku/logic/exclusion.hpp>
#include <seek/sudoku/logic/fish.hpp>
#include <seek/sudoku/logic/forcing.hpp>
#include <seek/sudoku/logic/intersections.hpp>
#include <seek/sudoku/logic/nested_forcing.hpp>
#include <seek/sudoku/logic/singles.hpp>
#include <seek/sudoku/logic/step.hpp>
#include <seek/sudoku/logic/stop.hpp>
#include <seek/sudoku/logic/subsets.hpp>
#include <seek/sudoku/logic/uniqueness.hpp>
#include <seek/sudoku/logic/wings.hpp>
#include <seek/sudoku/successor/propagate.hpp>

namespace seek::sudoku {

/// What the solver may use.
struct solver_options {
  /// Unique rectangles, loops and BUG, which assume one solution (SE's
  /// rating uses them: "SER"). Off for puzzles that may have several.
  bool uniqueness = true;
  /// The hardest technique tried, in the order of next_step (doubly
  /// nested forcing chains, the last, by default).
  technique up_to = technique::doubly_nested_forcing_chain;
  /// When to give up (seek/sudoku/logic/stop.hpp): next_step then finds
  /// nothing, and explain's path ends with `stopped`. Default: never.
  stop_check stop;
  /// The nested forcing chains only on a board whose placed digits have
  /// exactly one solution: before its first nested level next_step counts
  /// them (up to 2, a search that takes milliseconds on 9x9 boards; pencil
  /// marks aside) and leaves the nested levels out when there are several or
  /// none, where they could search for hours (an empty 9x9 board) and no
  /// step could finish the board. False: the nested levels whatever the
  /// board (up to `up_to`).
  bool nested_only_when_unique = true;
};

namespace detail {

// The long searches (aligned exclusion, chains, forcing chains), which read
// the options' stop_check themselves.
constexpr bool long_search(technique_finder how) noexcept {
  switch (how) {
    case technique_finder::aligned_exclusion:
    case technique_finder::chain:
    case technique_finder::nishio:
    case technique_finder::multiple_forcing:
    case technique_finder::dynamic_forcing:
    case technique_finder::dynamic_plus_forcing:
    case technique_finder::nested_forcing: return true;
    default: return false;
  }
}

// True when `row` is searched with the row before it (the same finder and
// size: direct claiming with direct pointing, the chains, ...).
constexpr bool found_with_previous(technique_info const& row) noexcept {
  auto const i = static_cast<std::size_t>(row.id);
  return i > 0 && technique_table[i - 1].how == row.how && technique_table[i - 1].size == row.size;
}

// True when row `i` is the first tried of the long searches.
constexpr bool first_long_search(std::size_t i) noexcept {
  if (!long_search(technique_table[i].how) || technique_table[i].when == technique_trial::not_tried) return false;
  for (std::size_t j = 0; j < i; ++j)
    if (long_search(technique_table[j].how) && technique_table[j].when != technique_trial::not_tried) return false;
  return true;
}

// True when the digits placed on `g` have exactly one solution (a
// depth-first search with propagation, stopped at the second, or by `stop`:
// then false, and next_step sees `stop` itself).
template <int N>
bool one_solution(candidate_grid<N> const& g, stop_check const& stop) {
  seek::limits lim;
  lim.cancel = stop.token;
  if (stop.deadline != stop_check::clock::time_point::max())
    lim.time = std::max(std::chrono::nanoseconds::zero(), std::chrono::duration_cast<std::chrono::nanoseconds>(
                                                               stop.deadline - stop_check::clock::now()));
  seek::statistics stats;
  int found = 0;
  for (board<N> const& b : seek::dfs(board<N>::from_grid(g.to_grid()), propagate, stats, std::move(lim)))
    if (b.complete() && ++found == 2) break;
  return found == 1 && !stats.truncated();
}

// The first step `row`'s finder gives on `g`, of whichever technique it finds
// (next_step's search).
template <int N>
std::optional<step> find_any(candidate_grid<N> const& g, technique_info const& row, stop_check const& stop) {
  auto const any_step = [](step const&) { return true; };
  switch (row.how) {
    case technique_finder::full_house: return find_full_house(g);
    case technique_finder::hidden_single: return find_hidden_single(g);
    case technique_finder::naked_single: return find_naked_single(g);
    case technique_finder::direct_locked: return find_direct_locked_candidates(g);
    case technique_finder::locked: return find_locked_candidates(g);
    case technique_finder::direct_hidden_set: return find_hidden_set(g, row.size, true);
    case technique_finder::hidden_set: return find_hidden_set(g, row.size);
    case technique_finder::naked_set: return find_naked_set(g, row.size);
    case technique_finder::fish: return find_fish(g, row.size);
    case technique_finder::xy_wing: return find_xy_wing(g, false);
    case technique_finder::xyz_wing: return find_xy_wing(g, true);
    case technique_finder::unique_loop: return find_unique_loop(g);
    case technique_finder::bug: return find_bug(g);
    case technique_finder::aligned_exclusion:
      return row.size == 2 ? find_aligned_pair_exclusion(g, stop) : find_aligned_triple_exclusion(g, stop);
    case technique_finder::chain: return find_chain(g, stop);
    case technique_finder::nishio: return find_forcing_chain(g, forcing_kind::nishio, any_step, stop);
    case technique_finder::multiple_forcing: return find_forcing_chain(g, forcing_kind::multiple, any_step, stop);
    case technique_finder::dynamic_forcing: return find_forcing_chain(g, forcing_kind::dynamic, any_step, stop);
    case technique_finder::dynamic_plus_forcing:
      return find_forcing_chain(g, forcing_kind::dynamic_plus, any_step, stop);
    case technique_finder::nested_forcing: return find_nested_forcing_chain(g, row.size, stop);
    case technique_finder::none: return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace detail

/// The next step on `g` in SE's order (see the top of this file), or
/// nothing when no technique up to `options.up_to` applies (or `g` is
/// solved, or `options.stop` asks to stop). The step is not applied. The
/// nested levels are tried only when `g`'s digits have one solution, unless
/// `options.nested_only_when_unique` is false.
template <int N>
std::optional<step> next_step(candidate_grid<N> const& g, solver_options const& options = {}) {
  if (g.solved() || options.stop.requested()) return std::nullopt;
  // The table's rows, unrolled at compile time: the rows never tried, and
  // those searched with the row before, cost nothing.
  std::optional<step> out;
  bool stopped = false;
  std::optional<bool> nested_allowed;  // counted once, at the first nested level
  auto try_row = [&]<std::size_t I>(std::integral_constant<std::size_t, I>) -> bool {
    constexpr technique_info row = technique_table[I];
    if constexpr (row.when == technique_trial::not_tried || detail::found_with_previous(row)) {
      return false;
    } else {
      if constexpr (detail::first_long_search(I)) {
        // The long searches read options.stop themselves.
        if (options.stop.requested()) return stopped = true;
      }
      if constexpr (row.when != technique_trial::always)
        if (static_cast<int>(row.id) > static_cast<int>(options.up_to)) return false;
      if constexpr (row.when == technique_trial::uniqueness)
        if (!options.uniqueness) return false;
      if constexpr (row.how == technique_finder::nested_forcing)
        if (options.nested_only_when_unique) {
          if (!nested_allowed) nested_allowed = detail::one_solution(g, options.stop);
          if (options.stop.requested()) return stopped = true;
          if (!*nested_allowed) return false;
        }
      out = detail::find_any(g, row, options.stop);
      return out.has_value();
    }
  };
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (try_row(std::integral_constant<std::size_t, I>{}) || ...);
  }(std::make_index_sequence<std::size(technique_table)>{});
  if (stopped) return std::nullopt;
  return out;
}

/// The first step of technique `t` on `g`, in the order that technique's
/// finder scans (the easiest, for chains and loops), whether or not an
/// easier technique applies; nothing when `g` has none. Simple colouring and
/// finned fish are not in SE's catalogue and are not found here.
template <int N>
std::optional<step> find_technique(candidate_grid<N> const& g, technique t) {
  std::optional<step> out;
  auto first_of = [&](step s) {
    if (s.tech != t) return false;
    out = std::move(s);
    return true;
  };
  auto only = [t](std::optional<step> s) { return s && s->tech == t ? s : std::nullopt; };
  auto is = [t](step const& s) { return s.tech == t; };
  technique_info const& row = technique_info_of(t);
  switch (row.how) {
    case technique_finder::direct_locked: detail::for_each_locked(g, true, first_of); return out;
    case technique_finder::locked: detail::for_each_locked(g, false, first_of); return out;
    case technique_finder::unique_loop:
      for (auto& s : unique_loop_steps(g))
        if (s.tech == t) return std::move(s);
      return std::nullopt;
    case technique_finder::aligned_exclusion:
      return row.size == 2 ? find_aligned_pair_exclusion(g) : find_aligned_triple_exclusion(g);
    case technique_finder::chain: return find_chain(g, t);
    case technique_finder::nishio: return only(find_forcing_chain(g, forcing_kind::nishio));
    case technique_finder::multiple_forcing: return find_forcing_chain(g, forcing_kind::multiple, is);
    case technique_finder::dynamic_forcing: return find_forcing_chain(g, forcing_kind::dynamic, is);
    case technique_finder::dynamic_plus_forcing: return find_forcing_chain(g, forcing_kind::dynamic_plus);
    case technique_finder::nested_forcing: return find_nested_forcing_chain(g, row.size);
    default: return detail::find_any(g, row, stop_check{});  // a finder of one technique
  }
}

}  // namespace seek::sudoku
