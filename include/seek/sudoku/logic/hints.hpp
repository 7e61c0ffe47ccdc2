// seek/sudoku/logic/hints.hpp: a step given as a hint in three levels, the
// clues a person asks for in turn.
//
// Level 1 names the technique to look for ("Look for: X-Wing"); level 2 says
// where, the cells or houses and digits of the pattern but not what it
// concludes ("X-Wing: look at digit 3 in rows 2,8 and columns 4,6"); level 3
// is the whole step, as to_string writes it. Sudoku Explainer gives a small
// clue, a big clue, then the step; HoDoKu a vague hint, then the full one.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include <seek/sudoku/logic/houses.hpp>
#include <seek/sudoku/logic/step.hpp>
#include <seek/sudoku/logic/technique.hpp>

namespace seek::sudoku {

/// How much of a step a hint gives away.
enum class hint_level : int {
  technique = 1,  ///< the technique to look for
  where = 2,      ///< and where: the pattern's cells or houses and digits
  step = 3        ///< the whole step: pattern, chains and conclusion
};

/// What a hint at some level says: its text and, from level 2 on, the
/// cells, houses and digits it points at (empty at level 1; at level 3 the
/// step's whole pattern).
struct hint_clue {
  hint_level level = hint_level::step;
  technique tech = technique::naked_single;
  std::string text;
  std::vector<int> cells;
  std::vector<int> houses;
  std::uint64_t digits = 0;
};

/// The hint of `s` at `level` (see the top of this file). Level 2 leaves
/// out what the step concludes: a hidden single's house and digit but not
/// its cell, a naked single's cell but not its digit, a full house's house;
/// a chain's starting cells, not its nodes.
inline hint_clue clue(step const& s, hint_level level) {
  hint_clue h;
  h.level = level;
  h.tech = s.tech;
  if (level == hint_level::technique) {
    h.text = "Look for: " + std::string(name(s.tech));
    return h;
  }
  if (level == hint_level::step) {
    h.text = to_string(s);
    h.cells = s.cells;
    h.houses = s.houses;
    h.digits = s.digits;
    return h;
  }
  switch (s.tech) {
    case technique::full_house: h.houses = s.houses; break;
    case technique::hidden_single:
      h.houses = s.houses;
      h.digits = s.digits;
      break;
    case technique::naked_single: h.cells = s.cells; break;
    default:
      h.cells = s.cells;
      h.houses = s.houses;
      h.digits = s.digits;
      if (h.cells.empty())  // a chain: where its chains start
        for (auto const& ch : s.chains)
          if (!ch.nodes.empty() && std::find(h.cells.begin(), h.cells.end(), ch.nodes[0].cell) == h.cells.end())
            h.cells.push_back(ch.nodes[0].cell);
      break;
  }
  std::string where;
  auto add = [&](std::string const& part) {
    if (part.empty()) return;
    where += (where.empty() ? "" : where.back() == ' ' ? "" : " ") + part;
  };
  if (h.digits) add((h.digits & (h.digits - 1)) ? "digits " + detail::digit_list(h.digits) : "digit " + detail::digit_list(h.digits));
  if (!h.houses.empty()) {
    bool const fish = s.tech == technique::x_wing || s.tech == technique::swordfish || s.tech == technique::jellyfish ||
                      s.tech == technique::finned_fish;
    std::size_t const n = static_cast<std::size_t>(s.variant);
    std::string houses = fish && n > 0 && h.houses.size() >= 2 * n
                             ? detail::houses_text(s.side, h.houses, 0, n) + " and " +
                                   detail::houses_text(s.side, h.houses, n, 2 * n)
                             : detail::houses_text(s.side, h.houses, 0, h.houses.size());
    add((h.digits ? "in " : "") + houses);
  }
  if (!h.cells.empty()) {
    bool const chain = s.cells.empty();
    add(std::string(where.empty() ? "" : "and ") + (chain ? "the chains from " : "") +
        (h.cells.size() == 1 && !chain ? "cell " : chain ? "" : "cells ") + detail::cell_list(s.side, h.cells));
  }
  h.text = std::string(name(s.tech)) + ": look at " + where;
  return h;
}

/// The hint's text alone: clue(s, level).text.
inline std::string hint_text(step const& s, hint_level level) { return clue(s, level).text; }

}  // namespace seek::sudoku
