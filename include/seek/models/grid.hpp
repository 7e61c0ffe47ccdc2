// seek/models/grid.hpp: a grid of open cells and walls as a weighted graph
// for seek::dijkstra and seek::astar: 8-connected moves at octile costs
// (straight 1, diagonal √2), a diagonal step only between two open side
// cells (no cutting a wall's corner), as the Moving AI grid benchmarks
// define them; the octile distance as the heuristic.
//
// A map is drawn in text, one string a row, in Moving AI's characters ('.',
// 'G', 'S' open; '@', 'O', 'T', 'W' walls) or with '#' for a wall; it is
// read from Moving AI's .map files by seek/models/movingai.hpp. A state is a
// seek::grid::cell, x across from the left, y down from the top (Moving AI's
// coordinates), hashable; `map.indexer()` numbers cells for
// seek::dense_index. Jump point search over the same map is
// seek/models/jump_points.hpp.
#pragma once

#include <algorithm>
#include <cmath>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <iterator>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <seek/range/inplace_vector.hpp>

namespace seek::grid {

/// A cell of a map: x across from the left, y down from the top, from 0.
struct cell {
  int x = 0;
  int y = 0;
  friend bool operator==(cell const&, cell const&) = default;
};

/// The cost of the cheapest path between two cells on a map without walls:
/// max(dx, dy) + (√2 - 1) min(dx, dy) (straight steps 1, diagonal √2).
inline double octile_length(cell a, cell b) noexcept {
  double const dx = std::abs(a.x - b.x), dy = std::abs(a.y - b.y);
  return std::max(dx, dy) + (std::sqrt(2.0) - 1.0) * std::min(dx, dy);
}

/// A state on a grid: a cell, or a state with its cell in a member `at`
/// (seek::grid::jump).
template <class S>
concept on_grid = std::convertible_to<S const&, cell> || requires(S const& s) {
  { s.at } -> std::convertible_to<cell>;
};

/// The cell of a state on a grid.
template <on_grid S>
cell cell_of(S const& s) noexcept {
  if constexpr (std::convertible_to<S const&, cell>)
    return cell(s);
  else
    return cell(s.at);
}

/// Numbers the cells of a map `width` wide, y * width + x: the index for
/// seek::dense_index(map.cells(), map.indexer()).
struct cell_index {
  int width = 0;
  /// A cell's number; a state with its cell in `at` (seek::grid::jump), its cell's.
  template <on_grid S>
  std::size_t operator()(S const& s) const noexcept {
    cell const c = cell_of(s);
    return static_cast<std::size_t>(c.y * width + c.x);
  }
};

/// A rectangular map of open cells and walls.
class map {
 public:
  /// A map `width` x `height` of open cells.
  map(int width, int height) : width_(width), height_(height) {
    if (width <= 0 || height <= 0 || static_cast<long long>(width) * height > 100'000'000)
      throw std::invalid_argument("seek::grid::map: " + std::to_string(width) + " x " + std::to_string(height) +
                                  " is not a size from 1 x 1 to 100,000,000 cells");
    open_.assign(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), 1);
  }

  /// A map drawn one string a row: '.', 'G', 'S' open, '@', 'O', 'T', 'W'
  /// and '#' walls. Throws std::invalid_argument naming the row (and column)
  /// of an empty map, rows of different lengths or another character.
  explicit map(std::vector<std::string> const& rows)
      : map(rows.empty() ? 0 : static_cast<int>(rows.front().size()), static_cast<int>(rows.size())) {
    for (std::size_t y = 0; y < rows.size(); ++y) {
      if (rows[y].size() != rows.front().size())
        throw std::invalid_argument("seek::grid::map: row " + std::to_string(y) + " has " +
                                    std::to_string(rows[y].size()) + " cells, row 0 has " +
                                    std::to_string(rows.front().size()));
      for (std::size_t x = 0; x < rows[y].size(); ++x) {
        int const open = open_character(rows[y][x]);
        if (open < 0)
          throw std::invalid_argument("seek::grid::map: row " + std::to_string(y) + ", column " + std::to_string(x) +
                                      ": '" + std::string(1, rows[y][x]) +
                                      "' is not a map character ('.' 'G' 'S' open; '@' 'O' 'T' 'W' '#' walls)");
        open_[y * rows.front().size() + x] = static_cast<unsigned char>(open);
      }
    }
  }

  /// 1 for an open map character ('.', 'G', 'S'), 0 for a wall ('@', 'O',
  /// 'T', 'W', '#'), -1 for any other.
  static int open_character(char c) noexcept {
    switch (c) {
      case '.': case 'G': case 'S': return 1;
      case '@': case 'O': case 'T': case 'W': case '#': return 0;
      default: return -1;
    }
  }

  int width() const noexcept { return width_; }
  int height() const noexcept { return height_; }
  /// The number of cells, width x height: the n of seek::dense_index.
  std::size_t cells() const noexcept { return open_.size(); }
  /// The cell numbering for seek::dense_index(cells(), indexer()).
  cell_index indexer() const noexcept { return {width_}; }

