// seek/sudoku/board/placements.hpp: the symbols placed on a board, as the
// literals of seek's nogood learning (seek/learn/learn_nogoods.hpp).
//
// Symbol v in cell c is literal c * side + v - 1, so a board<N> has
// cells * side literals (placement_literals<N>). A child board holds every
// placement of its parent, and the search below a propagated board finds
// every solution that holds its placements: the contract learning asks of a
// model, kept by every sudoku successor function.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iterator>

#include <seek/sudoku/board/board.hpp>

namespace seek::sudoku {

/// Literals of a board<N>: one per cell and symbol.
template <int N>
inline constexpr std::size_t placement_literals = std::size_t{board<N>::cells} * board<N>::side;

/// The placements of a board, in cell order: a forward range of literals
/// (see the top of this file). Refers to the board; does not copy it.
template <int N>
class placement_range {
 public:
  class iterator {
   public:
    using value_type = std::uint32_t;
    using difference_type = std::ptrdiff_t;
    iterator() = default;
    std::uint32_t operator*() const noexcept {
      return static_cast<std::uint32_t>(cell_ * board<N>::side + b_->value(cell_) - 1);
    }
    iterator& operator++() noexcept {
      ++cell_;
      skip_open();
      return *this;
    }
    iterator operator++(int) noexcept {
      iterator old = *this;
      ++*this;
      return old;
    }
    friend bool operator==(iterator const& a, iterator const& b) noexcept { return a.cell_ == b.cell_; }

   private:
    friend placement_range;
    iterator(board<N> const* b, int cell) noexcept : b_(b), cell_(cell) { skip_open(); }
    void skip_open() noexcept {
      while (cell_ < board<N>::cells && !b_->is_set(cell_)) ++cell_;
    }
    board<N> const* b_ = nullptr;
    int cell_ = board<N>::cells;
  };

  explicit placement_range(board<N> const& b) noexcept : b_(&b) {}
  iterator begin() const noexcept { return iterator(b_, 0); }
  iterator end() const noexcept { return iterator(b_, board<N>::cells); }

 private:
  board<N> const* b_;
};

/// `placements(b)`: the literals of board `b` (see the top of this file).
struct placements_fn {
  template <int N>
  placement_range<N> operator()(board<N> const& b) const noexcept {
    return placement_range<N>(b);
  }
};
inline constexpr placements_fn placements{};

}  // namespace seek::sudoku
