// seek/sudoku/logic/step.hpp: one deduction of a solving path, and how it is
// written.
//
// A step is what a technique found: the digits it places, the candidates it
// removes, and what justifies it (the pattern's cells, houses and digits, and
// for chains the chains themselves, node by node). It prints in the usual
// notation: cells "r4c7", placements "r4c7=5", eliminations "r2c3<>7", and a
// chain as the candidates it goes through, "r1c2=5 -> r1c7<>5 -> r3c7=5".
// A step applies to a candidate grid (apply), so a path can be replayed and
// checked against the solution.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <seek/sudoku/logic/candidates.hpp>
#include <seek/sudoku/logic/houses.hpp>
#include <seek/sudoku/logic/technique.hpp>

namespace seek::sudoku {

/// Digit `digit` in cell `cell`: a placement or an elimination.
struct candidate_ref {
  int cell = 0;
  int digit = 0;
  friend bool operator==(candidate_ref const&, candidate_ref const&) = default;
};

/// One node of a chain: a candidate assumed or proven true (`on`) or false.
/// `parents` are the nodes (indices into the same chain, all earlier) whose
/// states imply this one; the first node of a chain, its assumption, has none.
struct chain_node {
  int cell = 0;
  int digit = 0;
  bool on = false;
  std::vector<int> parents;
};

/// A chain of implications from one assumption, nodes in the order they
/// were deduced (so every node comes after its parents).
struct chain {
  std::vector<chain_node> nodes;
  /// True when every node but the first has exactly the node before it as
  /// its only parent: a plain chain, printed on one line.
  [[nodiscard]] bool linear() const noexcept {
    for (std::size_t i = 1; i < nodes.size(); ++i)
      if (nodes[i].parents.size() != 1 || nodes[i].parents[0] != static_cast<int>(i) - 1) return false;
    return true;
  }
};

/// One deduction. `rating` is its weight on the SE scale, in tenths.
struct step {
  technique tech = technique::naked_single;
  int rating = 0;
  /// Technique-specific: the type of a unique rectangle or BUG, the size of
  /// a fish or loop, the number of nodes of a chain (SE's "complexity").
  int variant = 0;
  std::vector<candidate_ref> placements;
  std::vector<candidate_ref> eliminations;
  /// For the "direct" techniques: the candidates the pattern rules out on
  /// the way to the placement. They justify it but are not removed by the
  /// step (as in Sudoku Explainer, whose path depends on it).
  std::vector<candidate_ref> excluded;
  /// The pattern: its cells (a wing's pivot first), houses (a fish's base
  /// houses then its cover houses; a pointing's box then its line) and
  /// digits (bit d-1 for digit d).
  std::vector<int> cells;
  std::vector<int> houses;
  std::uint64_t digits = 0;
  /// For chain techniques: the chains, written out.
  std::vector<chain> chains;
  /// Side of the board (9 for 9x9), for the names of cells and houses.
  int side = 9;

