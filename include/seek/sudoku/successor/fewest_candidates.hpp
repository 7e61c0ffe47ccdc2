// seek/sudoku/successor/fewest_candidates.hpp: branch where the choice is smallest.
//
// Children of a board: the open cell with the fewest possible symbols (the
// lowest-numbered on ties) filled with each of them, in ascending order. No
// further inference: choosing the cell well is all it does. The scan for the
// cell stops at the first one with a single symbol, so a later open cell with
// none (a board without solution) is not preferred to it: that board then
// fails a level or more deeper, and every other board scans fewer cells.
#pragma once

#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/successor/detail/board_children.hpp>

namespace seek::sudoku {

namespace detail {
// The open cell with the fewest candidates, or -1 if the board is complete.
// A cell with `floor` candidates is taken at once, ending the scan: 1 in
// general (a later cell with none is then not seen; the board has no
// solution anyway), 2 on a settled board (propagation leaves no open cell
// with fewer), which often ends the scan early.
template <int N>
int fewest_candidates_cell(board<N> const& b, int floor = 1) noexcept {
  return board_access<N>::store(b).fewest_cell(floor);
}

struct fewest_candidates_fn {
  template <int N>
  board_children<N, plain_step> operator()(board<N> const& b) const noexcept {
    return board_children<N, plain_step>(b, fewest_candidates_cell(b));
  }
};
}  // namespace detail

/// `fewest_candidates(b)`: a lazy range of the children of `b`, for
/// seek::dfs and seek::bfs. A complete board has none.
inline constexpr detail::fewest_candidates_fn fewest_candidates{};

}  // namespace seek::sudoku
