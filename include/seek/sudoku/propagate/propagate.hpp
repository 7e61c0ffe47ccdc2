// seek/sudoku/propagate/propagate.hpp: propagation of a board, whatever its
// storage: the propagator of the cell-mask boards (cells.hpp) or of
// the 9x9 bit planes (digits.hpp). What the successor functions call.
#pragma once

#include <utility>

#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/propagate/cells.hpp>
#include <seek/sudoku/propagate/digits.hpp>

namespace seek::sudoku::detail {

// The propagator that works on a board's storage: per cell in general, per
// symbol plane for 9x9 (digits.hpp).
template <int N>
propagator<N> propagator_of(cell_masks<N>& s) noexcept {
  return propagator<N>(s);
}
inline digit_propagator propagator_of(digit_planes& s) noexcept { return digit_propagator(s); }

/// Propagates `b` to its fixpoint; false when it has no solution.
template <int N>
bool propagate_board(board<N>& b) noexcept {
  if (!propagator_of(board_access<N>::store(b)).run()) return false;
  board_access<N>::set_settled(b);
  return true;
}

/// Places `bit` in open cell `c` of a settled board and propagates.
template <int N>
bool place_and_propagate(board<N>& b, int c, typename board<N>::mask_type bit) noexcept {
  return place_and_propagate(b, c, bit, [](auto const&) noexcept {});
}

/// As above; when propagation fails, `on_failure(p)` is called with the
/// propagator, which says what failed (propagator<N>::failed_unit, failed_cell).
template <int N, class OnFailure>
bool place_and_propagate(board<N>& b, int c, typename board<N>::mask_type bit, OnFailure&& on_failure) noexcept {
  auto p = propagator_of(board_access<N>::store(b));
  if (!p.run_after(c, bit)) {
    on_failure(std::as_const(p));
    return false;
  }
  board_access<N>::set_settled(b);
  return true;
}

}  // namespace seek::sudoku::detail
