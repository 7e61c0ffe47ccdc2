// seek/sudoku/logic/technique.hpp: the solving techniques, each declared
// once in one table: its name, its weight on the Sudoku Explainer (SE)
// scale, and how and when the solver looks for it.
//
// The rows are in the order seek tries the techniques by default, which is
// Sudoku Explainer's (docs/techniques.md); the enum `technique`, its names
// (`name`, `technique_from_string`), its weights (`se_base`) and the
// solver's order (next_step, find_technique in solver.hpp) are all read
// from it. A technique's weight is SE's for the same deduction, in tenths
// (23 is 2.3). Chains weigh their base plus a length penalty computed as SE
// computes it from the number of nodes of the chain, so "X-Chain" is 6.6 for
// six nodes and more for longer ones. The techniques SE does not name
// (Skyscraper, 2-String Kite, W-Wing, ...) are the chains SE finds for the
// same eliminations, so they carry SE's weight for that chain. Finned fish
// and simple colouring are seek's own and not used by the default order;
// their weight is documented with them.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace seek::sudoku {

/// How the solver looks for a technique (technique_info::how): which finder (each in its own
/// header: singles.hpp, intersections.hpp, subsets.hpp, fish.hpp, wings.hpp,
/// uniqueness.hpp, exclusion.hpp, chains.hpp, forcing.hpp, nested_forcing.hpp)
/// and, for sets, fish and aligned exclusion, its size (for nested forcing
/// chains, their level). Techniques of adjacent rows with
/// the same finder and size are found by one search (pointing and claiming,
/// the chains, the forcing chains of one kind).
enum class technique_finder : std::uint8_t {
  full_house, hidden_single, naked_single,
  direct_locked, locked,          // locked candidates, the direct forms or all
  direct_hidden_set, hidden_set,  // hidden sets of `size`, the direct forms or all
  naked_set, fish,                // of `size`
  xy_wing, xyz_wing, unique_loop, bug,
  aligned_exclusion,              // of `size` cells
  chain,                          // X-, XY- and alternating chains and loops
  nishio, multiple_forcing, dynamic_forcing, dynamic_plus_forcing,
  nested_forcing,                 // nested forcing chains of level `size` (2 to 5)
  none,                           // not found by the solver
};

/// When the solver's next step tries a technique (technique_info::when).
enum class technique_trial : std::uint8_t {
  always,      ///< whatever the options' up_to (the singles SE always uses)
  in_order,    ///< in the table's order, up to the options' up_to
  uniqueness,  ///< as in_order, and only when the options allow uniqueness rules
  not_tried,   ///< never (not in SE's catalogue, or not implemented)
};

