// seek/sudoku/successor/probing.hpp: propagate plus failed-literal probing of
// the two-candidate cells, for hard big boards.
//
// Before a settled board branches, both candidates of each two-candidate cell
// are tried on a copy and propagated; a candidate whose copy fails is removed,
// and the passes repeat until none is. The board then branches on the cell
// whose two probed children fill the most cells. Only refuted candidates go, so
// the children still partition the completions: dfs over probing counts
// exactly. A node costs a propagation per candidate probed, so it pays only
// where propagate's trees are far larger (36x36 and up; docs/benchmarks.md, "Hard 36×36 boards").
// random_probing (random.hpp) draws the order of the children.
#pragma once

#include <cstdint>
#include <utility>

#include <seek/core/view_facade.hpp>
#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/board/detail/bits_mask.hpp>
#include <seek/sudoku/successor/detail/board_children.hpp>
#include <seek/sudoku/propagate/propagate.hpp>
#include <seek/sudoku/successor/fewest_candidates.hpp>

namespace seek::sudoku {

namespace detail {

// Probes the two-candidate cells of settled board `b` to a fixpoint: each
// candidate placed on a copy and propagated; a candidate whose copy fails is
// removed (the surviving copy becomes the board), both failing means no
// completion; passes repeat until one refutes nothing. That last pass has
// built both children of every two-candidate cell, so the cell to branch on
// is the one whose children fill the most cells (largest product of the two
// counts of cells filled). False when `b` has no completion. Otherwise `b` is the
// probed board; when it is open and has a two-candidate cell, the cell to
// branch on is returned in `cell` and its two children, propagated, in `lo`
// (the lower candidate placed) and `hi`; else `cell` is -1.
template <int N>
bool probe_two_candidate_cells(board<N>& b, int& cell, board<N>& lo, board<N>& hi) noexcept {
  using B = board<N>;
  using mask = typename B::mask_type;
  B a = board_access<N>::blank(), z = board_access<N>::blank();
  for (;;) {
    cell = -1;
    if (b.complete()) return true;
    bool refuted = false;
    long best = -1;
    for (int c = 0; c < B::cells; ++c) {
      if (b.is_set(c)) continue;
      mask const m = b.candidates(c);
      if (count_bits<B::side>(m) != 2) continue;
      auto const low = static_cast<mask>(m & (0 - m));
      auto const high = static_cast<mask>(m ^ low);
      a = b;
      bool const low_ok = place_and_propagate(a, c, low);
      z = b;
      bool const high_ok = place_and_propagate(z, c, high);
      if (!low_ok && !high_ok) return false;
      if (!low_ok || !high_ok) {  // the survivor is b with its forced candidate
        b = low_ok ? a : z;
        refuted = true;
        if (b.complete()) return true;
        continue;
      }
      if (refuted) continue;  // this pass's scores are stale: another pass comes
      long const open = b.open_cells();
      long const score = (open - a.open_cells()) * (open - z.open_cells());
      if (score > best) {
        best = score;
        cell = c;
        lo = a;
        hi = z;
      }
    }
    if (!refuted) return true;
  }
}

// The lazy range of a board's children under probing; `Order` picks which
// untried child comes next (board_children.hpp). A board not settled yet (a
// root from from_grid) has one child: itself propagated. A board with no
// two-candidate cell left branches as fewest_candidates does, its children
// propagated. It holds two boards: the probed parent and the child handed
// out, or, when the parent branches on a probed cell, its two children.
template <int N, class Order>
class probing_children : public seek::view_facade<probing_children<N, Order>> {
  using B = board<N>;
  using mask = typename B::mask_type;

 public:
  probing_children(B const& parent, Order order) noexcept : parent_(&parent), order_(order) {}

 private:
  using cursor = children_cursor<probing_children, B>;
  friend cursor;

  friend seek::cursor_access;
  cursor begin_cursor() noexcept {
    if (!started_) {
      started_ = true;
      start();
    }
    return cursor{this};
  }

  // Probes a copy of the parent and sets up its children.
  void start() noexcept {
    B const& p = *parent_;
    if (p.complete()) {
      done_ = true;
      return;
    }
    if (!p.settled()) {  // one child: the parent propagated, probed when it is expanded
      child_ = p;
      done_ = !propagate_board(child_);
      return;
    }
    B work = p;
    if (!probe_two_candidate_cells(work, cell_, child_, spare_)) {
      done_ = true;
      return;
    }
    if (work.complete()) {  // probing filled the board: it is the one child
      child_ = work;
      return;
    }
    if (cell_ >= 0) {  // the two children are built: child_ (lower candidate) and spare_
      untried_ = 3;
      mask const first = order_.pick(untried_);
      untried_ ^= first;
      if (first == 2) std::swap(child_, spare_);
      return;
    }
    // No two-candidate cell: branch on the fewest-candidates cell of the
    // probed board, kept in spare_.
    spare_ = work;
    cell_ = -1 - fewest_candidates_cell(spare_, 2);  // negative: children still to build
    untried_ = spare_.candidates(-1 - cell_);
    advance();
  }

  void advance() noexcept {
    if (cell_ >= 0) {  // the second probed child, or none
      if (untried_ == 0) {
        done_ = true;
      } else {
        untried_ = 0;
        child_ = spare_;
      }
      return;
    }
    while (untried_ != 0) {
      mask const bit = order_.pick(untried_);
      untried_ ^= bit;
      child_ = spare_;
      if (place_and_propagate(child_, -1 - cell_, bit)) return;
    }
    done_ = true;
  }

  B const* parent_;
  [[no_unique_address]] Order order_;
  bool started_ = false;
  bool done_ = false;
  int cell_ = -1;      // the branching cell when its children came from probing; else -1 - cell
  mask untried_ = 0;   // children not handed out yet
  B spare_ = board_access<N>::blank();
  B child_ = board_access<N>::blank();
};

struct probing_fn {
  template <int N>
  probing_children<N, lowest_first> operator()(board<N> const& b) const noexcept {
    return probing_children<N, lowest_first>(b, lowest_first{});
  }
};

}  // namespace detail

/// `probing(b)`: a lazy range of the children of `b`, for seek::dfs and
/// seek::bfs: propagate with failed-literal probing (see the top of this file).
inline constexpr detail::probing_fn probing{};

}  // namespace seek::sudoku
