// seek/sudoku/logic/wings.hpp: XY-Wing and XYZ-Wing.
//
// A pivot cell {x,y} sees two pincers {x,z} and {y,z}: whichever digit the
// pivot takes, one pincer is z, so z leaves every cell seeing both pincers
// (XY-Wing, SE 4.2). With a pivot {x,y,z} the pivot may be z itself, so z
// leaves the cells seeing all three (XYZ-Wing, 4.4). Pivots are scanned
// row by row, pincers among the pivot's peers in increasing order. W-Wing,
// which SE finds as a chain, is named by the chain finders (chains.hpp).
// Every board size.
#pragma once

#include <bit>
#include <optional>

#include <seek/sudoku/logic/candidates.hpp>
#include <seek/sudoku/logic/step.hpp>

namespace seek::sudoku {

/// The first XY-Wing (`xyz` false) or XYZ-Wing (`xyz` true) that removes a
/// candidate. The step's cells are the pivot, then the two pincers.
template <int N>
std::optional<step> find_xy_wing(candidate_grid<N> const& g, bool xyz = false) {
  using H = houses<N>;
  using mask = typename candidate_grid<N>::mask;
  int const pivot_size = xyz ? 3 : 2;
  for (int p = 0; p < H::cells; ++p) {
    mask const xy = g.candidates(p);
    if (bit_count(xy) != pivot_size) continue;
    auto const peers = H::peers(p);
    for (int a : peers) {
      mask const xz = g.candidates(a);
      if (bit_count(xz) != 2 || bit_count(static_cast<mask>(xy & ~xz)) != 1) continue;
      for (int b : peers) {
        if (b == a) continue;
        mask const yz = g.candidates(b);
        if (bit_count(yz) != 2) continue;
        mask const all = static_cast<mask>(xy | xz | yz);
        mask const common = static_cast<mask>(xy & xz & yz);
        if (bit_count(all) != 3 || bit_count(common) != (xyz ? 1 : 0)) continue;
        int const z = std::countr_zero(static_cast<mask>(xz & yz)) + 1;
        auto victims = H::peers(a) & H::peers(b) & g.cells_with(z);
        if (xyz) victims &= H::peers(p);
        victims.reset(p);
        if (victims.empty()) continue;
        step s;
        s.tech = xyz ? technique::xyz_wing : technique::xy_wing;
        s.rating = se_base(s.tech);
        s.side = H::side;
        s.cells = {p, a, b};
        s.digits = all;
        for (int c : victims) s.eliminations.push_back({c, z});
        return s;
      }
    }
  }
  return std::nullopt;
}

}  // namespace seek::sudoku
