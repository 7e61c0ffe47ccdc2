// expect: seek::grid::cells_along takes a range of cells
// seek::grid::cells_along fills in the cells between jump points: a range of
// numbers is not a path on a grid, and is refused at compile time.
#include <seek/models/grid.hpp>

#include <vector>

int main() {
  std::vector<int> const path = {1, 2, 3};
  (void)seek::grid::cells_along(path);
}
