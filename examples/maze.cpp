// A weighted maze: the cheapest way from S to G, moving in 8 directions
// (a diagonal step costs √2 and may not cut the corner of a wall), by A*
// with the octile distance, and by Dijkstra for comparison: the same cost,
// fewer states expanded. Each is one call of seek::shortest_path.
#include <iomanip>
#include <iostream>
#include <string>
#include <vector>

#include <seek/strategy/astar.hpp>
#include <seek/strategy/dijkstra.hpp>
#include <seek/strategy/find_path.hpp>

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
  auto by_astar =
      seek::shortest_path(seek::astar, start, moves, at_goal, grid::distance_to{goal, grid::moves::eight}, astar_stats);
  auto by_dijkstra = seek::shortest_path(seek::dijkstra, start, moves, at_goal, dijkstra_stats);
  if (!by_astar || !by_dijkstra) return 1;
  std::cout << "A*: cost " << std::fixed << std::setprecision(3) << by_astar->cost << ", "
            << by_astar->path.size() - 1 << " steps\n";
  for (auto const& row : maze.draw(by_astar->path)) std::cout << row << '\n';
  std::cout << "Dijkstra: cost " << by_dijkstra->cost << '\n';
  std::cout << "states expanded: A* " << astar_stats.expanded << ", Dijkstra " << dijkstra_stats.expanded << '\n';
}
