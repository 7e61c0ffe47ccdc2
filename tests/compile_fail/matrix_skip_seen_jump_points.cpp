// expect: seek::skip_seen takes an unweighted successor function
// matrix: skip_seen x jump_points
// jump_points is a weighted successor function (jump points at their octile
// lengths): seek::astar remembers the states itself (seen_by and dense_index
// are its options), and skip_seen, which drops a state reached again however
// cheaper, would lose the shorter ways in.
#include <seek/models/jump_points.hpp>
#include <seek/strategy/astar.hpp>
#include <seek/successor/skip_seen.hpp>

int main() {
  seek::grid::map const m(8, 8);
  seek::grid::cell const goal{7, 7};
  auto view = seek::astar(seek::grid::jump{{0, 0}}, seek::skip_seen<seek::grid::jump>(seek::grid::jump_points(m, goal)),
                          seek::grid::octile_distance{goal});
  (void)view;
}
