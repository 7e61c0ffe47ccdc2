// expect: seek::astar: `next` is not a weighted successor function for the roots' type
// Jump point search's states are seek::grid::jump (a cell and the direction
// it was reached in): a search rooted at a bare cell is refused, since
// jump_points does not take a cell. Root it at seek::grid::jump{start}.
#include <seek/models/jump_points.hpp>
#include <seek/strategy/astar.hpp>

int main() {
  seek::grid::map const m(8, 8);
  seek::grid::cell const start{0, 0}, goal{7, 7};
  for (auto const& j : seek::astar(start, seek::grid::jump_points(m, goal), seek::grid::octile_distance{goal})) (void)j;
}
