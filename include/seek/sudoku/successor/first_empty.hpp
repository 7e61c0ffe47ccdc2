// seek/sudoku/successor/first_empty.hpp: the simplest sudoku successor function.
//
// Children of a board: the first open cell in row-major order filled with
// each symbol still possible there, in ascending order. No inference, so the
// search is exhaustive and slow on hard puzzles; it is the baseline the
// other successors are measured against.
#pragma once

#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/successor/detail/board_children.hpp>

namespace seek::sudoku {

namespace detail {
struct first_empty_fn {
  template <int N>
  board_children<N, plain_step> operator()(board<N> const& b) const noexcept {
    return board_children<N, plain_step>(b, board_access<N>::store(b).first_open());
  }
};
}  // namespace detail

/// `first_empty(b)`: a lazy range of the children of `b`, for seek::dfs and
/// seek::bfs. A complete board has none; so has a board whose first open
/// cell has no candidate left.
inline constexpr detail::first_empty_fn first_empty{};

}  // namespace seek::sudoku
