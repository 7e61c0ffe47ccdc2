// seek/trace/svg.hpp: a recorded search tree (seek::search_tree) as a
// self-contained SVG picture, laid out here, without Graphviz: depth down
// the page, leaves side by side in the order of the tree (children in the
// order they were generated), each parent centred over its first and last
// child (a simple tidy layout: no two subtrees overlap, a parent is never
// left of its first child). Each node is a circle filled by its kind
// (solution green, dead end red, pruned grey, open white, inner blue) with
// its label under it (shortened; the whole label and the kind in a
// tooltip), and a legend. Every node circle has class "node KIND" and
// data-id, so that tests and scripts can read the picture back.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <ostream>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <seek/trace/tree.hpp>

namespace seek {

/// Where write_svg puts a node: column (leaves at 0, 1, 2, ...; a parent
/// between its children) and row (the depth).
struct tree_position {
  double column = 0;
  std::size_t row = 0;
};

/// The tidy layout of `tree`: one position per node, in the order of
/// tree.nodes(). Roots (and nodes whose parent was not recorded) are laid
/// out side by side, in the order they were generated. No recursion: a tree
/// a million nodes deep is laid out on the heap.
template <class S>
std::vector<tree_position> tree_layout(search_tree<S> const& tree) {
  auto const& nodes = tree.nodes();
  std::size_t const n = nodes.size();
  std::vector<std::vector<std::size_t>> children(n);
  std::vector<std::size_t> roots;
  for (std::size_t i = 0; i < n; ++i) {
    std::uint64_t const p = nodes[i].parent;
    if (p >= 1 && p <= n && p - 1 < i)
      children[p - 1].push_back(i);
    else
      roots.push_back(i);
  }
  std::vector<tree_position> at(n);
  // Leaves get columns in preorder.
  double next_leaf = 0;
  std::vector<std::size_t> stack(roots.rbegin(), roots.rend());
  while (!stack.empty()) {
    std::size_t const i = stack.back();
    stack.pop_back();
    at[i].row = nodes[i].depth;
    if (children[i].empty()) at[i].column = next_leaf++;
    for (auto it = children[i].rbegin(); it != children[i].rend(); ++it) stack.push_back(*it);
  }
  // A parent's id is smaller than its children's: from the last node back,
  // every child is placed before its parent.
  for (std::size_t i = n; i-- > 0;)
    if (!children[i].empty()) at[i].column = (at[children[i].front()].column + at[children[i].back()].column) / 2;
  return at;
}

namespace detail {
inline std::string escape_xml(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      default:
        if (static_cast<unsigned char>(c) >= 0x20 || c == '\t') out += c;
    }
  }
  return out;
}
// At most `n` characters of a label (UTF-8 sequences kept whole), with an
// ellipsis when shortened.
inline std::string shorten(std::string_view s, std::size_t n) {
  if (s.size() <= n) return std::string(s);
  std::size_t end = n;
  while (end > 0 && (static_cast<unsigned char>(s[end]) & 0xC0) == 0x80) --end;
  return std::string(s.substr(0, end)) + "\u2026";
}
inline constexpr node_kind all_kinds[] = {node_kind::solution, node_kind::dead_end, node_kind::pruned,
                                          node_kind::open, node_kind::inner};
}  // namespace detail

/// Options of write_svg: the spacing of the layout and the longest label
/// drawn in full (longer ones are shortened; the tooltip has them whole).
struct svg_options {
  double column_width = 36;
  double row_height = 48;
  double radius = 7;
  std::size_t label_chars = 8;
  std::string_view title = "search tree";
};

/// The size in pixels of a picture write_svg draws.
struct svg_size {
  double width = 0;
  double height = 0;
};

