// expect: seek::sudoku::explained_model is made from a board<N>
// explained_model settles a board by the board's own propagation before it
// states its facts: a grid (or anything else) is refused with the reason
// first, rather than an error about overloads.
#include <seek/sudoku/solve/explained_model.hpp>

int main() {
  seek::sudoku::grid const g(3);
  seek::sudoku::explained_model const m(g);
  return static_cast<int>(m.variables());
}
