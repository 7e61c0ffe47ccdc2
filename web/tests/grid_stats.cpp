// grid_stats: the statistics of the playground's grid runs for one map, as
// JSON, from the same C++ as the WebAssembly build (web/playground/
// grid_runs.hpp) compiled natively. The browser test checks that the
// page shows these figures.
//
//   grid_stats WIDTH HEIGHT CELLS      (CELLS: the rows run together; '#' wall, 'S' start, 'G' goal)
#include <cstdlib>
#include <iostream>
#include <string>

#include "../playground/grid_runs.hpp"

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: grid_stats WIDTH HEIGHT CELLS\n";
    return 2;
  }
  playground::grid_map const m(std::atoi(argv[1]), std::atoi(argv[2]), argv[3]);
  if (!m.valid()) {
    std::cerr << "grid_stats: the cells are not WIDTH x HEIGHT with an S and a G\n";
    return 2;
  }
  std::cout << "{";
  for (int i = 0; i < playground::strategy_count; ++i) {
    auto const r = playground::run_grid(m, i);
    std::cout << (i ? ", " : "") << '"' << playground::strategy_names[i] << "\": {\"nodes\": " << r.stats.nodes
              << ", \"expanded\": " << r.stats.expanded << ", \"frontier\": " << r.stats.frontier
              << ", \"path\": " << r.path.size() << "}";
  }
  std::cout << "}\n";
}