  bool inside(int x, int y) const noexcept { return x >= 0 && y >= 0 && x < width_ && y < height_; }
  bool inside(cell c) const noexcept { return inside(c.x, c.y); }
  /// True for a cell inside the map that is not a wall.
  bool open(int x, int y) const noexcept {
    return inside(x, y) && open_[static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) +
                                 static_cast<std::size_t>(x)] != 0;
  }
  bool open(cell c) const noexcept { return open(c.x, c.y); }
  /// Makes a cell inside the map open or a wall; throws std::out_of_range
  /// for a cell outside.
  void set_open(cell c, bool open) {
    if (!inside(c))
      throw std::out_of_range("seek::grid::map::set_open: (" + std::to_string(c.x) + ", " + std::to_string(c.y) +
                              ") is outside the " + std::to_string(width_) + " x " + std::to_string(height_) +
                              " map");
    open_[static_cast<std::size_t>(c.y) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(c.x)] = open;
  }
  /// Whether a step from `from` by (dx, dy), each -1, 0 or 1, is a move:
  /// the cell reached is open and, for a diagonal step, both side cells are.
  bool can_step(cell from, int dx, int dy) const noexcept {
    if (!open(from.x + dx, from.y + dy)) return false;
    return dx == 0 || dy == 0 || (open(from.x + dx, from.y) && open(from.x, from.y + dy));
  }

  /// The map drawn one string a row, '.' open and '@' walls, with `marks`
  /// drawn over it (a path: '*').
  std::vector<std::string> draw(std::vector<cell> const& marks = {}, char mark = '*') const {
    std::vector<std::string> out(static_cast<std::size_t>(height_), std::string(static_cast<std::size_t>(width_), '.'));
    for (int y = 0; y < height_; ++y)
      for (int x = 0; x < width_; ++x)
        if (!open(x, y)) out[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = '@';
    for (cell c : marks)
      if (inside(c)) out[static_cast<std::size_t>(c.y)][static_cast<std::size_t>(c.x)] = mark;
    return out;
  }

 private:
  int width_ = 0;
  int height_ = 0;
  std::vector<unsigned char> open_;  // by y * width + x
};

/// The weighted successor function: the moves from a cell, (cell, cost)
/// pairs, straight ones (cost 1) first, then diagonal ones (cost √2), at
/// most 8, in a seek::inplace_vector (no allocation). Holds a pointer to the
/// map, which must outlive it.
struct octile_moves {
  map const* grid = nullptr;

  explicit octile_moves(map const& m) noexcept : grid(&m) {}

  seek::inplace_vector<std::pair<cell, double>, 8> operator()(cell const& c) const {
    seek::inplace_vector<std::pair<cell, double>, 8> out;
    map const& m = *grid;
    bool const n = m.open(c.x, c.y - 1), s = m.open(c.x, c.y + 1);
    bool const w = m.open(c.x - 1, c.y), e = m.open(c.x + 1, c.y);
    if (n) out.emplace_back(cell{c.x, c.y - 1}, 1.0);
    if (s) out.emplace_back(cell{c.x, c.y + 1}, 1.0);
    if (w) out.emplace_back(cell{c.x - 1, c.y}, 1.0);
    if (e) out.emplace_back(cell{c.x + 1, c.y}, 1.0);
    double const diagonal = std::sqrt(2.0);
    if (n && w && m.open(c.x - 1, c.y - 1)) out.emplace_back(cell{c.x - 1, c.y - 1}, diagonal);
    if (n && e && m.open(c.x + 1, c.y - 1)) out.emplace_back(cell{c.x + 1, c.y - 1}, diagonal);
    if (s && w && m.open(c.x - 1, c.y + 1)) out.emplace_back(cell{c.x - 1, c.y + 1}, diagonal);
    if (s && e && m.open(c.x + 1, c.y + 1)) out.emplace_back(cell{c.x + 1, c.y + 1}, diagonal);
    return out;
  }
};

/// The heuristic: the octile length from a cell to `goal` (the cost with no
/// walls: admissible and consistent). Takes a cell, or a state with its cell
/// in `at` (seek::grid::jump).
struct octile_distance {
  cell goal;

  template <on_grid S>
  double operator()(S const& s) const noexcept {
    return octile_length(cell_of(s), goal);
  }
};

/// The cells of a path whose consecutive cells lie on one straight or
/// diagonal line (the jump points of seek::grid::jump_points, or cells
/// one step apart), with every cell between filled in. Takes a range of
/// cells, or of states with their cell in `at`.
template <class Path>
std::vector<cell> cells_along(Path const& path) {
  using element = std::remove_cvref_t<decltype(*std::begin(path))>;
  static_assert(on_grid<element>,
                "seek::grid::cells_along takes a range of cells, or of states with their cell in `at` (seek::grid::jump)");
  std::vector<cell> out;
  for (element const& p : path) {
    cell const to = cell_of(p);
    if (!out.empty()) {
      cell const from = out.back();
      int const dx = (to.x > from.x) - (to.x < from.x), dy = (to.y > from.y) - (to.y < from.y);
      int const steps = std::max(std::abs(to.x - from.x), std::abs(to.y - from.y));
      if ((dx != 0 && dy != 0 && std::abs(to.x - from.x) != std::abs(to.y - from.y)))
        throw std::invalid_argument("seek::grid::cells_along: (" + std::to_string(from.x) + ", " +
                                    std::to_string(from.y) + ") to (" + std::to_string(to.x) + ", " +
                                    std::to_string(to.y) + ") is not a straight or diagonal line");
      for (int i = 1; i < steps; ++i) out.push_back(cell{from.x + i * dx, from.y + i * dy});
      if (steps == 0) continue;
    }
    out.push_back(to);
  }
  return out;
}

}  // namespace seek::grid

/// Cells hash as one 64-bit number, so seek::dijkstra and seek::astar keep
/// them in their visited map without a seek::seen_by.
template <>
struct std::hash<seek::grid::cell> {
  std::size_t operator()(seek::grid::cell const& c) const noexcept {
    return std::hash<std::uint64_t>{}(std::uint64_t{static_cast<std::uint32_t>(c.y)} << 32 |
                                      static_cast<std::uint32_t>(c.x));
  }
};
