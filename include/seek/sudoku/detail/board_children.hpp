// seek/sudoku/detail/board_children.hpp: the lazy range of a board's
// children, shared by the three successor functions.
//
// The range holds the parent's address, the branching cell (or unit and
// symbol), the choices not yet tried, and one child board. Each child is built only when the search
// pulls it, in the range's own storage, and handed out as a non-const lvalue
// so the engine moves it (a copy for these trivially copyable boards). Under
// propagation, children that fail are skipped inside the range, so the
// engine never sees them.
#pragma once

#include <cstddef>
#include <iterator>

#include <seek/sudoku/board.hpp>
#include <seek/sudoku/detail/bits_mask.hpp>
#include <seek/sudoku/detail/board_geometry.hpp>
#include <seek/sudoku/detail/propagate_singles.hpp>

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

template <int N, class Step>
class board_children {
  using B = board<N>;
  using mask = typename B::mask_type;

 public:
  /// Branch on `cell` of `parent`, trying its candidates in ascending order;
  /// a negative cell means no children.
  board_children(B const& parent, int cell) noexcept
      : parent_(&parent), cell_(cell),
        untried_(cell < 0 ? mask{0} : parent.candidates(cell)) {}

  /// Branch on where symbol `sym` goes in `unit`: one child per cell of the
  /// unit in `where` (bit i: the unit's i-th cell), in unit order.
  struct place_tag {};
  board_children(B const& parent, place_tag, int unit, mask sym, mask where) noexcept
      : parent_(&parent), cell_(-1), untried_(where), unit_(unit), sym_(sym) {}

  /// One child: `parent` propagated to its fixpoint, or none if that fails.
  struct settle_tag {};
  board_children(B const& parent, settle_tag) noexcept : parent_(&parent), cell_(-1), untried_(0) {
    child_ = parent;
    done_ = !propagate_board(child_);
    started_ = true;
  }

  class iterator {
   public:
    using value_type = B;
    using difference_type = std::ptrdiff_t;
    using iterator_concept = std::input_iterator_tag;
    using iterator_category = std::input_iterator_tag;
    using reference = B&;

    iterator() = default;
    B& operator*() const noexcept { return range_->child_; }
    iterator& operator++() noexcept {
      range_->advance();
      return *this;
    }
    void operator++(int) noexcept { ++*this; }
    friend bool operator==(iterator const& it, std::default_sentinel_t) noexcept {
      return it.at_end();
    }

   private:
    friend board_children;
    bool at_end() const noexcept { return range_->done_; }
    explicit iterator(board_children* r) noexcept : range_(r) {}
    board_children* range_ = nullptr;
  };

  /// Builds the first child. Call once.
  iterator begin() noexcept {
    if (!started_) {
      started_ = true;
      advance();
    }
    return iterator{this};
  }
  std::default_sentinel_t end() const noexcept { return {}; }

 private:
  void advance() noexcept {
    while (untried_ != 0) {
      mask const bit = static_cast<mask>(untried_ & (0 - untried_));
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
      if (Step::place(child_, cell, sym)) return;
    }
    done_ = true;
  }

  B const* parent_;
  int cell_;
  mask untried_;
  int unit_ = -1;  // branching on a place: the unit, and the symbol placed
  mask sym_ = 0;
  bool started_ = false;
  bool done_ = false;
  B child_ = board_access<N>::blank();
};

}  // namespace seek::sudoku::detail
