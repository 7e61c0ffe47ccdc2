// seek/trace/dot.hpp: a recorded search tree (seek::search_tree) as a
// Graphviz DOT digraph: one node per state, filled by its kind (solution
// green, dead end red, pruned grey, open white, inner blue), labelled by the
// tree's label function, with an edge from each parent. Open it with
// `dot -Tsvg tree.dot > tree.svg` or any DOT viewer; seek::write_svg
// (trace/svg.hpp) draws the same tree without Graphviz.
#pragma once

#include <ostream>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>

#include <seek/trace/tree.hpp>

namespace seek {

/// Writes `tree` to `out` as a DOT digraph named `name`.
template <class S>
void write_dot(std::ostream& out, search_tree<S> const& tree, std::string_view name = "search") {
  out << "digraph \"" << detail::escape_quoted(name, false) << "\" {\n";
  out << "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=10];\n";
  out << "  edge [arrowsize=0.6];\n";
  for (tree_node const& n : tree.nodes()) {
    out << "  n" << n.id << " [label=\"" << detail::escape_quoted(n.label, false) << "\", fillcolor=\""
        << detail::kind_colour(n.kind) << "\", tooltip=\"" << to_string(n.kind) << "\"";
    if (n.kind == node_kind::dead_end || n.kind == node_kind::solution) out << ", fontcolor=\"#ffffff\"";
    out << "];\n";
  }
  for (tree_node const& n : tree.nodes())
    if (n.parent != 0) out << "  n" << n.parent << " -> n" << n.id << ";\n";
  out << "}\n";
}

/// `tree` as DOT text (see write_dot).
template <class S>
std::string to_dot(search_tree<S> const& tree, std::string_view name = "search") {
  std::ostringstream out;
  write_dot(out, tree, name);
  return std::move(out).str();
}

}  // namespace seek
