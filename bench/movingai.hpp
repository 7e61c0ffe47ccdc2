// bench/movingai.hpp: the Moving AI grid pathfinding benchmarks (Sturtevant,
// "Benchmarks for Grid-Based Pathfinding", 2012): map and scenario files, and
// the octile model as a user of seek writes it.
//
// A state is a cell index, y * width + x. Moves go to the 8 neighbours,
// straight cost 1, diagonal √2, never cutting a wall's corner (a diagonal
// step needs both side cells passable). Passable cells are '.', 'G' and 'S';
// '@', 'O', 'T' and 'W' are walls. The readers throw movingai::format_error
// with "FILE:LINE: what" for anything they cannot take.
#pragma once

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include <seek/range/inplace_vector.hpp>

namespace movingai {

/// A malformed map or scenario: the message starts with "FILE:LINE: ".
struct format_error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// An octile map: `width` x `height` cells, passable or not.
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

namespace detail {
[[noreturn]] inline void fail(std::string const& file, int line, std::string const& what) {
  throw format_error(file + ":" + std::to_string(line) + ": " + what);
}
inline std::ifstream open_file(std::string const& file) {
  std::ifstream in(file);
  if (!in) throw format_error(file + ": cannot open");
  return in;
}
// One line without a trailing '\r' (files written on Windows).
inline bool next_line(std::istream& in, std::string& line, int& number) {
  if (!std::getline(in, line)) return false;
  ++number;
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return true;
}
inline bool blank(std::string const& s) {
  return std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isspace(c); });
}
inline int parse_int(std::string const& text, std::string const& file, int line, char const* what) {
  std::size_t used = 0;
  long v = 0;
  try {
    v = std::stol(text, &used);
  } catch (std::exception const&) {
    used = 0;
  }
  if (used != text.size() || v < 0 || v > 1'000'000)
    fail(file, line, std::string(what) + " is '" + text + "', not a count from 0 to 1000000");
  return static_cast<int>(v);
}
}  // namespace detail

/// Reads a map: "type octile", "height H", "width W" (either order), "map",
/// then H rows of W characters. Trailing blank lines are allowed.
inline map read_map(std::string const& file) {
  std::ifstream in = detail::open_file(file);
  map m;
  m.file = file;
  std::string line;
  int number = 0;
  bool typed = false;
  while (true) {
    if (!detail::next_line(in, line, number))
      detail::fail(file, number, "the header ends before its 'map' line (type, height, width, map)");
    std::istringstream words(line);
    std::string key, value, extra;
    words >> key >> value >> extra;
    if (key == "map" && value.empty()) break;
    if (!extra.empty() || value.empty())
      detail::fail(file, number, "expected 'type octile', 'height H', 'width W' or 'map', found '" + line + "'");
    if (key == "type") {
      if (value != "octile") detail::fail(file, number, "map type '" + value + "': only octile maps are read");
      typed = true;
    } else if (key == "height") {
      m.height = detail::parse_int(value, file, number, "the height");
    } else if (key == "width") {
      m.width = detail::parse_int(value, file, number, "the width");
    } else {
      detail::fail(file, number, "unknown header line '" + line + "'");
    }
  }
  if (!typed) detail::fail(file, number, "no 'type octile' line before 'map'");
  if (m.height <= 0 || m.width <= 0) detail::fail(file, number, "no positive 'height' and 'width' before 'map'");
  if (static_cast<long long>(m.width) * m.height > 100'000'000)
    detail::fail(file, number, "a map of " + std::to_string(m.width) + " x " + std::to_string(m.height) +
                                   " cells is too large for this reader");
  m.passable.resize(static_cast<std::size_t>(m.cells()));
  for (int y = 0; y < m.height; ++y) {
    if (!detail::next_line(in, line, number))
      detail::fail(file, number, "the map has " + std::to_string(y) + " rows, its header says " +
                                     std::to_string(m.height));
    if (line.size() != static_cast<std::size_t>(m.width))
      detail::fail(file, number, "row " + std::to_string(y) + " has " + std::to_string(line.size()) +
                                     " cells, the header says " + std::to_string(m.width));
    for (int x = 0; x < m.width; ++x) {
      char const c = line[static_cast<std::size_t>(x)];
      bool open = false;
      switch (c) {
        case '.': case 'G': case 'S': open = true; break;
        case '@': case 'O': case 'T': case 'W': break;
        default:
          detail::fail(file, number, "column " + std::to_string(x) + ": '" + std::string(1, c) +
                                         "' is not a map character (. G S passable; @ O T W walls)");
      }
      m.passable[static_cast<std::size_t>(y * m.width + x)] = open;
    }
  }
  while (detail::next_line(in, line, number))
    if (!detail::blank(line)) detail::fail(file, number, "text after the map's last row");
  return m;
}