// The table: X(technique, name, SE base weight in tenths, finder, size, trial).
// A row's weight is the weight of its simplest form (a hidden single in a
// box, a unique rectangle, a chain of the shortest length); a step's own
// weight is in step::rating.
#define SEEK_SUDOKU_TECHNIQUES(X) \
  X(full_house,                 "Full house",                   10, full_house,           0, always)  /* the last open cell of a house */ \
  X(hidden_single,              "Hidden single",                12, hidden_single,        0, always)  /* the only place for a digit in a house (1.2 in a box, 1.5 in a line) */ \
  X(direct_pointing,            "Direct pointing",              17, direct_locked,        0, in_order)  /* pointing that leaves a hidden single */ \
  X(direct_claiming,            "Direct claiming",              19, direct_locked,        0, in_order)  /* claiming that leaves a hidden single */ \
  X(direct_hidden_pair,         "Direct hidden pair",           20, direct_hidden_set,    2, in_order)  /* hidden pair that leaves a hidden single */ \
  X(naked_single,               "Naked single",                 23, naked_single,         0, in_order)  /* the only candidate of a cell */ \
  X(direct_hidden_triple,       "Direct hidden triple",         25, direct_hidden_set,    3, in_order)  /* hidden triple that leaves a hidden single */ \
  X(pointing,                   "Pointing",                     26, locked,               0, in_order)  /* a digit of a box confined to one line */ \
  X(claiming,                   "Claiming",                     28, locked,               0, in_order)  /* a digit of a line confined to one box */ \
  X(naked_pair,                 "Naked pair",                   30, naked_set,            2, in_order) \
  X(x_wing,                     "X-Wing",                       32, fish,                 2, in_order) \
  X(hidden_pair,                "Hidden pair",                  34, hidden_set,           2, in_order) \
  X(naked_triple,               "Naked triple",                 36, naked_set,            3, in_order) \
  X(swordfish,                  "Swordfish",                    38, fish,                 3, in_order) \
  X(hidden_triple,              "Hidden triple",                40, hidden_set,           3, in_order) \
  X(xy_wing,                    "XY-Wing",                      42, xy_wing,              0, in_order) \
  X(xyz_wing,                   "XYZ-Wing",                     44, xyz_wing,             0, in_order) \
  X(unique_rectangle,           "Unique rectangle",             45, unique_loop,          0, uniqueness)  /* types 1 to 4 (4.5, type 3 with a larger set up to 4.8) */ \
  X(unique_loop,                "Unique loop",                  46, unique_loop,          0, uniqueness)  /* a unique loop of 6 or more cells (4.6 to 5.0 and more) */ \
  X(naked_quad,                 "Naked quad",                   50, naked_set,            4, in_order) \
  X(jellyfish,                  "Jellyfish",                    52, fish,                 4, in_order) \
  X(hidden_quad,                "Hidden quad",                  54, hidden_set,           4, in_order) \
  X(bug,                        "BUG",                          56, bug,                  0, uniqueness)  /* bivalue universal grave, types 1 to 4 (5.6 to 6.0) */ \
  X(aligned_pair_exclusion,     "Aligned pair exclusion",       62, aligned_exclusion,    2, in_order) \
  X(x_cycle,                    "X-Cycle",                      65, chain,                0, in_order)  /* a closed single-digit loop, + length */ \
  X(xy_cycle,                   "XY-Cycle",                     65, chain,                0, in_order)  /* a closed loop of bivalue cells, + length */ \
  X(skyscraper,                 "Skyscraper",                   66, chain,                0, in_order)  /* two parallel strong links on one digit */ \
  X(two_string_kite,            "2-String Kite",                66, chain,                0, in_order)  /* a row and a column strong link joined in a box */ \
  X(turbot_fish,                "Turbot fish",                  66, chain,                0, in_order)  /* any other two-strong-link single-digit chain */ \
  X(x_chain,                    "X-Chain",                      66, chain,                0, in_order)  /* a single-digit alternating chain, + length */ \
  X(nice_loop,                  "Nice loop",                    70, chain,                0, in_order)  /* a closed alternating loop over several digits, + length */ \
  X(w_wing,                     "W-Wing",                       70, chain,                0, in_order)  /* two equal bivalue cells joined by a strong link, + length */ \
  X(xy_chain,                   "XY-Chain",                     70, chain,                0, in_order)  /* a chain of bivalue cells, + length */ \
  X(aic,                        "AIC",                          70, chain,                0, in_order)  /* an alternating inference chain over several digits, + length */ \
  X(aligned_triple_exclusion,   "Aligned triple exclusion",     75, aligned_exclusion,    3, in_order) \
  X(nishio,                     "Nishio forcing chain",         75, nishio,               0, in_order)  /* a digit whose placement leads to a contradiction on one digit, + length */ \
  X(cell_forcing_chain,         "Cell forcing chain",           80, multiple_forcing,     0, in_order)  /* every candidate of a cell implies the same, + length */ \
  X(unit_forcing_chain,         "Unit forcing chain",           80, multiple_forcing,     0, in_order)  /* every place of a digit in a house implies the same, + length */ \
  X(contradiction_chain,        "Contradiction forcing chain",  85, dynamic_forcing,      0, in_order)  /* a candidate that implies a contradiction, dynamically, + length */ \
  X(digit_forcing_chain,        "Digit forcing chain",          85, dynamic_forcing,      0, in_order)  /* a candidate on and off both imply the same, dynamically, + length */ \
  X(dynamic_cell_forcing_chain, "Dynamic cell forcing chain",   85, dynamic_forcing,      0, in_order)  /* + length */ \
  X(dynamic_unit_forcing_chain, "Dynamic unit forcing chain",   85, dynamic_forcing,      0, in_order)  /* + length */ \
  X(forcing_chain_plus,         "Forcing chain (+)",            90, dynamic_plus_forcing, 0, in_order)  /* dynamic chains that also use the basic techniques, + length */ \
  X(nested_forcing_chain,       "Nested forcing chain",         95, nested_forcing,       2, in_order)  /* dynamic (+) chains that also use forcing chains and cycles, + length (nested_forcing.hpp) */ \
  X(nested_multiple_forcing_chain, "Nested multiple forcing chain", 100, nested_forcing,    3, in_order)  /* ... and cell and unit forcing chains, + length */ \
  X(nested_dynamic_forcing_chain, "Nested dynamic forcing chain", 105, nested_forcing,      4, in_order)  /* ... that use dynamic forcing chains, + length */ \
  X(doubly_nested_forcing_chain, "Doubly nested forcing chain",  110, nested_forcing,       5, in_order)  /* ... and nested forcing chains, + length */ \
  X(simple_colouring,           "Simple colouring",             65, none,                 0, not_tried)  /* two colours of one digit's conjugate pairs (seek's own finder; 6.5/6.6 as a chain) */ \
  X(finned_fish,                "Finned fish",                  34, none,                 0, not_tried)  /* finned or sashimi X-Wing, Swordfish, Jellyfish (seek's own; fish + 0.2 to 0.4) */

