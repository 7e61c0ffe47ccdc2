// Tutorial step 9: A*. seek::astar(root, next, h) is dijkstra ordered by
// cost + h(state), where h estimates the cost left to a goal. When h never
// overestimates and never drops by more than an edge costs (consistent), the
// first goal pulled is a cheapest one, and far fewer states are settled.
#include <cstdlib>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

#include <range/v3/view/filter.hpp>

#include <seek/seek.hpp>

struct cell {
  int row, col;
  bool operator==(cell const&) const = default;
};
template <>
struct std::hash<cell> {  // dijkstra and astar remember the states they reach
  std::size_t operator()(cell const& c) const noexcept { return std::hash<int>{}(c.row * 1000 + c.col); }
};

int main() {
  std::vector<std::string> const map{"S.........",
                                     "..........",
                                     "..######..",
                                     ".......#..",
                                     ".......#.G"};
  cell const goal{4, 9};
  // Up, down, left, right into an open cell, each step costing 1.
  auto steps = [&](cell const& c) {
    std::vector<std::pair<cell, int>> out;
    for (auto [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
      cell const to{c.row + dr, c.col + dc};
      if (to.row >= 0 && to.row < 5 && to.col >= 0 && to.col < 10 && map[to.row][to.col] != '#')
        out.emplace_back(to, 1);
    }
    return out;
  };
  // The Manhattan distance: the cost if there were no walls.
  auto manhattan = [&](cell const& c) { return std::abs(goal.row - c.row) + std::abs(goal.col - c.col); };
  auto at_goal = [&](cell const& c) { return c == goal; };

  seek::statistics a, d;
  for (auto const& node : seek::with_paths(seek::astar, cell{0, 0}, steps, manhattan, a) |
                              ranges::views::filter(at_goal) | seek::first(1)) {
    std::vector<std::string> drawn = map;
    for (cell c : node.path())
      if (drawn[c.row][c.col] == '.') drawn[c.row][c.col] = '*';
    std::cout << "A*: " << node.cost() << " steps\n";
    for (auto const& row : drawn) std::cout << row << '\n';
  }
  for (auto const& node : seek::with_paths(seek::dijkstra, cell{0, 0}, steps, d) | ranges::views::filter(at_goal) |
                              seek::first(1))
    std::cout << "dijkstra: " << node.cost() << " steps\n";
  std::cout << "cells settled: A* " << a.yielded << ", dijkstra " << d.yielded << '\n';
}
