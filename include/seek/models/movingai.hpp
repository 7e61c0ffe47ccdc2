// seek/models/movingai.hpp: the map and scenario files of the Moving AI grid
// benchmarks (Sturtevant, "Benchmarks for Grid-Based Pathfinding", 2012),
// read into a seek::grid::map and its queries.
//
// A .map file: "type octile", "height H", "width W" (either order), "map",
// then H rows of W characters, '.', 'G', 'S' open, '@', 'O', 'T', 'W' walls.
// A .map.scen file: an optional "version V" line, then one query a line,
// "bucket map width height start-x start-y goal-x goal-y optimal-length".
// The readers throw seek::grid::format_error, "FILE:LINE: what", for
// anything they cannot take.
#pragma once

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstddef>
#include <fstream>
#include <istream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include <seek/models/grid.hpp>

namespace seek::grid {

/// A malformed map or scenario: the message starts with "FILE:LINE: ".
struct format_error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// One query of a scenario: from `start` to `goal`, with the published
/// optimal length and how far a computed length may be from it (the
/// rounding of the printed figure).
struct scenario_query {
  int line = 0;  // in the scenario file
  int bucket = 0;
  cell start;
  cell goal;
  double optimal = 0;
  double tolerance = 0;

  /// Whether `length` is the published optimal length, to its printed rounding.
  bool matches(double length) const noexcept { return std::abs(length - optimal) <= tolerance; }
};

namespace movingai_detail {
[[noreturn]] inline void fail(std::string const& file, int line, std::string const& what) {
  throw format_error(file + ":" + std::to_string(line) + ": " + what);
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
inline int parse_count(std::string const& text, std::string const& file, int line, char const* what) {
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
// The rounding of a published length as printed: half a unit of its last
// decimal, and at least half a unit of its sixth significant digit (the
// files print six significant digits, "3892.6", "239", or a fixed number of
// decimals, "244.95"); plus 1e-6 of the length, for the error the published
// figures carry beyond that rounding (up to 1e-8 of the length on the maps
// measured).
inline double printed_rounding(std::string const& text, double value) {
  std::size_t const point = text.find('.');
  double tol = 0;
  if (text.find_first_of("eE") != std::string::npos) return 1e-5 * value + 1e-9;
  if (point != std::string::npos) tol = 0.5 * std::pow(10.0, -static_cast<double>(text.size() - point - 1));
  double const sixth = value > 0 ? 0.5 * std::pow(10.0, std::floor(std::log10(value)) - 5) : 0.0;
  return std::max(tol, sixth) + 1e-6 * value;
}
inline std::ifstream open_file(std::string const& file) {
  std::ifstream in(file);
  if (!in) throw format_error(file + ": cannot open");
  return in;
}
}  // namespace movingai_detail

/// Reads a Moving AI map from `in`; `name` (the file) starts the messages.
inline map read_map(std::istream& in, std::string const& name) {
  using namespace movingai_detail;
  std::string line;
  int number = 0, width = 0, height = 0;
  bool typed = false;
  while (true) {
    if (!next_line(in, line, number)) fail(name, number, "the header ends before its 'map' line (type, height, width, map)");
    std::istringstream words(line);
    std::string key, value, extra;
    words >> key >> value >> extra;
    if (key == "map" && value.empty()) break;
    if (!extra.empty() || value.empty())
      fail(name, number, "expected 'type octile', 'height H', 'width W' or 'map', found '" + line + "'");
    if (key == "type") {
      if (value != "octile") fail(name, number, "map type '" + value + "': only octile maps are read");
      typed = true;
    } else if (key == "height") {
      height = parse_count(value, name, number, "the height");
    } else if (key == "width") {
      width = parse_count(value, name, number, "the width");
    } else {
      fail(name, number, "unknown header line '" + line + "'");
    }
  }
  if (!typed) fail(name, number, "no 'type octile' line before 'map'");
  if (height <= 0 || width <= 0) fail(name, number, "no positive 'height' and 'width' before 'map'");
  if (static_cast<long long>(width) * height > 100'000'000)
    fail(name, number, "a map of " + std::to_string(width) + " x " + std::to_string(height) + " cells is too large");
  map m(width, height);
  for (int y = 0; y < height; ++y) {
    if (!next_line(in, line, number))
      fail(name, number, "the map has " + std::to_string(y) + " rows, its header says " + std::to_string(height));
    if (line.size() != static_cast<std::size_t>(width))
      fail(name, number, "row " + std::to_string(y) + " has " + std::to_string(line.size()) +
                             " cells, the header says " + std::to_string(width));
    for (int x = 0; x < width; ++x) {
      char const c = line[static_cast<std::size_t>(x)];
      int const open = map::open_character(c);
      if (open < 0)
        fail(name, number, "column " + std::to_string(x) + ": '" + std::string(1, c) +
                               "' is not a map character ('.' 'G' 'S' open; '@' 'O' 'T' 'W' '#' walls)");
      m.set_open(cell{x, y}, open == 1);
    }
  }
  while (next_line(in, line, number))
    if (!blank(line)) fail(name, number, "text after the map's last row");
  return m;
}

/// Reads a Moving AI .map file.
inline map read_map(std::string const& file) {
  std::ifstream in = movingai_detail::open_file(file);
  return read_map(in, file);
}

/// Reads a Moving AI scenario for `m` from `in`; `name` starts the messages.
/// Every query's width and height must be the map's, its ends open cells.
inline std::vector<scenario_query> read_scenario(std::istream& in, std::string const& name, map const& m) {
  using namespace movingai_detail;
  std::vector<scenario_query> out;
  std::string line;
  int number = 0;
  while (next_line(in, line, number)) {
    if (blank(line)) continue;
    std::istringstream words(line);
    std::vector<std::string> f;
    for (std::string w; words >> w;) f.push_back(w);
    if (out.empty() && f[0] == "version") continue;
    if (f.size() != 9)
      fail(name, number, "expected 9 fields (bucket map width height sx sy gx gy length), found " +
                             std::to_string(f.size()));
    scenario_query q;
    q.line = number;
    q.bucket = parse_count(f[0], name, number, "the bucket");
    int const w = parse_count(f[2], name, number, "the width");
    int const h = parse_count(f[3], name, number, "the height");
    if (w != m.width() || h != m.height())
      fail(name, number, "a query for a " + std::to_string(w) + " x " + std::to_string(h) + " map (" + f[1] +
                             "), but the map is " + std::to_string(m.width()) + " x " + std::to_string(m.height()));
    q.start = cell{parse_count(f[4], name, number, "the start x"), parse_count(f[5], name, number, "the start y")};
    q.goal = cell{parse_count(f[6], name, number, "the goal x"), parse_count(f[7], name, number, "the goal y")};
    for (auto [c, what] : {std::tuple{q.start, "start"}, std::tuple{q.goal, "goal"}})
      if (!m.open(c))
        fail(name, number, std::string("the ") + what + " (" + std::to_string(c.x) + ", " + std::to_string(c.y) +
                               ") is " + (m.inside(c) ? "a wall" : "outside the map"));
    std::size_t used = 0;
    try {
      q.optimal = std::stod(f[8], &used);
    } catch (std::exception const&) {
      used = 0;
    }
    if (used != f[8].size() || !(q.optimal >= 0) || !std::isfinite(q.optimal))
      fail(name, number, "the optimal length is '" + f[8] + "', not a number >= 0");
    q.tolerance = printed_rounding(f[8], q.optimal);
    out.push_back(q);
  }
  if (out.empty()) fail(name, number, "no queries");
  return out;
}

/// Reads a Moving AI .map.scen file for `m`.
inline std::vector<scenario_query> read_scenario(std::string const& file, map const& m) {
  std::ifstream in = movingai_detail::open_file(file);
  return read_scenario(in, file, m);
}

}  // namespace seek::grid