namespace detail {
// The rounding of a published length as printed: half a unit of its last
// decimal, and at least half a unit of its sixth significant digit (the
// files print six significant digits with trailing zeros dropped, "3892.6",
// "239", or a fixed number of decimals, "244.95"); plus 1e-6 of the length,
// because the published figures carry an error of their own beyond that
// rounding (up to 1e-8 of the length on the six maps of the shared data).
inline double printed_rounding(std::string const& text, double value) {
  std::size_t const point = text.find('.');
  double tol = 0;
  if (point != std::string::npos) {
    std::size_t const e = text.find_first_of("eE");
    if (e != std::string::npos) return 1e-5 * value;  // exponent form: six digits
    int const decimals = static_cast<int>(text.size() - point - 1);
    tol = 0.5 * std::pow(10.0, -decimals);
  }
  double const sixth = value > 0 ? 0.5 * std::pow(10.0, std::floor(std::log10(value)) - 5) : 0.0;
  return std::max(tol, sixth) + 1e-6 * value;
}
}  // namespace detail

/// Reads a scenario for `m`: an optional "version V" line, then one query a
/// line, "bucket map width height sx sy gx gy length" (tabs or spaces).
/// The width and height must be the map's, the ends passable cells.
inline std::vector<query> read_scenario(std::string const& file, map const& m) {
  std::ifstream in = detail::open_file(file);
  std::vector<query> out;
  std::string line;
  int number = 0;
  while (detail::next_line(in, line, number)) {
    if (detail::blank(line)) continue;
    std::istringstream words(line);
    std::vector<std::string> f;
    for (std::string w; words >> w;) f.push_back(w);
    if (number == 1 && f[0] == "version") continue;
    if (f.size() != 9)
      detail::fail(file, number, "expected 9 fields (bucket map width height sx sy gx gy length), found " +
                                     std::to_string(f.size()));
    query q;
    q.line = number;
    q.bucket = detail::parse_int(f[0], file, number, "the bucket");
    int const w = detail::parse_int(f[2], file, number, "the width");
    int const h = detail::parse_int(f[3], file, number, "the height");
    if (w != m.width || h != m.height)
      detail::fail(file, number, "a query for a " + std::to_string(w) + " x " + std::to_string(h) + " map (" + f[1] +
                                     "), but " + m.file + " is " + std::to_string(m.width) + " x " +
                                     std::to_string(m.height));
    q.sx = detail::parse_int(f[4], file, number, "the start x");
    q.sy = detail::parse_int(f[5], file, number, "the start y");
    q.gx = detail::parse_int(f[6], file, number, "the goal x");
    q.gy = detail::parse_int(f[7], file, number, "the goal y");
    for (auto [x, y, what] : {std::tuple{q.sx, q.sy, "start"}, std::tuple{q.gx, q.gy, "goal"}})
      if (!m.open(x, y))
        detail::fail(file, number, std::string("the ") + what + " (" + std::to_string(x) + ", " + std::to_string(y) +
                                       ") is " + (x < m.width && y < m.height ? "a wall" : "outside the map"));
    std::size_t used = 0;
    try {
      q.optimal = std::stod(f[8], &used);
    } catch (std::exception const&) {
      used = 0;
    }
    if (used != f[8].size() || !(q.optimal >= 0) || !std::isfinite(q.optimal))
      detail::fail(file, number, "the optimal length is '" + f[8] + "', not a number >= 0");
    q.tolerance = detail::printed_rounding(f[8], q.optimal);
    out.push_back(q);
  }
  if (out.empty()) detail::fail(file, number, "no queries");
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
