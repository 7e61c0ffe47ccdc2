// seek/sudoku/successor/detail/board_children.hpp: the lazy range of a board's
// children, shared by the three successor functions.
//
// The range holds the parent's address, the branching cell (or unit and
// symbol), the choices not yet tried, and one child board. Each child is built only when the search
// pulls it, in the range's own storage, and handed out as a non-const lvalue
// so the engine moves it (a copy for these trivially copyable boards). Under
// propagation, children that fail are skipped inside the range, so the
// engine never sees them.
#pragma once

#include <bit>
#include <cstdint>

#include <seek/core/view_facade.hpp>
#include <seek/core/random.hpp>

#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/board/detail/bits_mask.hpp>
#include <seek/sudoku/board/geometry.hpp>
#include <seek/sudoku/propagate/propagate.hpp>

namespace seek::sudoku::detail {

// How a child is finished after its symbol is placed.
struct plain_step {
  template <int N>
  static bool place(board<N>& child, int cell, typename board<N>::mask_type bit) noexcept {
    board_access<N>::place_bit(child, cell, bit);
    return true;
  }
};
struct propagating_step {
  template <int N>
  static bool place(board<N>& child, int cell, typename board<N>::mask_type bit) noexcept {
    return place_and_propagate(child, cell, bit);
  }
};
// Either of the two, chosen at run time (successor/chosen.hpp).
struct chosen_step {
  bool propagating = true;
  template <int N>
  bool place(board<N>& child, int cell, typename board<N>::mask_type bit) const noexcept {
    if (propagating) return place_and_propagate(child, cell, bit);
    board_access<N>::place_bit(child, cell, bit);
    return true;
  }
};

// Which untried choice (a bit of `untried`, not 0) a range tries next: the
// lowest, or one drawn uniformly at random (successor/random.hpp).
struct lowest_first {
  template <class Mask>
  Mask pick(Mask untried) const noexcept {
    return static_cast<Mask>(untried & (0 - untried));
  }
};
struct drawn_at_random {
  xoshiro256ss* rng;
  template <class Mask>
  Mask pick(Mask untried) const noexcept {
    Mask bit = static_cast<Mask>(untried & (0 - untried));
    int const k = std::popcount(untried);
    if (k == 1) return bit;
    for (auto r = (*rng)() % static_cast<std::uint64_t>(k); r != 0; --r) {
      untried ^= bit;
      bit = static_cast<Mask>(untried & (0 - untried));
    }
    return bit;
  }
};

// The cursor of a children range (board_children, probing_children): the
// range keeps the child handed out in `child_`, makes the next with
// `advance()`, and sets `done_` at the end.
template <class Range, class B>
class children_cursor {
 public:
  using value_type = B;
  children_cursor() = default;
  explicit children_cursor(Range* r) noexcept : range_(r) {}

 private:
  friend seek::cursor_access;
  B& read() const noexcept { return range_->child_; }
  void next() noexcept { range_->advance(); }
  bool at_end() const noexcept { return range_->done_; }
  Range* range_ = nullptr;
};

template <int N, class Step, class Order = lowest_first>
class board_children : public seek::view_facade<board_children<N, Step, Order>> {
  using B = board<N>;
  using mask = typename B::mask_type;

 public:
  /// Branch on `cell` of `parent`, trying its candidates in ascending order;
  /// a negative cell means no children.
  board_children(B const& parent, int cell, Order order = {}, Step step = {}) noexcept
      : parent_(&parent), cell_(cell),
        untried_(cell < 0 ? mask{0} : parent.candidates(cell)), order_(order), step_(step) {}

  /// Branch on where symbol `sym` goes in `unit`: one child per cell of the
  /// unit in `where` (bit i: the unit's i-th cell), in unit order.
  struct place_tag {};
  board_children(B const& parent, place_tag, int unit, mask sym, mask where, Order order = {},
                 Step step = {}) noexcept
      : parent_(&parent), cell_(-1), untried_(where), unit_(unit), sym_(sym), order_(order), step_(step) {}

  /// One child: `parent` propagated to its fixpoint, or none if that fails.
  struct settle_tag {};
  board_children(B const& parent, settle_tag, Order order = {}, Step step = {}) noexcept
      : parent_(&parent), cell_(-1), untried_(0), order_(order), step_(step) {
    child_ = parent;
    done_ = !propagate_board(child_);
    started_ = true;
  }

  // begin() (on lvalues only; the engine iterates the range where it lies)
  // and end() come from seek::view_facade.

 private:
  using cursor = children_cursor<board_children, B>;
  friend cursor;

  // Builds the first child. Called once.
  friend seek::cursor_access;
  cursor begin_cursor() noexcept {
    if (!started_) {
      started_ = true;
      advance();
    }
    return cursor{this};
  }

  void advance() noexcept {
    while (untried_ != 0) {
      mask const bit = order_.pick(untried_);
      untried_ ^= bit;
      child_ = *parent_;
      int cell = cell_;
      mask sym = bit;
      if constexpr (N >= 5) {  // smaller boards branch on cells only (see propagate.hpp)
        if (unit_ >= 0) {
          cell = geometry<N>::unit_cells[static_cast<std::size_t>(unit_)][static_cast<std::size_t>(lowest(bit))];
          sym = sym_;
        }
      }
      if (step_.place(child_, cell, sym)) return;
    }
    done_ = true;
  }

  B const* parent_;
  int cell_;
  mask untried_;
  int unit_ = -1;  // branching on a place: the unit, and the symbol placed
  mask sym_ = 0;
  [[no_unique_address]] Order order_;
  [[no_unique_address]] Step step_;
  bool started_ = false;
  bool done_ = false;
  B child_ = board_access<N>::blank();
};

}  // namespace seek::sudoku::detail
