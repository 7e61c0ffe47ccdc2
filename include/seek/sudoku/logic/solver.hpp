// seek/sudoku/logic/solver.hpp: the next step, in Sudoku Explainer's order.
//
// next_step looks for each technique in turn and returns the first step the
// first technique finds: singles, the "direct" forms, locked candidates,
// subsets and fish by size, wings, uniqueness, aligned exclusion, then
// chains and forcing chains, as SE orders them (docs/techniques.md has the
// table). A technique whose weight varies (chains, loops) gives its easiest
// step, as SE does. So a path taken step by step is SE's path where the two
// agree on the first step of each technique, and its hardest step is SE's
// rating. Options drop the uniqueness techniques (for puzzles that may have
// several solutions) or stop before a technique.
#pragma once

#include <cstdint>
#include <optional>

#include <seek/sudoku/logic/candidates.hpp>
#include <seek/sudoku/logic/chains.hpp>
#include <seek/sudoku/logic/exclusion.hpp>
#include <seek/sudoku/logic/fish.hpp>
#include <seek/sudoku/logic/forcing.hpp>
#include <seek/sudoku/logic/intersections.hpp>
#include <seek/sudoku/logic/singles.hpp>
#include <seek/sudoku/logic/step.hpp>
#include <seek/sudoku/logic/stop.hpp>
#include <seek/sudoku/logic/subsets.hpp>
#include <seek/sudoku/logic/uniqueness.hpp>
#include <seek/sudoku/logic/wings.hpp>

