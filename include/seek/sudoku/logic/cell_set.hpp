// seek/sudoku/logic/cell_set.hpp: a set of cells of one board, as bits.
//
// The logical techniques ask the same questions again and again: which cells
// of this row still hold a 5, which of them see both ends of a chain, are
// these three cells all in one box. A cell_set answers them with a few word
// operations: one bit per cell, in 64-bit words (two for 9x9, 64 for 64x64).
// Iteration visits the cells in increasing order, which is row-major order,
// so every technique built on it scans the board in a documented order.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace seek::sudoku {

/// The number of bits set in `x`. Branch-free and without a library call
/// (g++ calls libgcc for std::popcount unless the target has popcnt).
constexpr int bit_count(std::uint64_t x) noexcept {
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return static_cast<int>((x * 0x0101010101010101ull) >> 56);
}

/// A set of cells of a board with `Cells` cells (numbered row by row from 0).
template <int Cells>
class cell_set {
  static_assert(Cells > 0 && Cells <= 4096, "seek::sudoku::cell_set: 1 to 4096 cells (4x4 to 64x64 boards)");

 public:
  static constexpr int words = (Cells + 63) / 64;
  using word_array = std::array<std::uint64_t, static_cast<std::size_t>(words)>;

  constexpr cell_set() noexcept : w_{} {}

  /// The set holding every cell of the board.
  static constexpr cell_set all() noexcept {
    cell_set s;
    for (int i = 0; i < words; ++i) s.w_[static_cast<std::size_t>(i)] = ~std::uint64_t{0};
    if constexpr (Cells % 64 != 0) s.w_[static_cast<std::size_t>(words - 1)] = (std::uint64_t{1} << (Cells % 64)) - 1;
    return s;
  }
  /// The set holding cell `c` alone.
  static constexpr cell_set of(int c) noexcept {
    cell_set s;
    s.set(c);
    return s;
  }

  [[nodiscard]] constexpr bool test(int c) const noexcept { return (w_[static_cast<std::size_t>(c >> 6)] >> (c & 63)) & 1u; }
  constexpr void set(int c) noexcept { w_[static_cast<std::size_t>(c >> 6)] |= std::uint64_t{1} << (c & 63); }
  constexpr void reset(int c) noexcept { w_[static_cast<std::size_t>(c >> 6)] &= ~(std::uint64_t{1} << (c & 63)); }
  constexpr void clear() noexcept { w_ = {}; }

  [[nodiscard]] constexpr bool empty() const noexcept {
    for (auto x : w_)
      if (x) return false;
    return true;
  }
  [[nodiscard]] constexpr bool any() const noexcept { return !empty(); }
  [[nodiscard]] constexpr int count() const noexcept {
    int n = 0;
    for (auto x : w_) n += bit_count(x);
    return n;
  }
  /// The lowest cell of the set, or -1 when it is empty.
  [[nodiscard]] constexpr int first() const noexcept {
    for (int i = 0; i < words; ++i)
      if (w_[static_cast<std::size_t>(i)]) return i * 64 + std::countr_zero(w_[static_cast<std::size_t>(i)]);
    return -1;
  }
  /// The lowest cell above `c`, or -1.
  [[nodiscard]] constexpr int next(int c) const noexcept {
    ++c;
    if (c >= Cells) return -1;
    int i = c >> 6;
    std::uint64_t x = w_[static_cast<std::size_t>(i)] & (~std::uint64_t{0} << (c & 63));
    while (true) {
      if (x) return i * 64 + std::countr_zero(x);
      if (++i == words) return -1;
      x = w_[static_cast<std::size_t>(i)];
    }
  }
  /// True when every cell of the set is in `o`.
  [[nodiscard]] constexpr bool subset_of(cell_set const& o) const noexcept {
    for (int i = 0; i < words; ++i)
      if (w_[static_cast<std::size_t>(i)] & ~o.w_[static_cast<std::size_t>(i)]) return false;
    return true;
  }
  /// True when the two sets share a cell.
  [[nodiscard]] constexpr bool intersects(cell_set const& o) const noexcept {
    for (int i = 0; i < words; ++i)
      if (w_[static_cast<std::size_t>(i)] & o.w_[static_cast<std::size_t>(i)]) return true;
    return false;
  }

  constexpr cell_set& operator&=(cell_set const& o) noexcept {
    for (int i = 0; i < words; ++i) w_[static_cast<std::size_t>(i)] &= o.w_[static_cast<std::size_t>(i)];
    return *this;
  }
  constexpr cell_set& operator|=(cell_set const& o) noexcept {
    for (int i = 0; i < words; ++i) w_[static_cast<std::size_t>(i)] |= o.w_[static_cast<std::size_t>(i)];
    return *this;
  }
  constexpr cell_set& operator-=(cell_set const& o) noexcept {
    for (int i = 0; i < words; ++i) w_[static_cast<std::size_t>(i)] &= ~o.w_[static_cast<std::size_t>(i)];
    return *this;
  }
  friend constexpr cell_set operator&(cell_set a, cell_set const& b) noexcept { return a &= b; }
  friend constexpr cell_set operator|(cell_set a, cell_set const& b) noexcept { return a |= b; }
  friend constexpr cell_set operator-(cell_set a, cell_set const& b) noexcept { return a -= b; }
  friend constexpr bool operator==(cell_set const&, cell_set const&) noexcept = default;

  /// Forward iteration over the cells of the set, lowest first.
  class iterator {
   public:
    using value_type = int;
    using difference_type = std::ptrdiff_t;
    constexpr iterator() noexcept = default;
    constexpr iterator(cell_set const* s, int c) noexcept : s_(s), c_(c) {}
    constexpr int operator*() const noexcept { return c_; }
    constexpr iterator& operator++() noexcept {
      c_ = s_->next(c_);
      return *this;
    }
    constexpr iterator operator++(int) noexcept {
      iterator t = *this;
      ++*this;
      return t;
    }
    friend constexpr bool operator==(iterator const& a, iterator const& b) noexcept { return a.c_ == b.c_; }

   private:
    cell_set const* s_ = nullptr;
    int c_ = -1;
  };
  [[nodiscard]] constexpr iterator begin() const noexcept { return {this, first()}; }
  [[nodiscard]] constexpr iterator end() const noexcept { return {this, -1}; }

  [[nodiscard]] constexpr word_array const& data() const noexcept { return w_; }

 private:
  word_array w_;
};

}  // namespace seek::sudoku
