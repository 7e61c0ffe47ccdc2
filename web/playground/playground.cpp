// playground.cpp: the playground's engine, compiled to WebAssembly by
// scripts/web.sh (Emscripten). A C interface the page calls through
// Module.ccall: each call runs one search (grid_runs.hpp) and leaves
// its result in a buffer the page reads before the next call.
#include <cstdint>
#include <string>
#include <vector>

#include <emscripten/emscripten.h>

#include "grid_runs.hpp"
#include "sudoku_runs.hpp"

namespace {
std::vector<std::int32_t> grid_out;
std::string text_out;

void json_string(std::string& out, std::string const& s) {
  out += '"';
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  out += '"';
}
}  // namespace

extern "C" {

/// Runs strategy `which` (0 dfs, 1 bfs, 2 best_first, 3 beam, 4 dijkstra,
/// 5 astar, 6 iddfs, 7 ida_star) on the map; returns the address of int32s:
/// nodes, expanded, frontier, yielded, pruned, passes, path length, number of
/// expanded cells recorded, then those cells, then the path's cells. Null for
/// a map without S and G.
EMSCRIPTEN_KEEPALIVE std::int32_t const* pg_grid(int which, int width, int height, char const* cells) {
  playground::grid_map const m(width, height, cells);
  if (!m.valid()) return nullptr;
  auto const r = playground::run_grid(m, which);
  auto const& s = r.stats;
  grid_out.assign({static_cast<std::int32_t>(s.nodes), static_cast<std::int32_t>(s.expanded),
                   static_cast<std::int32_t>(s.frontier), static_cast<std::int32_t>(s.yielded),
                   static_cast<std::int32_t>(s.pruned), static_cast<std::int32_t>(s.passes),
                   static_cast<std::int32_t>(r.path.size()), static_cast<std::int32_t>(r.expanded.size())});
  grid_out.insert(grid_out.end(), r.expanded.begin(), r.expanded.end());
  grid_out.insert(grid_out.end(), r.path.begin(), r.path.end());
  return grid_out.data();
}

/// Searches a sudoku with dfs (bfs = 0) or bfs to its first solution; returns
/// JSON: {"error", "nodes", "expanded", "dead_ends", "frontier", "depth",
/// "solution", "boards": [...], "parents": [...]}.
EMSCRIPTEN_KEEPALIVE char const* pg_sudoku(char const* puzzle, int bfs, int cap, int max_nodes) {
  auto const r = playground::run_sudoku(puzzle, bfs ? "bfs" : "dfs", static_cast<std::size_t>(cap),
                                        static_cast<std::uint64_t>(max_nodes));
  text_out = "{\"error\":";
  json_string(text_out, r.error);
  text_out += ",\"nodes\":" + std::to_string(r.stats.nodes) + ",\"expanded\":" + std::to_string(r.stats.expanded) +
              ",\"dead_ends\":" + std::to_string(r.stats.failures) + ",\"frontier\":" +
              std::to_string(r.stats.frontier) + ",\"depth\":" + std::to_string(r.stats.depth) + ",\"solution\":";
  json_string(text_out, r.solution);
  text_out += ",\"boards\":[";
  for (std::size_t i = 0; i < r.boards.size(); ++i) {
    if (i) text_out += ',';
    json_string(text_out, r.boards[i]);
  }
  text_out += "],\"parents\":[";
  for (std::size_t i = 0; i < r.parents.size(); ++i) text_out += (i ? "," : "") + std::to_string(r.parents[i]);
  text_out += "]}";
  return text_out.c_str();
}

/// The logical solver's next step for the puzzle, in words.
EMSCRIPTEN_KEEPALIVE char const* pg_hint(char const* puzzle) {
  text_out = playground::sudoku_hint(puzzle);
  return text_out.c_str();
}
}