namespace seek::sudoku {

/// What the solver may use.
struct solver_options {
  /// Unique rectangles, loops and BUG, which assume one solution (SE's
  /// rating uses them: "SER"). Off for puzzles that may have several.
  bool uniqueness = true;
  /// The hardest technique tried, in the order of next_step (dynamic
  /// forcing chains with the basic techniques, the last, by default).
  technique up_to = technique::forcing_chain_plus;
  /// When to give up (seek/sudoku/logic/stop.hpp): next_step then finds
  /// nothing, and explain's path ends with `stopped`. Default: never.
  stop_check stop;
};

/// The next step on `g` in SE's order (see the top of this file), or
/// nothing when no technique up to `options.up_to` applies (or `g` is
/// solved, or `options.stop` asks to stop). The step is not applied.
template <int N>
std::optional<step> next_step(candidate_grid<N> const& g, solver_options const& options = {}) {
  if (g.solved() || options.stop.requested()) return std::nullopt;
  auto allowed = [&](technique t) { return static_cast<int>(t) <= static_cast<int>(options.up_to); };
  if (auto s = find_full_house(g)) return s;
  if (auto s = find_hidden_single(g)) return s;
  if (allowed(technique::direct_pointing))
    if (auto s = find_direct_locked_candidates(g)) return s;
  if (allowed(technique::direct_hidden_pair))
    if (auto s = find_hidden_set(g, 2, true)) return s;
  if (allowed(technique::naked_single))
    if (auto s = find_naked_single(g)) return s;
  if (allowed(technique::direct_hidden_triple))
    if (auto s = find_hidden_set(g, 3, true)) return s;
  if (allowed(technique::pointing))
    if (auto s = find_locked_candidates(g)) return s;
  if (allowed(technique::naked_pair))
    if (auto s = find_naked_set(g, 2)) return s;
  if (allowed(technique::x_wing))
    if (auto s = find_fish(g, 2)) return s;
  if (allowed(technique::hidden_pair))
    if (auto s = find_hidden_set(g, 2)) return s;
  if (allowed(technique::naked_triple))
    if (auto s = find_naked_set(g, 3)) return s;
  if (allowed(technique::swordfish))
    if (auto s = find_fish(g, 3)) return s;
  if (allowed(technique::hidden_triple))
    if (auto s = find_hidden_set(g, 3)) return s;
  if (allowed(technique::xy_wing))
    if (auto s = find_xy_wing(g, false)) return s;
  if (allowed(technique::xyz_wing))
    if (auto s = find_xy_wing(g, true)) return s;
  if (options.uniqueness && allowed(technique::unique_rectangle))
    if (auto s = find_unique_loop(g)) return s;
  if (allowed(technique::naked_quad))
    if (auto s = find_naked_set(g, 4)) return s;
  if (allowed(technique::jellyfish))
    if (auto s = find_fish(g, 4)) return s;
  if (allowed(technique::hidden_quad))
    if (auto s = find_hidden_set(g, 4)) return s;
  if (options.uniqueness && allowed(technique::bug))
    if (auto s = find_bug(g)) return s;
  // The long searches below read options.stop themselves.
  if (options.stop.requested()) return std::nullopt;
  auto const any_step = [](step const&) { return true; };
  if (allowed(technique::aligned_pair_exclusion))
    if (auto s = find_aligned_pair_exclusion(g, options.stop)) return s;
  if (allowed(technique::x_cycle))
    if (auto s = find_chain(g, options.stop)) return s;
  if (allowed(technique::aligned_triple_exclusion))
    if (auto s = find_aligned_triple_exclusion(g, options.stop)) return s;
  if (allowed(technique::nishio))
    if (auto s = find_forcing_chain(g, forcing_kind::nishio, any_step, options.stop)) return s;
  if (allowed(technique::cell_forcing_chain))
    if (auto s = find_forcing_chain(g, forcing_kind::multiple, any_step, options.stop)) return s;
  if (allowed(technique::contradiction_chain))
    if (auto s = find_forcing_chain(g, forcing_kind::dynamic, any_step, options.stop)) return s;
  if (allowed(technique::forcing_chain_plus))
    if (auto s = find_forcing_chain(g, forcing_kind::dynamic_plus, any_step, options.stop)) return s;
  return std::nullopt;
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
  switch (t) {
    case technique::full_house: return find_full_house(g);
    case technique::hidden_single: return find_hidden_single(g);
    case technique::naked_single: return find_naked_single(g);
    case technique::direct_pointing:
    case technique::direct_claiming: detail::for_each_locked(g, true, first_of); return out;
    case technique::pointing:
    case technique::claiming: detail::for_each_locked(g, false, first_of); return out;
    case technique::direct_hidden_pair: return find_hidden_set(g, 2, true);
    case technique::direct_hidden_triple: return find_hidden_set(g, 3, true);
    case technique::naked_pair: return find_naked_set(g, 2);
    case technique::naked_triple: return find_naked_set(g, 3);
    case technique::naked_quad: return find_naked_set(g, 4);
    case technique::hidden_pair: return find_hidden_set(g, 2);
    case technique::hidden_triple: return find_hidden_set(g, 3);
    case technique::hidden_quad: return find_hidden_set(g, 4);
    case technique::x_wing: return find_fish(g, 2);
    case technique::swordfish: return find_fish(g, 3);
    case technique::jellyfish: return find_fish(g, 4);
    case technique::xy_wing: return find_xy_wing(g, false);
    case technique::xyz_wing: return find_xy_wing(g, true);
    case technique::unique_rectangle:
    case technique::unique_loop:
      for (auto& s : unique_loop_steps(g))
        if (s.tech == t) return std::move(s);
      return std::nullopt;
    case technique::bug: return find_bug(g);
    case technique::aligned_pair_exclusion: return find_aligned_pair_exclusion(g);
    case technique::aligned_triple_exclusion: return find_aligned_triple_exclusion(g);
    case technique::x_cycle:
    case technique::xy_cycle:
    case technique::skyscraper:
    case technique::two_string_kite:
    case technique::turbot_fish:
    case technique::x_chain:
    case technique::nice_loop:
    case technique::w_wing:
    case technique::xy_chain:
    case technique::aic: return find_chain(g, t);
    case technique::nishio: return only(find_forcing_chain(g, forcing_kind::nishio));
    case technique::cell_forcing_chain:
    case technique::unit_forcing_chain: return find_forcing_chain(g, forcing_kind::multiple, is);
    case technique::contradiction_chain:
    case technique::digit_forcing_chain:
    case technique::dynamic_cell_forcing_chain:
    case technique::dynamic_unit_forcing_chain: return find_forcing_chain(g, forcing_kind::dynamic, is);
    case technique::forcing_chain_plus: return find_forcing_chain(g, forcing_kind::dynamic_plus);
    case technique::nested_forcing_chain:
    case technique::simple_colouring:
    case technique::finned_fish: return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace seek::sudoku
