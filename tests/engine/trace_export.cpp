// Tests for seek/trace/tree.hpp, dot.hpp, svg.hpp and jsonl.hpp: the tree a
// search_tree records from dfs on a small tree (kinds by hand), its DOT text,
// its SVG (nodes, colours, a tidy layout) and the JSON-lines log.
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/trace.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/operations.hpp>

#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "trees.hpp"

namespace {
using seek_test::small_tree;

// "s" + the number (not operator+, over which g++ 12 warns -Wrestrict).
std::string label(int x) {
  std::string s = "s";
  s += std::to_string(x);
  return s;
}

seek::search_tree<int> record_small(bool depth_bound) {
  seek::search_tree<int> tree(label, [](int x) { return x == 4; });
  if (depth_bound)
    (void)ranges::distance(seek::dfs(0, seek::depth_limited(std::cref(small_tree), 2), seek::traced_by(tree)));
  else
    (void)ranges::distance(seek::dfs(0, std::cref(small_tree), seek::traced_by(tree)));
  return tree;
}
}  // namespace

TEST_CASE("search_tree: the nodes and kinds of dfs on a small tree") {
  auto tree = record_small(false);
  auto const& n = tree.nodes();
  REQUIRE(n.size() == 6);
  std::vector<std::string> labels;
  std::vector<seek::node_kind> kinds;
  for (auto const& x : n) {
    labels.push_back(x.label);
    kinds.push_back(x.kind);
    CHECK(x.yielded);
  }
  CHECK(labels == std::vector<std::string>{"s0", "s1", "s3", "s4", "s5", "s2"});
  using k = seek::node_kind;
  CHECK(kinds == std::vector<k>{k::inner, k::inner, k::dead_end, k::solution, k::dead_end, k::dead_end});
  CHECK(n[4].parent == 4);
  CHECK(n[4].depth == 3);
  CHECK(!tree.truncated());
}

TEST_CASE("search_tree: nodes at a depth bound stay open, and a cap truncates") {
  auto tree = record_small(true);
  REQUIRE(tree.nodes().size() == 5);  // 5 is below the bound
  CHECK(tree.nodes()[3].label == "s4");
  CHECK(tree.nodes()[3].kind == seek::node_kind::solution);
  CHECK(tree.nodes()[2].kind == seek::node_kind::open);  // s3 at depth 2: not expanded
  seek::search_tree<int> capped([](int x) { return std::to_string(x); }, {}, 3);
  (void)ranges::distance(seek::bfs(0, std::cref(small_tree), seek::traced_by(capped)));
  CHECK(capped.nodes().size() == 3);
  CHECK(capped.truncated());
}

TEST_CASE("write_dot: one node per state, coloured by kind, one edge per parent") {
  std::string const dot = seek::to_dot(record_small(false), "small");
  CHECK(dot.starts_with("digraph \"small\" {\n"));
  CHECK(dot.ends_with("}\n"));
  CHECK(dot.find("  n1 [label=\"s0\", fillcolor=\"#9ecae1\", tooltip=\"inner\"];\n") != std::string::npos);
  CHECK(dot.find("  n4 [label=\"s4\", fillcolor=\"#2ca02c\", tooltip=\"solution\", fontcolor=\"#ffffff\"];\n") !=
        std::string::npos);
  CHECK(dot.find("  n3 [label=\"s3\", fillcolor=\"#d62728\", tooltip=\"dead end\", fontcolor=\"#ffffff\"];\n") !=
        std::string::npos);
  for (char const* edge : {"n1 -> n2;", "n2 -> n3;", "n2 -> n4;", "n4 -> n5;", "n1 -> n6;"})
    CHECK(dot.find(edge) != std::string::npos);
  CHECK(std::count(dot.begin(), dot.end(), '>') == 5);  // five edges, no other '>'
}

TEST_CASE("write_dot: labels are escaped") {
  seek::search_tree<int> tree([](int) { return std::string("a \"quoted\"\\ label\nline 2"); });
  (void)ranges::distance(seek::dfs(0, [](int) { return std::vector<int>{}; }, seek::traced_by(tree)));
  CHECK(seek::to_dot(tree).find("label=\"a \\\"quoted\\\"\\\\ label\\nline 2\"") != std::string::npos);
}

