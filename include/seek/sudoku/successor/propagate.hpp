// seek/sudoku/successor/propagate.hpp: branch only after every forced move is made.
//
// Every child is at the fixpoint of naked and hidden singles and locked
// candidates, and from 25x25 up of all-different filtering of each unit
// (propagate/propagate.hpp); a branch that propagation refutes never
// becomes a node. A settled board branches on the smallest choice: a
// fewest-candidates cell (on 9x9 the busiest of its first two-candidate cells,
// whose values leave the most open cells), or from 25x25 up, when every open
// cell has more than two candidates, a symbol with fewer places in some unit.
// A board not settled yet (a root) first gets one child: itself propagated. A
// complete board has no children, so every solution is produced exactly once.
#pragma once

#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/successor/detail/board_children.hpp>
#include <seek/sudoku/successor/fewest_candidates.hpp>

namespace seek::sudoku {

namespace detail {
// The children of `b` as propagate makes them, tried in `order`
// (board_children.hpp; random.hpp draws it at random).
template <int N, class Order, class Step = propagating_step>
board_children<N, Step, Order> propagate_children(board<N> const& b, Order order, Step step = {}) noexcept {
  using children = board_children<N, Step, Order>;
  if (b.complete()) return children(b, -1, order, step);
  if (!b.settled()) return children(b, typename children::settle_tag{}, order, step);
  // 9x9: among the first six open cells with two candidates, the one with the
  // most open peers (the first on ties), so that both children propagate far.
  if constexpr (N == 3)
    if (int const c = board_access<3>::store(b).busiest_pair_cell(); c >= 0) return children(b, c, order, step);
  int const cell = fewest_candidates_cell(b, 2);
  // From 25x25 up, a unit's places when every cell has more than two
  // candidates (lowest unit, then lowest symbol, on ties); up to 16x16, cells
  // only, so that the generator's seeded puzzles stay what they were.
  if constexpr (N >= 5) {
    using mask = typename board<N>::mask_type;
    int const k = count_bits<board<N>::side>(b.candidates(cell));
    mask sym = 0, where = 0;
    if (k > 2) {
      int const unit = board_access<N>::store(b).fewest_place(k, sym, where);
      if (unit >= 0) return children(b, typename children::place_tag{}, unit, sym, where, order, step);
    }
  }
  return children(b, cell, order, step);
}

struct propagate_fn {
  template <int N>
  board_children<N, propagating_step> operator()(board<N> const& b) const noexcept {
    return propagate_children(b, lowest_first{});
  }
};
}  // namespace detail

/// `propagate(b)`: a lazy range of the children of `b`, for seek::dfs and
/// seek::bfs; each child is propagated to a fixpoint.
inline constexpr detail::propagate_fn propagate{};

}  // namespace seek::sudoku
