// seek/sudoku/logic/technique.hpp: the solving techniques, their names, and
// their weights on the Sudoku Explainer (SE) scale.
//
// The enumerators are in the order seek tries them by default, which is
// Sudoku Explainer's (docs/techniques.md): a technique's weight is SE's for
// the same deduction, in tenths (23 is 2.3). Chains weigh their base plus a
// length penalty computed as SE computes it from the number of nodes of the
// chain, so "X-Chain" is 6.6 for six nodes and more for longer ones. The
// techniques SE does not name (Skyscraper, 2-String Kite, W-Wing, ...) are
// the chains SE finds for the same eliminations, so they carry SE's weight
// for that chain. Finned fish are seek's own and not used by the default
// order; their weight is documented with them.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace seek::sudoku {

/// A solving technique. Variants that change the weight (the house of a
/// hidden single, the type of a unique rectangle, a chain's length) are
/// recorded in the step, not here.
enum class technique : std::uint8_t {
  full_house,              ///< the last open cell of a house (SE 1.0)
  hidden_single,           ///< the only place for a digit in a house (1.2 in a box, 1.5 in a line)
  direct_pointing,         ///< pointing that leaves a hidden single (1.7)
  direct_claiming,         ///< claiming that leaves a hidden single (1.9)
  direct_hidden_pair,      ///< hidden pair that leaves a hidden single (2.0)
  naked_single,            ///< the only candidate of a cell (2.3)
  direct_hidden_triple,    ///< hidden triple that leaves a hidden single (2.5)
  pointing,                ///< a digit of a box confined to one line (2.6)
  claiming,                ///< a digit of a line confined to one box (2.8)
  naked_pair,              ///< (3.0)
  x_wing,                  ///< (3.2)
  hidden_pair,             ///< (3.4)
  naked_triple,            ///< (3.6)
  swordfish,               ///< (3.8)
  hidden_triple,           ///< (4.0)
  xy_wing,                 ///< (4.2)
  xyz_wing,                ///< (4.4)
  unique_rectangle,        ///< types 1 to 4 (4.5, type 3 with a larger set up to 4.8)
  unique_loop,             ///< a unique loop of 6 or more cells (4.6 to 5.0 and more)
  naked_quad,              ///< (5.0)
  jellyfish,               ///< (5.2)
  hidden_quad,             ///< (5.4)
  bug,                     ///< bivalue universal grave, types 1 to 4 (5.6 to 6.0)
  aligned_pair_exclusion,  ///< (6.2)
  x_cycle,                 ///< a closed single-digit loop (6.5 +)
  xy_cycle,                ///< a closed loop of bivalue cells (6.5 +)
  skyscraper,              ///< two parallel strong links on one digit (6.6)
  two_string_kite,         ///< a row and a column strong link joined in a box (6.6)
  turbot_fish,             ///< any other two-strong-link single-digit chain (6.6)
  x_chain,                 ///< a single-digit alternating chain (6.6 +)
  nice_loop,               ///< a closed alternating loop over several digits (7.0 +)
  w_wing,                  ///< two equal bivalue cells joined by a strong link (7.0 +)
  xy_chain,                ///< a chain of bivalue cells (7.0 +)
  aic,                     ///< an alternating inference chain over several digits (7.0 +)
  aligned_triple_exclusion,  ///< (7.5)
  nishio,                  ///< a digit whose placement leads to a contradiction on one digit (7.5 +)
  cell_forcing_chain,      ///< every candidate of a cell implies the same (8.0 +)
  unit_forcing_chain,      ///< every place of a digit in a house implies the same (8.0 +)
  contradiction_chain,     ///< a candidate that implies a contradiction, dynamically (8.5 +)
  digit_forcing_chain,     ///< a candidate on and off both imply the same, dynamically (8.5 +)
  dynamic_cell_forcing_chain,  ///< (8.5 +)
  dynamic_unit_forcing_chain,  ///< (8.5 +)
  forcing_chain_plus,      ///< dynamic chains that also use the basic techniques (9.0 +)
  nested_forcing_chain,    ///< dynamic chains that use chains themselves (9.5 +)
  simple_colouring,        ///< two colours of one digit's conjugate pairs (seek's own finder; 6.5/6.6 as a chain)
  finned_fish,             ///< finned or sashimi X-Wing, Swordfish, Jellyfish (seek's own; fish + 0.2 to 0.4)
};

