// examples/models/grid.hpp: pathfinding on a grid of open cells and walls,
// as a weighted graph for seek::dijkstra and seek::astar.
//
// A map is drawn in text, one string a row: '#' is a wall, anything else
// ('.', 'S', 'G', ' ') is open. Moves go 4-connected (up, down, left,
// right, cost 1) or 8-connected (diagonals too, cost √2, never cutting the
// corner of a wall). The heuristics are the exact cost on an empty grid
// (Manhattan, octile), so they are admissible and consistent.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <seek/range/inplace_vector.hpp>

namespace grid {

/// A cell: row and column, from the top left.
struct cell {
  int row = 0;
  int col = 0;
  friend bool operator==(cell const&, cell const&) = default;
};

/// 4-connected (cost 1 a step) or 8-connected (diagonal steps cost √2).
enum class moves { four, eight };

/// A rectangular map of open cells and walls.
class map {
 public:
  /// Reads a map, one string a row; throws std::invalid_argument naming
  /// the row when the map is empty or its rows differ in length.
  explicit map(std::vector<std::string> rows) : rows_(std::move(rows)) {
    if (rows_.empty() || rows_.front().empty()) throw std::invalid_argument("grid::map: the map is empty");
    for (std::size_t r = 0; r < rows_.size(); ++r)
      if (rows_[r].size() != rows_.front().size())
        throw std::invalid_argument("grid::map: row " + std::to_string(r + 1) + " has " +
                                    std::to_string(rows_[r].size()) + " cells, row 1 has " +
                                    std::to_string(rows_.front().size()));
  }

  int rows() const noexcept { return static_cast<int>(rows_.size()); }
  int cols() const noexcept { return static_cast<int>(rows_.front().size()); }
  bool inside(cell c) const noexcept { return c.row >= 0 && c.col >= 0 && c.row < rows() && c.col < cols(); }
  /// True for a cell inside the map that is not a wall.
  bool open(cell c) const noexcept { return inside(c) && at(c) != '#'; }
  /// The character drawn at a cell.
  char at(cell c) const noexcept {
    return rows_[static_cast<std::size_t>(c.row)][static_cast<std::size_t>(c.col)];
  }
  /// The first cell drawn with `mark` ('S', 'G'); throws when there is none.
  cell find(char mark) const {
    for (int r = 0; r < rows(); ++r)
      for (int c = 0; c < cols(); ++c)
        if (at({r, c}) == mark) return {r, c};
    throw std::invalid_argument(std::string("grid::map: no cell marked '") + mark + "'");
  }
  /// The map with `path` drawn on it with '*' (its ends keep their marks).
  std::vector<std::string> draw(std::vector<cell> const& path) const {
    std::vector<std::string> out = rows_;
    for (cell c : path) {
      char& ch = out[static_cast<std::size_t>(c.row)][static_cast<std::size_t>(c.col)];
      if (ch == '.' || ch == ' ') ch = '*';
    }
    return out;
  }

 private:
  std::vector<std::string> rows_;
};

/// The weighted successor function: the open neighbours of a cell and the
/// cost of the step, at most 8, in an inplace_vector (no allocation). Holds
/// a pointer to the map, which must outlive it.
struct neighbours {
  map const* m;
  moves connect = moves::four;

  seek::inplace_vector<std::pair<cell, double>, 8> operator()(cell const& c) const {
    seek::inplace_vector<std::pair<cell, double>, 8> out;
    static constexpr int dr[] = {-1, 1, 0, 0, -1, -1, 1, 1};
    static constexpr int dc[] = {0, 0, -1, 1, -1, 1, -1, 1};
    int const n = connect == moves::four ? 4 : 8;
    for (int i = 0; i < n; ++i) {
      cell const to{c.row + dr[i], c.col + dc[i]};
      if (!m->open(to)) continue;
      if (i >= 4 && !(m->open({c.row + dr[i], c.col}) && m->open({c.row, c.col + dc[i]}))) continue;
      out.emplace_back(to, i < 4 ? 1.0 : std::sqrt(2.0));
    }
    return out;
  }
};

/// The cost of the cheapest path from `c` to `goal` with no walls: Manhattan
/// distance 4-connected, octile distance 8-connected.
struct distance_to {
  cell goal;
  moves connect = moves::four;

  double operator()(cell const& c) const noexcept {
    double const dr = std::abs(c.row - goal.row);
    double const dc = std::abs(c.col - goal.col);
    if (connect == moves::four) return dr + dc;
    return std::max(dr, dc) + (std::sqrt(2.0) - 1.0) * std::min(dr, dc);
  }
};

/// A random map: each cell a wall with probability `walls` (0..1), from a
/// seed (splitmix64, so the same map on every platform).
inline map random_map(int rows, int cols, double walls, std::uint64_t seed) {
  std::vector<std::string> out(static_cast<std::size_t>(rows), std::string(static_cast<std::size_t>(cols), '.'));
  for (auto& row : out)
    for (char& ch : row) {
      std::uint64_t z = (seed += 0x9e3779b97f4a7c15ULL);
      z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
      z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
      z ^= z >> 31;
      if (static_cast<double>(z >> 11) * 0x1.0p-53 < walls) ch = '#';
    }
  return map(std::move(out));
}

}  // namespace grid

/// Cells hash as one 64-bit number, so seek::dijkstra and seek::astar can
/// keep them in their visited map without a seek::seen_by.
template <>
struct std::hash<grid::cell> {
  std::size_t operator()(grid::cell const& c) const noexcept {
    return std::hash<std::uint64_t>{}(std::uint64_t{static_cast<std::uint32_t>(c.row)} << 32 |
                                      static_cast<std::uint32_t>(c.col));
  }
};
