// seek/models/jump_points.hpp: jump point search (Harabor and Grastien,
// 2011, with the rules of their 2014 paper for maps where a diagonal step may
// not cut a wall's corner) as a weighted successor function over a
// seek::grid::map, for seek::astar and seek::dijkstra.
//
// On an 8-connected grid many shortest paths are the same path with its
// steps in another order. Jump point search keeps one of them: from a cell
// reached in some direction it looks only in the directions an optimal path
// can continue in, and runs along each (straight, or diagonal with a
// straight run off every diagonal cell) until a cell where the path may have
// to turn (a wall beside the run ends behind it: a "forced neighbour"), or
// the goal. Those cells, the jump points, are the successors, at their
// octile length: A* expands a few jump points where it would expand every
// cell. The shortest path is as short as over seek::grid::octile_moves.
//
// A state is a seek::grid::jump: a cell and the direction of the step that
// reached it; two jumps to the same cell are one state (== and std::hash see
// the cell only), so a search keeps the direction of the cheapest way in, as
// jump point search requires. Root the search at `seek::grid::jump{start}`
// (no direction: every direction is looked in). The path of
// seek::with_paths is the jump points; seek::grid::cells_along fills in the
// cells between them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <utility>

#include <seek/models/grid.hpp>
#include <seek/range/inplace_vector.hpp>

namespace seek::grid {

/// A state of jump point search: the cell `at` and the direction (dx, dy),
/// each -1, 0 or 1, of the step that reached it, (0, 0) for a root. Equal
/// when the cells are: the direction is how the cell was reached, not which
/// state it is.
struct jump {
  cell at;
  std::int8_t dx = 0;
  std::int8_t dy = 0;

  friend bool operator==(jump const& a, jump const& b) noexcept { return a.at == b.at; }
};

/// The weighted successor function of jump point search towards `goal` on a
/// map (held by pointer: it must outlive the function): the jump points
/// reached from a jump, with their octile lengths from it, at most 8, in a
/// seek::inplace_vector (no allocation).
struct jump_points {
  map const* grid = nullptr;
  cell goal;

  jump_points(map const& m, cell to) noexcept : grid(&m), goal(to) {}

  seek::inplace_vector<std::pair<jump, double>, 8> operator()(jump const& j) const {
    seek::inplace_vector<std::pair<jump, double>, 8> out;
    map const& m = *grid;
    int const x = j.at.x, y = j.at.y, dx = j.dx, dy = j.dy;
    if (dx == 0 && dy == 0) {  // a root: every direction
      for (int ddy = -1; ddy <= 1; ++ddy)
        for (int ddx = -1; ddx <= 1; ++ddx)
          if (ddx != 0 || ddy != 0) look(j.at, ddx, ddy, out);
    } else if (dx != 0 && dy != 0) {  // diagonal: on, and its two straight parts
      look(j.at, dx, 0, out);
      look(j.at, 0, dy, out);
      look(j.at, dx, dy, out);
    } else if (dx != 0) {  // across: on, and turns round a wall behind the side
      look(j.at, dx, 0, out);
      for (int s : {-1, 1})
        if (m.open(x, y + s) && !m.open(x - dx, y + s)) {
          look(j.at, 0, s, out);
          look(j.at, dx, s, out);
        }
    } else {  // down or up
      look(j.at, 0, dy, out);
      for (int s : {-1, 1})
        if (m.open(x + s, y) && !m.open(x + s, y - dy)) {
          look(j.at, s, 0, out);
          look(j.at, s, dy, out);
        }
    }
    return out;
  }

 private:
  // The jump point found by running from `from` in (dx, dy), if any, added
  // to `out` at its octile length.
  void look(cell from, int dx, int dy, seek::inplace_vector<std::pair<jump, double>, 8>& out) const {
    cell to;
    if (dx != 0 && dy != 0 ? run_diagonal(from, dx, dy, to) : run_straight(from, dx, dy, to))
      out.emplace_back(jump{to, static_cast<std::int8_t>(dx), static_cast<std::int8_t>(dy)}, octile_length(from, to));
  }

  // Runs straight from `from` in (dx, dy) (one of them 0) to the first cell
  // that is the goal or has a forced neighbour (an open side cell whose
  // cell behind is a wall); false at a wall.
  bool run_straight(cell from, int dx, int dy, cell& to) const {
    map const& m = *grid;
    int x = from.x, y = from.y;
    while (true) {
      x += dx;
      y += dy;
      if (!m.open(x, y)) return false;
      if (x == goal.x && y == goal.y) break;
      if (dx != 0) {
        if ((m.open(x, y - 1) && !m.open(x - dx, y - 1)) || (m.open(x, y + 1) && !m.open(x - dx, y + 1))) break;
      } else {
        if ((m.open(x - 1, y) && !m.open(x - 1, y - dy)) || (m.open(x + 1, y) && !m.open(x + 1, y - dy))) break;
      }
    }
    to = cell{x, y};
    return true;
  }

  // Runs diagonally from `from` (never cutting a corner) to the first cell
  // that is the goal or from which a straight run along either part of the
  // direction finds a jump point; false at a wall or a corner.
  bool run_diagonal(cell from, int dx, int dy, cell& to) const {
    map const& m = *grid;
    int x = from.x, y = from.y;
    cell ignored;
    while (true) {
      if (!(m.open(x + dx, y) && m.open(x, y + dy) && m.open(x + dx, y + dy))) return false;
      x += dx;
      y += dy;
      if (x == goal.x && y == goal.y) break;
      if (run_straight(cell{x, y}, dx, 0, ignored) || run_straight(cell{x, y}, 0, dy, ignored)) break;
    }
    to = cell{x, y};
    return true;
  }
};

}  // namespace seek::grid

/// A jump hashes as its cell (jumps to one cell are one state).
template <>
struct std::hash<seek::grid::jump> {
  std::size_t operator()(seek::grid::jump const& j) const noexcept { return std::hash<seek::grid::cell>{}(j.at); }
};
