#include "options.hpp"

#include <algorithm>

#include "signals.hpp"

namespace seek_sudoku {

char const* to_string(strategy s) noexcept {
  switch (s) {
    case strategy::first_empty: return "first-empty";
    case strategy::fewest: return "fewest";
    case strategy::propagate: return "propagate";
  }
  return "?";
}

char const* to_string(order o) noexcept { return o == order::bfs ? "bfs" : "dfs"; }

std::uint64_t frontier_limit(search_bounds const& b, std::size_t state_bytes) noexcept {
  if (b.max_frontier != 0) return b.max_frontier;
  std::uint64_t const fit = frontier_budget_bytes / std::max<std::size_t>(state_bytes, 1);
  return std::clamp<std::uint64_t>(fit, 1, default_frontier_cap);
}

seek::limits to_limits(search_bounds const& b, std::size_t state_bytes) {
  seek::limits lim;
  if (b.max_nodes != 0) lim.nodes = b.max_nodes;
  lim.frontier = frontier_limit(b, state_bytes);
  lim.time = b.timeout;
  lim.cancel = interruption();  // Ctrl-C stops the search as a limit does
  lim.progress = b.progress;
  return lim;
}

}  // namespace seek_sudoku