/// Number of techniques.
inline constexpr int technique_count = static_cast<int>(technique::finned_fish) + 1;

/// The name a person reads: "Hidden single", "X-Wing", "2-String Kite".
constexpr std::string_view name(technique t) noexcept {
  constexpr std::array<std::string_view, technique_count> names{
      "Full house", "Hidden single", "Direct pointing", "Direct claiming", "Direct hidden pair",
      "Naked single", "Direct hidden triple", "Pointing", "Claiming", "Naked pair", "X-Wing",
      "Hidden pair", "Naked triple", "Swordfish", "Hidden triple", "XY-Wing", "XYZ-Wing",
      "Unique rectangle", "Unique loop", "Naked quad", "Jellyfish", "Hidden quad", "BUG",
      "Aligned pair exclusion", "X-Cycle", "XY-Cycle", "Skyscraper", "2-String Kite", "Turbot fish",
      "X-Chain", "Nice loop", "W-Wing", "XY-Chain", "AIC", "Aligned triple exclusion",
      "Nishio forcing chain", "Cell forcing chain", "Unit forcing chain", "Contradiction forcing chain",
      "Digit forcing chain", "Dynamic cell forcing chain", "Dynamic unit forcing chain",
      "Forcing chain (+)", "Nested forcing chain", "Simple colouring", "Finned fish"};
  return names[static_cast<std::size_t>(t)];
}

/// A technique's name as a command line takes it: lower case, '-' for spaces,
/// no brackets or '+' ("x-wing", "2-string-kite", "forcing-chain").
inline std::string technique_key(std::string_view name_text) {
  std::string out;
  for (char ch : name_text) {
    if (ch == ' ' || ch == '_') ch = '-';
    if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
    if (ch == '(' || ch == ')' || ch == '+') continue;
    out += ch;
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out;
}
inline std::string technique_key(technique t) { return technique_key(name(t)); }

/// The technique named `s`: the name above, or its technique_key, in any
/// case, '_' or ' ' for '-' ("x-wing", "hidden_single", "2-String Kite").
inline std::optional<technique> technique_from_string(std::string_view s) {
  std::string const want = technique_key(s);
  for (int i = 0; i < technique_count; ++i)
    if (technique_key(static_cast<technique>(i)) == want) return static_cast<technique>(i);
  return std::nullopt;
}

/// SE's base weight of a technique, in tenths: the weight of its simplest
/// form (a hidden single in a box, a unique rectangle, a chain of the
/// shortest length). A step's own weight is in step::rating.
constexpr int se_base(technique t) noexcept {
  constexpr std::array<std::uint8_t, technique_count> base{
      10, 12, 17, 19, 20, 23, 25, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 45, 46, 50, 52, 54, 56, 62,
      65, 65, 66, 66, 66, 66, 70, 70, 70, 70, 75, 75, 80, 80, 85, 85, 85, 85, 90, 95, 65, 34};
  return base[static_cast<std::size_t>(t)];
}

/// SE's length penalty, in tenths, for a chain of `nodes` nodes (the
/// candidates, on and off, that the chain or chains go through, each
/// counted once): nothing up to 6 nodes, then one tenth each time the
/// length (nodes - 2) passes 4, 6, 8, 12, 16, 24, 32, 48, ... (the bound
/// grows by 3/2 and 4/3 in turn).
constexpr int se_length_penalty(int nodes) noexcept {
  int added = 0, ceil = 4;
  bool odd = false;
  for (int length = nodes - 2; length > ceil; odd = !odd) {
    ++added;
    ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
  }
  return added;
}

/// A rating in tenths as SE prints it: 66 -> "6.6".
inline std::string rating_text(int tenths) {
  return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10);
}

}  // namespace seek::sudoku