  friend bool operator==(step const& a, step const& b) {
    return a.tech == b.tech && a.placements == b.placements && a.eliminations == b.eliminations;
  }
};

namespace detail {
inline std::string digit_list(std::uint64_t m) {
  std::string s;
  for (int d = 1; m; ++d, m >>= 1)
    if (m & 1u) {
      if (!s.empty()) s += ',';
      s += std::to_string(d);
    }
  return s;
}
inline int only_digit(std::uint64_t m) {
  for (int d = 1; m; ++d, m >>= 1)
    if (m & 1u) return d;
  return 0;
}
inline std::string cell_list(int side, std::vector<int> const& cells) {
  std::string s;
  for (int c : cells) {
    if (!s.empty()) s += ',';
    s += cell_name(side, c);
  }
  return s;
}
inline std::string houses_text(int side, std::vector<int> const& houses, std::size_t from, std::size_t to) {
  // "rows 2,8" or "columns 4,6" or a list of names.
  std::string s;
  bool same = true;
  for (std::size_t i = from; i < to; ++i)
    same = same && (houses[i] < side) == (houses[from] < side) && (houses[i] < 2 * side) == (houses[from] < 2 * side);
  if (same && to - from > 1) {
    int const h = houses[from];
    s = h < side ? "rows " : h < 2 * side ? "columns " : "boxes ";
    for (std::size_t i = from; i < to; ++i) {
      if (i > from) s += ',';
      s += std::to_string(houses[i] % side + 1);
    }
    return s;
  }
  for (std::size_t i = from; i < to; ++i) {
    if (i > from) s += ", ";
    s += house_name(side, houses[i]);
  }
  return s;
}
}  // namespace detail

/// "r4c7=5".
inline std::string to_string(candidate_ref const& p, int side, bool on) {
  return cell_name(side, p.cell) + (on ? "=" : "<>") + std::to_string(p.digit);
}

/// A chain in the usual notation: "r1c2=5 -> r1c7<>5 -> r3c7=5". A chain
/// whose nodes have several parents (a dynamic forcing chain) is written as
/// runs of that notation separated by "; ", a run starting at the parents
/// of its first node: "r4c5<>3 & r4c6<>3 -> r4c9=3 -> ...".
inline std::string to_string(chain const& ch, int side) {
  auto node_text = [&](chain_node const& n) { return to_string(candidate_ref{n.cell, n.digit}, side, n.on); };
  std::string s;
  for (std::size_t i = 0; i < ch.nodes.size(); ++i) {
    auto const& n = ch.nodes[i];
    bool const continues = i > 0 && n.parents.size() == 1 && n.parents[0] == static_cast<int>(i) - 1;
    if (continues) {
      s += " -> " + node_text(n);
      continue;
    }
    if (!s.empty()) s += "; ";
    for (std::size_t k = 0; k < n.parents.size(); ++k) {
      if (k) s += " & ";
      s += node_text(ch.nodes[static_cast<std::size_t>(n.parents[k])]);
    }
    if (!n.parents.empty()) s += " -> ";
    s += node_text(n);
  }
  return s;
}

/// What the step does: "r4c7=5", or "r2c3<>7, r2c5<>7".
inline std::string outcome_text(step const& s) {
  std::string out;
  for (auto const& p : s.placements) {
    if (!out.empty()) out += ", ";
    out += to_string(p, s.side, true);
  }
  for (auto const& e : s.eliminations) {
    if (!out.empty()) out += ", ";
    out += to_string(e, s.side, false);
  }
  return out;
}

/// The step's title: its technique's name with its variant ("Hidden single
/// in box 5", "Unique rectangle type 2", "X-Chain (8 nodes)").
inline std::string title(step const& s) {
  std::string t(name(s.tech));
  switch (s.tech) {
    case technique::full_house:
    case technique::hidden_single:
      if (!s.houses.empty()) t += " in " + house_name(s.side, s.houses[0]);
      break;
    case technique::unique_rectangle:
    case technique::bug:
      t += " type " + std::to_string(s.variant);
      break;
    case technique::unique_loop:
      t += " (" + std::to_string(s.cells.size()) + " cells)";
      break;
    case technique::finned_fish:
      t = (s.variant == 2 ? "Finned X-Wing" : s.variant == 3 ? "Finned Swordfish" : "Finned Jellyfish");
      break;
    default:
      if (!s.chains.empty() && s.variant > 0) t += " (" + std::to_string(s.variant) + " nodes)";
      break;
  }
  return t;
}

/// The step in one line (chains of a forcing chain on following lines):
/// "Hidden single in row 4: r4c7=5", "Pointing: 5 in box 1 on row 2 =>
/// r2c5<>5, r2c8<>5", "X-Wing: 3 in rows 2,8 and columns 4,6 => r5c4<>3".
inline std::string to_string(step const& s) {
  std::string why;
  int const side = s.side;
  switch (s.tech) {
    case technique::full_house:
    case technique::hidden_single:
    case technique::naked_single:
      return title(s) + ": " + outcome_text(s);
    case technique::pointing:
    case technique::claiming:
    case technique::direct_pointing:
    case technique::direct_claiming:
      if (s.houses.size() >= 2)
        why = detail::digit_list(s.digits) + " in " + house_name(side, s.houses[0]) + " only on " +
              house_name(side, s.houses[1]);
      break;
    case technique::naked_pair:
    case technique::naked_triple:
    case technique::naked_quad:
    case technique::hidden_pair:
    case technique::hidden_triple:
    case technique::hidden_quad:
    case technique::direct_hidden_pair:
    case technique::direct_hidden_triple:
      why = "{" + detail::digit_list(s.digits) + "} in " + detail::cell_list(side, s.cells);
      if (!s.houses.empty()) why += " (" + house_name(side, s.houses[0]) + ")";
      break;
    case technique::x_wing:
    case technique::swordfish:
    case technique::jellyfish:
    case technique::finned_fish: {
      std::size_t const n = static_cast<std::size_t>(s.variant);
      if (s.houses.size() >= 2 * n && n > 0)
        why = detail::digit_list(s.digits) + " in " + detail::houses_text(side, s.houses, 0, n) + " and " +
              detail::houses_text(side, s.houses, n, 2 * n);
      if (s.tech == technique::finned_fish && s.cells.size() > 0) why += ", fins " + detail::cell_list(side, s.cells);
      break;
    }
    case technique::xy_wing:
    case technique::xyz_wing:
      if (s.cells.size() == 3)
        why = "{" + detail::digit_list(s.digits) + "} pivot " + cell_name(side, s.cells[0]) + ", pincers " +
              cell_name(side, s.cells[1]) + ", " + cell_name(side, s.cells[2]);
      break;
    default:
      if (!s.cells.empty() && s.chains.empty())
        why = (s.digits ? "{" + detail::digit_list(s.digits) + "} " : std::string()) + "in " +
              detail::cell_list(side, s.cells);
      break;
  }
  std::string out = title(s);
  if (!why.empty()) out += ": " + why;
  if (!s.excluded.empty()) {
    out += ", so ";
    for (std::size_t i = 0; i < s.excluded.size(); ++i) {
      if (i) out += ", ";
      out += to_string(s.excluded[i], side, false);
    }
  }
  if (!s.chains.empty()) {
    if (s.chains.size() == 1 && s.chains[0].linear()) {
      out += ": " + to_string(s.chains[0], side);
    } else {
      for (std::size_t i = 0; i < s.chains.size(); ++i) out += "\n  " + to_string(s.chains[i], side);
      out += "\n ";
    }
  }
  return out + " => " + outcome_text(s);
}

/// Applies `s` to `g`: removes its eliminations, then places its
/// placements. False (with `g` partly changed) when one of them is not a
/// candidate of `g`: the step does not belong to this grid.
template <int N>
bool apply(candidate_grid<N>& g, step const& s) {
  for (auto const& e : s.eliminations)
    if (!g.eliminate(e.cell, e.digit)) return false;
  for (auto const& p : s.placements)
    if (!g.place(p.cell, p.digit)) return false;
  return true;
}

}  // namespace seek::sudoku
