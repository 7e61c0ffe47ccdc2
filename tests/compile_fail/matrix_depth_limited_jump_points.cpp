// expect: seek::astar does not take seek::depth_limited
// matrix: depth_limited x jump_points
// Jump point search runs under seek::astar, which settles each state once at
// its cheapest cost; under a depth bound that cost would be wrong (and a
// jump's depth counts jump points, not cells).
#include <seek/models/jump_points.hpp>
#include <seek/strategy/astar.hpp>
#include <seek/successor/depth_limited.hpp>

int main() {
  seek::grid::map const m(8, 8);
  seek::grid::cell const goal{7, 7};
  auto view = seek::astar(seek::grid::jump{{0, 0}}, seek::depth_limited(seek::grid::jump_points(m, goal), 3),
                          seek::grid::octile_distance{goal});
  (void)view;
}
