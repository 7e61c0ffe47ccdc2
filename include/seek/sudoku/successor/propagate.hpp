// seek/sudoku/successor/propagate.hpp: branch only after every forced move is made.
//
// Every child of a board is at the fixpoint of naked singles, hidden singles
// and locked candidates, and from 25x25 up of all-different filtering of each
// unit (see detail/propagate_singles.hpp and detail/unit_matching.hpp, and
// for 9x9 detail/propagate_digits.hpp, same rules on bit planes); a branch that
// propagation refutes is skipped and never becomes a node. Children of a
// settled board come from the smallest choice: a fewest-candidates cell,
// symbols ascending; or, from 25x25 up, when every open cell has more than 2
// candidates, a symbol with fewer places (2 to 4) in some unit, one child per
// place in unit order (lowest unit, then lowest symbol, on ties). Which
// fewest-candidates cell: on 9x9 (where it has two candidates nearly
// always), among the first six open cells with two candidates in cell order,
// the one with the most open peers (open cells sharing its row, column or
// box; the first on ties), so that each of its two symbols leaves the most
// open cells and both children propagate further; the hard 9x9 sets then
// take about a third fewer nodes than with the first such cell
// (docs/archive/benchmarks-history.md, "Propagate branches on the busiest
// two-candidate cell"). Other sizes, and 9x9 boards without a two-candidate cell, take the
// first fewest-candidates cell in cell order. 16x16 and smaller keep cell
// branching, so their seeded puzzles (generate.hpp) stay what they were. A
// board that is not settled yet (a root from from_grid, or a board another
// successor built) first gets one child: itself propagated, or none if
// propagation finds a contradiction. A complete board has no children, so
// every solution is produced exactly once.
#pragma once

#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/detail/board_children.hpp>
#include <seek/sudoku/successor/fewest_candidates.hpp>

namespace seek::sudoku {

namespace detail {
// The children of `b` as propagate makes them, tried in `order`
// (board_children.hpp; random_order.hpp draws it at random).
template <int N, class Order>
board_children<N, propagating_step, Order> propagate_children(board<N> const& b, Order order) noexcept {
  using children = board_children<N, propagating_step, Order>;
  if (b.complete()) return children(b, -1, order);
  if (!b.settled()) return children(b, typename children::settle_tag{}, order);
  if constexpr (N == 3)  // the busiest of the first two-candidate cells: see the top of this file
    if (int const c = board_access<3>::store(b).busiest_pair_cell(); c >= 0) return children(b, c, order);
  int const cell = fewest_candidates_cell(b, 2);
  if constexpr (N >= 5) {  // up to 16x16, cells only: see the top of this file
    using mask = typename board<N>::mask_type;
    int const k = count_bits<board<N>::side>(b.candidates(cell));
    mask sym = 0, where = 0;
    if (k > 2) {
      int const unit = board_access<N>::store(b).fewest_place(k, sym, where);
      if (unit >= 0) return children(b, typename children::place_tag{}, unit, sym, where, order);
    }
  }
  return children(b, cell, order);
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
