// seek/sudoku/detail/generate_symmetry.hpp: the symmetries a generated
// puzzle's clue pattern may keep, and the orbits of cells they induce.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seek::sudoku {

/// A symmetry of the clue pattern: a cell holds a clue exactly when its
/// images do. Each works on every board size.
enum class symmetry {
  none,       ///< no constraint
  rotate180,  ///< half turn about the centre: (r, c) ~ (s-1-r, s-1-c)
  rotate90,   ///< quarter turn: (r, c) ~ (c, s-1-r), so all four rotations
  mirror,     ///< left-right reflection: (r, c) ~ (r, s-1-c)
  diagonal,   ///< reflection in the main diagonal: (r, c) ~ (c, r)
};

/// The name used on the command line: "none", "rotate180", "rotate90",
/// "mirror", "diagonal".
constexpr char const* to_string(symmetry s) noexcept {
  switch (s) {
    case symmetry::none: return "none";
    case symmetry::rotate180: return "rotate180";
    case symmetry::rotate90: return "rotate90";
    case symmetry::mirror: return "mirror";
    case symmetry::diagonal: return "diagonal";
  }
  return "unknown";
}

/// The symmetry named `name` (as to_string writes it), or nothing.
inline std::optional<symmetry> symmetry_from_string(std::string_view name) noexcept {
  for (symmetry s : {symmetry::none, symmetry::rotate180, symmetry::rotate90, symmetry::mirror,
                     symmetry::diagonal})
    if (name == to_string(s)) return s;
  return std::nullopt;
}

namespace detail {

/// The image of cell (row, col) of a side×side board under one application
/// of `s` (rotate90 applied once; its orbit closes after four).
inline int symmetry_image(symmetry s, int side, int cell) noexcept {
  int const r = cell / side, c = cell % side, last = side - 1;
  switch (s) {
    case symmetry::none: return cell;
    case symmetry::rotate180: return (last - r) * side + (last - c);
    case symmetry::rotate90: return c * side + (last - r);
    case symmetry::mirror: return r * side + (last - c);
    case symmetry::diagonal: return c * side + r;
  }
  return cell;
}

/// The orbits of the cells of a side×side board under `s`: every cell in
/// exactly one orbit. Each orbit starts at its lowest cell and follows the
/// symmetry's map from there; orbits are ordered by their lowest cell, so
/// the list depends on nothing but `s` and `side`.
inline std::vector<std::vector<int>> symmetry_orbits(symmetry s, int side) {
  int const cells = side * side;
  std::vector<char> taken(static_cast<std::size_t>(cells), 0);
  std::vector<std::vector<int>> orbits;
  for (int c = 0; c < cells; ++c) {
    if (taken[static_cast<std::size_t>(c)]) continue;
    std::vector<int> orbit;
    for (int x = c; !taken[static_cast<std::size_t>(x)]; x = symmetry_image(s, side, x)) {
      taken[static_cast<std::size_t>(x)] = 1;
      orbit.push_back(x);
    }
    orbits.push_back(std::move(orbit));
  }
  return orbits;
}

}  // namespace detail
}  // namespace seek::sudoku