/// A solving technique. Variants that change the weight (the house of a
/// hidden single, the type of a unique rectangle, a chain's length) are
/// recorded in the step, not here.
enum class technique : std::uint8_t {
#define SEEK_SUDOKU_TECHNIQUE_ID(id, name, base, how, size, when) id,
  SEEK_SUDOKU_TECHNIQUES(SEEK_SUDOKU_TECHNIQUE_ID)
#undef SEEK_SUDOKU_TECHNIQUE_ID
};

/// One row of the table.
struct technique_info {
  technique id;
  std::string_view name;  ///< the name a person reads: "Hidden single", "X-Wing", "2-String Kite"
  std::uint8_t se_base;   ///< SE's base weight, in tenths
  technique_finder how;   ///< how the solver looks for it
  std::uint8_t size;      ///< the size of a set, fish or aligned exclusion (0 otherwise)
  technique_trial when;   ///< when the solver's next step tries it
};

/// Every technique, in the solver's order (the enum's).
inline constexpr technique_info technique_table[] = {
#define SEEK_SUDOKU_TECHNIQUE_ROW(id, name, base, how, size, when) \
  {technique::id, name, base, technique_finder::how, size, technique_trial::when},
    SEEK_SUDOKU_TECHNIQUES(SEEK_SUDOKU_TECHNIQUE_ROW)
#undef SEEK_SUDOKU_TECHNIQUE_ROW
};
#undef SEEK_SUDOKU_TECHNIQUES

/// Number of techniques.
inline constexpr int technique_count = static_cast<int>(std::size(technique_table));

/// The row of technique `t`.
constexpr technique_info const& technique_info_of(technique t) noexcept {
  return technique_table[static_cast<std::size_t>(t)];
}

/// The name a person reads: "Hidden single", "X-Wing", "2-String Kite".
constexpr std::string_view name(technique t) noexcept { return technique_info_of(t).name; }

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
  for (technique_info const& row : technique_table)
    if (technique_key(row.name) == want) return row.id;
  return std::nullopt;
}

/// SE's base weight of a technique, in tenths: the weight of its simplest
/// form (a hidden single in a box, a unique rectangle, a chain of the
/// shortest length). A step's own weight is in step::rating.
constexpr int se_base(technique t) noexcept { return technique_info_of(t).se_base; }

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
