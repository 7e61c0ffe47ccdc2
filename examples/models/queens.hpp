// examples/models/queens.hpp: the N-queens puzzle as a seek search.
//
// A state is a partial placement, one queen per row from the top; its
// successors put a queen in each safe column of the next row. Attacked
// columns and diagonals are bitmasks, so a successor costs a few shifts.
// A solution is a state with all n rows filled:
//
//   auto solutions = seek::dfs(queens::root(8), queens::next) | ranges::views::filter(queens::complete);
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <stdexcept>
#include <string>

#include <range/v3/view/filter.hpp>

#include <seek/strategy/dfs.hpp>

namespace queens {

/// Largest board: the masks are 32 bits wide.
inline constexpr int max_size = 32;

/// Queens on the first `rows` rows of an n x n board, one per row.
struct board {
  int size = 0;
  int rows = 0;
  std::array<std::uint8_t, max_size> column{};  ///< column of the queen in each placed row
  // Squares of the next row attacked by the queens placed so far: by column,
  // along down-right diagonals, along down-left diagonals.
  std::uint32_t cols = 0;
  std::uint32_t down_right = 0;
  std::uint32_t down_left = 0;

  /// Columns of the next row no queen attacks.
  std::uint32_t safe() const noexcept {
    std::uint32_t const all = size == 32 ? ~std::uint32_t{0} : (std::uint32_t{1} << size) - 1;
    return ~(cols | down_right | down_left) & all;
  }

  /// The board with one more queen, in column `c` of the next row.
  board place(int c) const noexcept {
    board b = *this;
    std::uint32_t const bit = std::uint32_t{1} << c;
    b.column[static_cast<std::size_t>(rows)] = static_cast<std::uint8_t>(c);
    b.rows = rows + 1;
    b.cols = cols | bit;
    b.down_right = (down_right | bit) << 1;
    b.down_left = (down_left | bit) >> 1;
    return b;
  }
};

/// The empty n x n board. Throws std::invalid_argument unless 1 <= n <= 32.
inline board root(int n) {
  if (n < 1 || n > max_size)
    throw std::invalid_argument("queens::root: board size must be 1.." + std::to_string(max_size) +
                                ", got " + std::to_string(n));
  board b;
  b.size = n;
  return b;
}

/// The boards one queen further, left to right: a lazy range over the set
/// bits of the safe mask, which refers to the parent (the engine keeps the
/// parent alive while it iterates its successors).
class placements {
 public:
  explicit placements(board const& parent) : parent_(&parent), free_(parent.safe()) {}

  class iterator {
   public:
    using value_type = board;
    using difference_type = std::ptrdiff_t;
    using iterator_concept = std::input_iterator_tag;
    using iterator_category = std::input_iterator_tag;
    using reference = board;
    using pointer = void;

    iterator() = default;
    board operator*() const { return parent_->place(std::countr_zero(free_)); }
    iterator& operator++() {
      free_ &= free_ - 1;  // clear the lowest set bit
      return *this;
    }
    void operator++(int) { ++*this; }
    friend bool operator==(iterator const& it, std::default_sentinel_t) { return it.free_ == 0; }

   private:
    friend placements;
    iterator(board const* p, std::uint32_t f) : parent_(p), free_(f) {}
    board const* parent_ = nullptr;
    std::uint32_t free_ = 0;
  };

  iterator begin() const { return iterator{parent_, parent_->rows < parent_->size ? free_ : 0}; }
  std::default_sentinel_t end() const noexcept { return {}; }

 private:
  board const* parent_;
  std::uint32_t free_;
};

/// The successor function: a queen in each safe column of the next row.
inline constexpr auto next = [](board const& b) { return placements{b}; };

/// A solution: every row has its queen.
inline constexpr auto complete = [](board const& b) { return b.rows == b.size; };

/// Every solution for an n x n board, lazily, in depth-first order (the
/// first is the lexicographically smallest column sequence).
inline auto solutions(int n) { return seek::dfs(root(n), next) | ranges::views::filter(complete); }

/// The board drawn with 'Q' and '.', one line per row.
inline std::string draw(board const& b) {
  std::string out;
  for (int r = 0; r < b.rows; ++r) {
    for (int c = 0; c < b.size; ++c) {
      if (c > 0) out += ' ';
      out += b.column[static_cast<std::size_t>(r)] == c ? 'Q' : '.';
    }
    out += '\n';
  }
  return out;
}

}  // namespace queens
