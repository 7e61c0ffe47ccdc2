#include <seek/seek.hpp>

#include <range/v3/view/filter.hpp>

#include <cstdlib>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

namespace {
// Every binary string of length 3 is a leaf of this tree: there are 8.
bool count_leaves() {
  auto next = [](std::vector<int> const& s) {
    std::vector<std::vector<int>> out;
    if (s.size() < 3)
      for (int bit : {0, 1}) {
        out.push_back(s);
        out.back().push_back(bit);
      }
    return out;
  };
  int count = 0;
  for (auto const& s : seek::dfs(std::vector<int>{}, next)) count += s.size() == 3;
  std::cout << count << '\n';
  return count == 8;
}

// A weighted maze: entering a cell costs its digit ('#' is a wall). A* with
// the Manhattan distance (every cell costs at least 1) finds the cheapest
// path from the top left to the bottom right, and prints it; dijkstra must
// agree on its cost.
bool solve_maze() {
  std::vector<std::string> const maze{"1119111",
                                      "9#91#91",
                                      "1119111",
                                      "1#####1",
                                      "1111191"};
  int const rows = static_cast<int>(maze.size()), cols = static_cast<int>(maze[0].size());
  using cell = std::pair<int, int>;  // row * cols + col, kept as a pair for printing
  auto key = [cols](cell const& c) { return c.first * cols + c.second; };
  auto next = [&](cell const& c) {
    std::vector<std::pair<cell, int>> out;
    for (auto [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
      int const r = c.first + dr, k = c.second + dc;
      if (r < 0 || r >= rows || k < 0 || k >= cols) continue;
      char const ch = maze[static_cast<std::size_t>(r)][static_cast<std::size_t>(k)];
      if (ch != '#') out.emplace_back(cell{r, k}, ch - '0');
    }
    return out;
  };
  cell const goal{rows - 1, cols - 1};
  auto h = [&](cell const& c) { return std::abs(goal.first - c.first) + std::abs(goal.second - c.second); };
  auto at_goal = [&](cell const& c) { return c == goal; };
  auto by = seek::seen_by(key);
  int astar_cost = -1, dijkstra_cost = -2;
  for (auto const& node :
       seek::with_paths(seek::astar, cell{0, 0}, next, h, by) | ranges::views::filter(at_goal) | seek::first(1)) {
    astar_cost = node.cost();
    std::cout << "astar: cost " << node.cost() << ", path";
    for (auto const& [r, c] : node.path()) std::cout << " (" << r << ',' << c << ')';
    std::cout << '\n';
  }
  auto dijkstra = seek::dijkstra(cell{0, 0}, next, by);
  for (auto it = dijkstra.begin(); it != dijkstra.end(); ++it)
    if (at_goal(*it)) {
      dijkstra_cost = it.cost();
      break;
    }
  return astar_cost == dijkstra_cost;
}
}  // namespace

int main() { return count_leaves() && solve_maze() ? 0 : 1; }
