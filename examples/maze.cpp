// A weighted maze: the cheapest way from S to G, moving in 8 directions
// (a diagonal step costs √2 and may not cut the corner of a wall), by A*
// with the octile distance, and by Dijkstra for comparison: the same cost,
// fewer states expanded.
#include <iomanip>
#include <iostream>
#include <string>
#include <vector>

#include <range/v3/view/filter.hpp>

#include <seek/strategy/astar.hpp>
#include <seek/strategy/dijkstra.hpp>
#include <seek/range/first.hpp>
#include <seek/strategy/with_paths.hpp>

#include "models/grid.hpp"

int main() {
  grid::map const maze({"S.........#.........",
                        "..........#.........",
                        "....####..#..####...",
                        "....#.....#.....#...",
                        "....#..#######..#...",
                        "....#...........#...",
                        "....#############...",
                        "...................G"});
  grid::cell const start = maze.find('S'), goal = maze.find('G');
  grid::neighbours const moves{&maze, grid::moves::eight};
  auto at_goal = [&](grid::cell const& c) { return c == goal; };

  seek::statistics astar_stats, dijkstra_stats;
  for (auto const& node :
       seek::with_paths(seek::astar, start, moves, grid::distance_to{goal, grid::moves::eight}, astar_stats) |
           ranges::views::filter(at_goal) | seek::first(1)) {
    std::cout << "A*: cost " << std::fixed << std::setprecision(3) << node.cost() << ", " << node.depth()
              << " steps\n";
    for (auto const& row : maze.draw(node.path())) std::cout << row << '\n';
  }
  auto dijkstra = seek::dijkstra(start, moves, dijkstra_stats);
  for (auto it = dijkstra.begin(); it != dijkstra.end(); ++it)
    if (at_goal(*it)) {
      std::cout << "Dijkstra: cost " << it.cost() << '\n';
      break;
    }
  std::cout << "states expanded: A* " << astar_stats.expanded << ", Dijkstra " << dijkstra_stats.expanded << '\n';
}
