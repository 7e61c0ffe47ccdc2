// seek/sudoku/generate/symmetry.hpp: the symmetries a generated puzzle's clue pattern
// may keep, and their names on the command line.
#pragma once

#include <optional>
#include <string>
#include <string_view>

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

}  // namespace seek::sudoku
