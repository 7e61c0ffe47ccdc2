// bench/movingai.hpp: the Moving AI grid pathfinding benchmarks (Sturtevant,
// "Benchmarks for Grid-Based Pathfinding", 2012): map and scenario files, and
// the octile model as a user of seek writes it.
//
// A state is a cell index, y * width + x. Moves go to the 8 neighbours,
// straight cost 1, diagonal √2, never cutting a wall's corner (a diagonal
// step needs both side cells passable). Passable cells are '.', 'G' and 'S';
// '@', 'O', 'T', 'W' and '#' are walls. The files are read by seek's own
// readers (seek/models/movingai.hpp), which throw seek::grid::format_error
// with "FILE:LINE: what" for anything they cannot take.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <seek/models/grid.hpp>
#include <seek/models/movingai.hpp>
#include <seek/range/inplace_vector.hpp>

namespace movingai {

/// A malformed map or scenario: the message starts with "FILE:LINE: " (the
/// readers are seek's, seek/models/movingai.hpp).
using format_error = seek::grid::format_error;

/// An octile map: `width` x `height` cells, passable or not, flat by cell
/// index (the form a user of seek writes for an int state).
struct map {
  std::string file;
  int width = 0;
  int height = 0;
  std::vector<unsigned char> passable;  // by cell index

  int cells() const noexcept { return width * height; }
  bool open(int x, int y) const noexcept {
    return x >= 0 && y >= 0 && x < width && y < height && passable[static_cast<std::size_t>(y * width + x)];
  }
};

/// One query of a scenario: from (sx, sy) to (gx, gy), with the published
/// optimal length and how far an answer may be from it (the rounding of the
/// printed figure).
struct query {
  int line = 0;  // in the scenario file
  int bucket = 0;
  int sx = 0, sy = 0, gx = 0, gy = 0;
  double optimal = 0;
  double tolerance = 0;
};

/// Reads a map with seek::grid::read_map, into the flat form.
inline map read_map(std::string const& file) {
  seek::grid::map const g = seek::grid::read_map(file);
  map m;
  m.file = file;
  m.width = g.width();
  m.height = g.height();
  m.passable.resize(static_cast<std::size_t>(m.cells()));
  for (int y = 0; y < m.height; ++y)
    for (int x = 0; x < m.width; ++x)
      m.passable[static_cast<std::size_t>(y * m.width + x)] = g.open(seek::grid::cell{x, y}) ? 1 : 0;
  return m;
}

/// Reads a scenario for `m` with seek::grid::read_scenario.
inline std::vector<query> read_scenario(std::string const& file, map const& m) {
  seek::grid::map g(m.width, m.height);
  for (int y = 0; y < m.height; ++y)
    for (int x = 0; x < m.width; ++x) g.set_open(seek::grid::cell{x, y}, m.open(x, y));
  std::vector<query> out;
  for (seek::grid::scenario_query const& q : seek::grid::read_scenario(file, g))
    out.push_back(query{q.line, q.bucket, q.start.x, q.start.y, q.goal.x, q.goal.y, q.optimal, q.tolerance});
  return out;
}

/// The weighted successor function: the passable neighbours of a cell, as
/// (cell, cost) pairs, straight moves first, in a range of type `Out`.
/// Counts its calls in `*calls` (every search here expands a state by
/// calling it once).
template <class Out>
struct octile_moves_in {
  map const* m;
  std::uint64_t* calls;

  Out operator()(int cell) const {
    ++*calls;
    Out out;
    int const w = m->width;
    int const x = cell % w, y = cell / w;
    bool const n = m->open(x, y - 1), s = m->open(x, y + 1), west = m->open(x - 1, y), e = m->open(x + 1, y);
    if (n) out.emplace_back(cell - w, 1.0);
    if (s) out.emplace_back(cell + w, 1.0);
    if (west) out.emplace_back(cell - 1, 1.0);
    if (e) out.emplace_back(cell + 1, 1.0);
    double const diagonal = std::sqrt(2.0);
    if (n && west && m->open(x - 1, y - 1)) out.emplace_back(cell - w - 1, diagonal);
    if (n && e && m->open(x + 1, y - 1)) out.emplace_back(cell - w + 1, diagonal);
    if (s && west && m->open(x - 1, y + 1)) out.emplace_back(cell + w - 1, diagonal);
    if (s && e && m->open(x + 1, y + 1)) out.emplace_back(cell + w + 1, diagonal);
    return out;
  }
};
/// The neighbours (8 at most) in a seek::inplace_vector: no allocation.
using octile_moves = octile_moves_in<seek::inplace_vector<std::pair<int, double>, 8>>;
/// The same in a std::vector, one allocation per expanded cell (the form
/// before seek::inplace_vector, for comparison).
using octile_moves_vector = octile_moves_in<std::vector<std::pair<int, double>>>;

/// The octile distance to the goal: the cost with no walls (admissible and
/// consistent).
struct octile_distance {
  int width;
  int gx, gy;

  double operator()(int cell) const noexcept {
    double const dx = std::abs(cell % width - gx), dy = std::abs(cell / width - gy);
    return std::max(dx, dy) + (std::sqrt(2.0) - 1.0) * std::min(dx, dy);
  }
};

}  // namespace movingai
