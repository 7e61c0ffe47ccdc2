// Writes the search tree of dfs on a small tree (tests/engine/trace_export.cpp
// has the same one), recorded by seek::search_tree, as DOT (`dot`), SVG
// (`svg`) or a JSON-lines log (`jsonl`) on standard output, for
// check_exports.py to read back with other tools.
//
//      0            kinds: 0, 1 inner; 3, 5, 2 dead ends; 4 a solution;
//     / \ .         under `bounded` (depth_limited 2): 3 open, 5 absent.
//    1   2
//   / \ .
//  3   4
//      |
//      5
#include <seek/seek.hpp>

#include <iostream>
#include <string>
#include <string_view>
#include <vector>

int main(int argc, char** argv) {
  std::string_view const format = argc > 1 ? argv[1] : "";
  bool const bounded = argc > 2 && std::string_view(argv[2]) == "bounded";
  std::vector<std::vector<int>> const children{{1, 2}, {3, 4}, {}, {}, {5}, {}};
  auto next = [&](int x) -> std::vector<int> const& { return children[static_cast<std::size_t>(x)]; };
  auto label = [](int x) {
    std::string s = "s";
    s += std::to_string(x);
    return s;
  };
  if (format == "jsonl") {
    seek::jsonl_tracer<int> log(std::cout, label);
    for (int x : seek::dfs(0, next, seek::traced_by(log))) (void)x;
    return 0;
  }
  seek::search_tree<int> tree(label, [](int x) { return x == 4; });
  if (bounded)
    for (int x : seek::dfs(0, seek::depth_limited(next, 2), seek::traced_by(tree))) (void)x;
  else
    for (int x : seek::dfs(0, next, seek::traced_by(tree))) (void)x;
  if (format == "dot") {
    seek::write_dot(std::cout, tree, "small");
  } else if (format == "svg") {
    seek::write_svg(std::cout, tree);
  } else {
    std::cerr << "usage: export_tree dot|svg|jsonl [bounded]\n";
    return 2;
  }
}