TEST_CASE("write_svg: the nodes of a known tree, their colours, and a tidy layout") {
  std::string const svg = seek::to_svg(record_small(false));
  std::regex const circle(
      R"re(<circle class="node ([a-z_]+)" data-id="(\d+)" cx="([0-9.]+)" cy="([0-9.]+)" r="[0-9.]+" fill="(#[0-9a-f]{6})")re");
  struct drawn {
    std::string kind, fill;
    double x, y;
  };
  std::map<int, drawn> nodes;
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), circle); it != std::sregex_iterator(); ++it)
    nodes[std::stoi((*it)[2])] = drawn{(*it)[1], (*it)[5], std::stod((*it)[3]), std::stod((*it)[4])};
  REQUIRE(nodes.size() == 6);
  CHECK(nodes[1].kind == "inner");
  CHECK(nodes[3].kind == "dead_end");
  CHECK(nodes[3].fill == "#d62728");
  CHECK(nodes[4].kind == "solution");
  CHECK(nodes[4].fill == "#2ca02c");
  CHECK(nodes[6].kind == "dead_end");
  // Rows by depth; leaves s3, s5, s2 left to right; parents centred.
  CHECK(nodes[1].y < nodes[2].y);
  CHECK(nodes[3].y == nodes[4].y);
  CHECK(nodes[3].x < nodes[5].x);
  CHECK(nodes[5].x < nodes[6].x);
  CHECK(nodes[4].x == nodes[5].x);                            // s4 over its only child
  CHECK(nodes[2].x == (nodes[3].x + nodes[4].x) / 2);          // s1 between s3 and s4
  CHECK(nodes[1].x == (nodes[2].x + nodes[6].x) / 2);          // s0 between s1 and s2
  CHECK(svg.find("<line ") != std::string::npos);
  CHECK(std::count(svg.begin(), svg.end(), '\n') > 10);
  CHECK(svg.find("s4 (solution, node 4)") != std::string::npos);  // the tooltip
}

TEST_CASE("svg_picture_size: the size write_svg draws, a column a leaf and a row a level") {
  auto const tree = record_small(false);  // three leaves (s3, s5, s2), four levels
  seek::svg_options o;
  o.column_width = 200;
  seek::svg_size const size = seek::svg_picture_size(tree, o);
  CHECK(size.width == 2 * 20 + 3 * 200);     // margins and three columns
  CHECK(size.height == 2 * 20 + 28 + 4 * 48);  // margins, the legend and four rows
  std::ostringstream out;
  seek::write_svg(out, tree, o);
  CHECK(out.str().find(R"(width="640" height="260")") != std::string::npos);
  o.column_width = 36;  // narrow: the picture keeps the legend's width
  CHECK(seek::svg_picture_size(tree, o).width == 420);
}

TEST_CASE("tree_layout: a chain a million nodes deep, without recursion") {
  seek::search_tree<int> tree({}, {}, 1'000'000);
  auto chain = [](int x) { return x + 1 < 1'000'000 ? std::vector<int>{x + 1} : std::vector<int>{}; };
  (void)ranges::distance(seek::dfs(0, chain, seek::traced_by(tree)));
  auto const at = seek::tree_layout(tree);
  REQUIRE(at.size() == 1'000'000);
  CHECK(at.back().row == 999'999);
  CHECK(at.front().column == 0);
}

TEST_CASE("jsonl_tracer: one JSON object a line per event") {
  std::ostringstream out;
  seek::jsonl_tracer<int> log(out, label);
  seek_test::explicit_tree const two{{{1}, {}}};
  (void)ranges::distance(seek::bfs(0, std::cref(two), seek::traced_by(log)));
  CHECK(out.str() ==
        "{\"event\":\"pass\",\"number\":1}\n"
        "{\"event\":\"generated\",\"id\":1,\"parent\":0,\"depth\":0,\"label\":\"s0\"}\n"
        "{\"event\":\"yield\",\"id\":1,\"parent\":0,\"depth\":0}\n"
        "{\"event\":\"expand\",\"id\":1,\"parent\":0,\"depth\":0}\n"
        "{\"event\":\"generated\",\"id\":2,\"parent\":1,\"depth\":1,\"label\":\"s1\"}\n"
        "{\"event\":\"yield\",\"id\":2,\"parent\":1,\"depth\":1}\n"
        "{\"event\":\"expand\",\"id\":2,\"parent\":1,\"depth\":1}\n"
        "{\"event\":\"dead_end\",\"id\":2,\"parent\":1,\"depth\":1}\n"
        "{\"event\":\"finish\",\"reason\":\"exhausted\",\"nodes\":2}\n");
}