namespace detail {
inline constexpr double svg_margin = 20, svg_legend = 28;
inline svg_size svg_size_of(std::vector<tree_position> const& at, svg_options const& o) {
  double columns = 1;
  std::size_t rows = 1;
  for (tree_position const& p : at) {
    columns = std::max(columns, p.column + 1);
    rows = std::max(rows, p.row + 1);
  }
  return {std::max(2 * svg_margin + columns * o.column_width, 420.0),
          2 * svg_margin + svg_legend + static_cast<double>(rows) * o.row_height};
}
}  // namespace detail

/// The size of the picture write_svg(out, tree, o) draws: a caller can
/// record fewer nodes when it is too big for a renderer (a picture tens of
/// thousands of pixels wide is drawn by few).
template <class S>
svg_size svg_picture_size(search_tree<S> const& tree, svg_options const& o = {}) {
  return detail::svg_size_of(tree_layout(tree), o);
}

/// Writes `tree` to `out` as a self-contained SVG document.
template <class S>
void write_svg(std::ostream& out, search_tree<S> const& tree, svg_options const& o = {}) {
  auto const& nodes = tree.nodes();
  std::vector<tree_position> const at = tree_layout(tree);
  double const margin = detail::svg_margin, legend = detail::svg_legend;
  auto const [width, height] = detail::svg_size_of(at, o);
  auto x = [&](std::size_t i) { return margin + (at[i].column + 0.5) * o.column_width; };
  auto y = [&](std::size_t i) { return margin + legend + (static_cast<double>(at[i].row) + 0.5) * o.row_height; };

  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\"" << height
      << "\" viewBox=\"0 0 " << width << ' ' << height << "\" font-family=\"Helvetica, Arial, sans-serif\">\n";
  out << "<title>" << detail::escape_xml(o.title) << "</title>\n";
  out << "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
  // The legend: one swatch per kind.
  double lx = margin;
  for (node_kind k : detail::all_kinds) {
    out << "<circle class=\"legend\" cx=\"" << lx + o.radius << "\" cy=\"" << margin << "\" r=\"" << o.radius
        << "\" fill=\"" << detail::kind_colour(k) << "\" stroke=\"#333333\"/>";
    out << "<text x=\"" << lx + 2 * o.radius + 4 << "\" y=\"" << margin + 4 << "\" font-size=\"11\">"
        << to_string(k) << "</text>\n";
    lx += 80;
  }
  // Edges under the nodes.
  out << "<g stroke=\"#666666\" stroke-width=\"1\">\n";
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    std::uint64_t const p = nodes[i].parent;
    if (p >= 1 && p - 1 < i)
      out << "<line x1=\"" << x(p - 1) << "\" y1=\"" << y(p - 1) << "\" x2=\"" << x(i) << "\" y2=\"" << y(i)
          << "\"/>\n";
  }
  out << "</g>\n";
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    tree_node const& n = nodes[i];
    std::string const kind(to_string(n.kind));
    std::string css = kind;
    std::replace(css.begin(), css.end(), ' ', '_');
    out << "<g><title>" << detail::escape_xml(n.label) << " (" << kind << ", node " << n.id << ")</title>";
    out << "<circle class=\"node " << css << "\" data-id=\"" << n.id << "\" cx=\"" << x(i) << "\" cy=\"" << y(i)
        << "\" r=\"" << o.radius << "\" fill=\"" << detail::kind_colour(n.kind) << "\" stroke=\"#333333\"/>";
    if (!n.label.empty())
      out << "<text x=\"" << x(i) << "\" y=\"" << y(i) + o.radius + 11 << "\" font-size=\"9\" text-anchor=\"middle\">"
          << detail::escape_xml(detail::shorten(n.label, o.label_chars)) << "</text>";
    out << "</g>\n";
  }
  out << "</svg>\n";
}

/// `tree` as SVG text (see write_svg).
template <class S>
std::string to_svg(search_tree<S> const& tree, svg_options const& o = {}) {
  std::ostringstream out;
  write_svg(out, tree, o);
  return std::move(out).str();
}

}  // namespace seek
