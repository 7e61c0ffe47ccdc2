// seek/sudoku/logic/show.hpp: a step drawn on its board, for a terminal
// (ANSI colours) or a file (SVG).
//
// Both show every cell with its candidates, the step's pattern (its cells,
// and for chains their nodes: green when true, orange when false), the
// candidates it removes (red) and the digits it places (green, in a filled
// circle in SVG). The SVG is self-contained, with a title naming the step,
// and scales with the board (4x4 to 25x25 read well).
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include <seek/sudoku/logic/candidates.hpp>
#include <seek/sudoku/logic/marks.hpp>
#include <seek/sudoku/logic/step.hpp>

namespace seek::sudoku {

namespace detail {
// What a candidate is in a step: 0 nothing, 1 true in a chain (or the
// placed digit), 2 false in a chain (or in the pattern), 3 removed.
template <int N>
std::vector<unsigned char> candidate_roles(step const& s) {
  constexpr int S = N * N;
  std::vector<unsigned char> role(static_cast<std::size_t>(S * S * S), 0);
  auto at = [&](int c, int d) -> unsigned char& { return role[static_cast<std::size_t>(c * S + d - 1)]; };
  for (int c : s.cells)
    for (int d = 1; d <= S; ++d)
      if ((s.digits >> (d - 1)) & 1u) at(c, d) = 2;
  for (auto const& ch : s.chains)
    for (auto const& n : ch.nodes) at(n.cell, n.digit) = n.on ? 1 : 2;
  for (auto const& e : s.excluded) at(e.cell, e.digit) = 2;
  for (auto const& e : s.eliminations) at(e.cell, e.digit) = 3;
  for (auto const& p : s.placements) at(p.cell, p.digit) = 1;
  return role;
}

inline std::string xml_escape(std::string const& t) {
  std::string out;
  for (char ch : t) {
    if (ch == '<') out += "&lt;";
    else if (ch == '>') out += "&gt;";
    else if (ch == '&') out += "&amp;";
    else out += ch;
  }
  return out;
}
}  // namespace detail

/// The board `g` with step `s` marked, as text with ANSI colours for a
/// terminal: removed candidates red, placed digits green, the pattern's
/// candidates yellow (true chain nodes green). Without `colour`, the same
/// marks as brackets: [5] placed or true, (5) pattern, -5- removed.
template <int N>
std::string to_ansi(candidate_grid<N> const& g, step const& s, bool colour = true) {
  constexpr int S = N * N;
  auto const role = detail::candidate_roles<N>(s);
  auto cell_text = [&](int c, bool plain_only) {
    std::string t, plain;
    if (g.value(c) != 0) {
      plain = std::string(1, detail::digit_char(g.value(c)));
      return std::pair{plain_only ? plain : (colour ? "\x1b[1m" + plain + "\x1b[0m" : plain), plain.size()};
    }
    for (int d = 1; d <= S; ++d) {
      if (!g.has(c, d)) continue;
      char const ch = detail::digit_char(d);
      unsigned char const r = role[static_cast<std::size_t>(c * S + d - 1)];
      std::string mark(1, ch);
      if (!colour) {
        if (r == 1) mark = "[" + mark + "]";
        else if (r == 2) mark = "(" + mark + ")";
        else if (r == 3) mark = "-" + mark + "-";
      } else if (r == 1) {
        mark = "\x1b[1;32m" + mark + "\x1b[0m";
      } else if (r == 2) {
        mark = "\x1b[33m" + mark + "\x1b[0m";
      } else if (r == 3) {
        mark = "\x1b[1;31m" + mark + "\x1b[0m";
      }
      t += mark;
      plain += colour ? std::string(1, ch) : mark;
    }
    return std::pair{plain_only ? plain : t, plain.size()};
  };
  std::vector<std::size_t> width(static_cast<std::size_t>(S), 1);
  for (int c = 0; c < S * S; ++c) width[static_cast<std::size_t>(c % S)] = std::max(width[static_cast<std::size_t>(c % S)], cell_text(c, true).second);
  std::string out = to_string(s) + "\n";
  std::string rule;
  for (int col = 0; col < S; ++col) {
    if (col && col % N == 0) rule += "+-";
    rule += std::string(width[static_cast<std::size_t>(col)] + (col + 1 < S ? 1 : 0), '-');
  }
  for (int row = 0; row < S; ++row) {
    if (row && row % N == 0) out += rule + '\n';
    std::string line;
    for (int col = 0; col < S; ++col) {
      if (col && col % N == 0) line += "| ";
      auto [t, len] = cell_text(row * S + col, false);
      line += t;
      if (col + 1 < S) line += std::string(width[static_cast<std::size_t>(col)] - len + 1, ' ');
    }
    out += line + '\n';
  }
  return out;
}

/// The board `g` with step `s` marked, as a self-contained SVG picture.
template <int N>
std::string to_svg(candidate_grid<N> const& g, step const& s) {
  constexpr int S = N * N;
  int const cell = S <= 9 ? 48 : S <= 16 ? 40 : 32;
  int const margin = 8, title_h = 28;
  int const side = S * cell;
  int const w = side + 2 * margin, h = side + 2 * margin + title_h;
  auto const role = detail::candidate_roles<N>(s);
  auto num = [](double x) {
    std::string t = std::to_string(static_cast<int>(x * 10 + (x >= 0 ? 0.5 : -0.5)));
    if (t.size() == 1) t = "0" + t;
    return t.substr(0, t.size() - 1) + "." + t.back();
  };
  std::string o = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(w) + "\" height=\"" +
                  std::to_string(h) + "\" viewBox=\"0 0 " + std::to_string(w) + " " + std::to_string(h) +
                  "\" font-family=\"sans-serif\">\n";
  o += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  o += "<text x=\"" + std::to_string(margin) + "\" y=\"19\" font-size=\"14\">" + detail::xml_escape(title(s) + ", " + rating_text(s.rating)) + "</text>\n";
  int const top = margin + title_h;
  auto cx = [&](int c) { return margin + (c % S) * cell; };
  auto cy = [&](int c) { return top + (c / S) * cell; };
  // Pattern cells shaded.
  std::vector<char> in_pattern(static_cast<std::size_t>(S * S), 0);
  for (int c : s.cells) in_pattern[static_cast<std::size_t>(c)] = 1;
  for (auto const& ch : s.chains)
    for (auto const& n : ch.nodes) in_pattern[static_cast<std::size_t>(n.cell)] = 1;
  for (int c = 0; c < S * S; ++c)
    if (in_pattern[static_cast<std::size_t>(c)])
      o += "<rect x=\"" + std::to_string(cx(c)) + "\" y=\"" + std::to_string(cy(c)) + "\" width=\"" + std::to_string(cell) +
           "\" height=\"" + std::to_string(cell) + "\" fill=\"#e3f0ff\"/>\n";
  // Where candidate d of cell c is drawn.
  double const sub = static_cast<double>(cell) / N;
  auto px = [&](int c, int d) { return cx(c) + ((d - 1) % N + 0.5) * sub; };
  auto py = [&](int c, int d) { return cy(c) + ((d - 1) / N + 0.5) * sub; };
  // Chain links, under the digits: solid from a false node to a true one
  // (a strong link), dashed from true to false (a weak link).
  for (auto const& ch : s.chains)
    for (auto const& n : ch.nodes)
      for (int p : n.parents) {
        auto const& a = ch.nodes[static_cast<std::size_t>(p)];
        o += "<line x1=\"" + num(px(a.cell, a.digit)) + "\" y1=\"" + num(py(a.cell, a.digit)) + "\" x2=\"" +
             num(px(n.cell, n.digit)) + "\" y2=\"" + num(py(n.cell, n.digit)) + "\" stroke=\"#3060c0\" stroke-width=\"1.5\"" +
             (n.on ? "" : " stroke-dasharray=\"4,3\"") + "/>\n";
      }
  // Digits and candidates.
  int const big = cell * 2 / 3, small = std::max(7, static_cast<int>(sub * 0.8));
  for (int c = 0; c < S * S; ++c) {
    if (g.value(c) != 0) {
      o += "<text x=\"" + num(cx(c) + cell / 2.0) + "\" y=\"" + num(cy(c) + cell * 0.72) + "\" font-size=\"" +
           std::to_string(big) + "\" text-anchor=\"middle\">" + std::string(1, detail::digit_char(g.value(c))) + "</text>\n";
      continue;
    }
    for (int d = 1; d <= S; ++d) {
      if (!g.has(c, d)) continue;
      unsigned char const r = role[static_cast<std::size_t>(c * S + d - 1)];
      char const* fill = r == 1 ? "#1a8a2a" : r == 2 ? "#d07000" : r == 3 ? "#d02020" : "#606060";
      if (r != 0)
        o += "<circle cx=\"" + num(px(c, d)) + "\" cy=\"" + num(py(c, d)) + "\" r=\"" + num(sub * 0.42) + "\" fill=\"" +
             (r == 1 ? "#c8f0c8" : r == 2 ? "#ffe0b0" : "#ffd0d0") + "\"/>\n";
      o += "<text x=\"" + num(px(c, d)) + "\" y=\"" + num(py(c, d) + small * 0.36) + "\" font-size=\"" +
           std::to_string(small) + "\" text-anchor=\"middle\" fill=\"" + fill + "\"" +
           (r == 3 ? " text-decoration=\"line-through\"" : "") + ">" + std::string(1, detail::digit_char(d)) + "</text>\n";
    }
  }
  // Grid lines: thin between cells, thick between boxes.
  for (int i = 0; i <= S; ++i) {
    char const* width = i % N == 0 ? "2" : "0.5";
    o += "<line x1=\"" + std::to_string(margin + i * cell) + "\" y1=\"" + std::to_string(top) + "\" x2=\"" +
         std::to_string(margin + i * cell) + "\" y2=\"" + std::to_string(top + side) + "\" stroke=\"black\" stroke-width=\"" +
         width + "\"/>\n";
    o += "<line x1=\"" + std::to_string(margin) + "\" y1=\"" + std::to_string(top + i * cell) + "\" x2=\"" +
         std::to_string(margin + side) + "\" y2=\"" + std::to_string(top + i * cell) + "\" stroke=\"black\" stroke-width=\"" +
         width + "\"/>\n";
  }
  return o + "</svg>\n";
}

}  // namespace seek::sudoku
