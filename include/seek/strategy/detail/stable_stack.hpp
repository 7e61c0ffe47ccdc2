// seek/strategy/detail/stable_stack.hpp: a stack whose elements never move.
//
// A dfs frame holds a successor range and an iterator into it; for ranges
// that store their elements inline (std::array, views with cached values) the
// iterator points into the frame itself, so frames must not be relocated the
// way std::vector relocates on growth. Blocks are kept after the stack shrinks
// so that a search going up and down does not allocate on every descent.
#pragma once

#include <algorithm>
#include <cstddef>
#include <memory>
#include <utility>
#include <vector>

namespace seek::detail {

template <class T>
class stable_stack {
  static constexpr std::size_t block_size = std::max<std::size_t>(16, 8192 / sizeof(T));

 public:
  stable_stack() = default;
  stable_stack(stable_stack const&) = delete;
  stable_stack& operator=(stable_stack const&) = delete;
  ~stable_stack() {
    clear();
    std::allocator<T> alloc;
    for (T* b : blocks_) alloc.deallocate(b, block_size);
  }

  [[nodiscard]] bool empty() const noexcept { return top_ == nullptr; }
  // Computed, not counted: a search that does not ask for its depth pays
  // nothing for it.
  [[nodiscard]] std::size_t size() const noexcept {
    return top_ == nullptr ? 0 : block_ * block_size + static_cast<std::size_t>(top_ - first_) + 1;
  }
  T& top() noexcept { return *top_; }
  // The element `k` places above the bottom (k < size()): for a search that
  // reads its whole path (the parallel walker hands out its lowest frames).
  T& operator[](std::size_t k) noexcept { return blocks_[k / block_size][k % block_size]; }
  T const& operator[](std::size_t k) const noexcept { return blocks_[k / block_size][k % block_size]; }
  // True when the stack is not empty and its block has room for one more
  // element: then construct_above() may be used.
  [[nodiscard]] bool has_room() const noexcept { return top_ != last_; }

  template <class... Args>
  T& emplace(Args&&... args) {
    if (top_ != last_) [[likely]] {  // room in the current block
      std::construct_at(top_ + 1, std::forward<Args>(args)...);  // may throw: commit after
      return *++top_;
    }
    return emplace_in_next_block(std::forward<Args>(args)...);
  }

  // A push in two moves, when has_room(): construct the element just above
  // the top, look at it, then either push it or discard it. A search
  // discards most of what it builds (every leaf), and this way a discarded
  // element never moves the top.
  template <class... Args>
  T& construct_above(Args&&... args) {
    return *std::construct_at(top_ + 1, std::forward<Args>(args)...);
  }
  void push_constructed() noexcept { ++top_; }
  void discard_above() noexcept { std::destroy_at(top_ + 1); }

  void pop() noexcept {
    std::destroy_at(top_);
    if (top_ != first_) [[likely]] {
      --top_;
      return;
    }
    if (block_ == 0) {  // now empty
      top_ = last_ = nullptr;
      return;
    }
    --block_;
    first_ = blocks_[block_];
    last_ = first_ + (block_size - 1);
    top_ = last_;
  }

  void clear() noexcept {
    while (top_ != nullptr) pop();
  }

 private:
  T* ensure_block(std::size_t i) {
    if (i == blocks_.size()) {
      blocks_.reserve(blocks_.size() + 1);
      blocks_.push_back(std::allocator<T>{}.allocate(block_size));
    }
    return blocks_[i];
  }

  // The first element of a block, or of the first block when empty.
  template <class... Args>
  T& emplace_in_next_block(Args&&... args) {
    std::size_t const block = top_ == nullptr ? 0 : block_ + 1;
    T* const first = ensure_block(block);
    std::construct_at(first, std::forward<Args>(args)...);  // may throw: commit after
    block_ = block;
    first_ = first;
    last_ = first + (block_size - 1);
    top_ = first;
    return *first;
  }

  // Empty: top_ == last_ == nullptr, so emplace takes the slow path.
  std::vector<T*> blocks_;
  std::size_t block_ = 0;  // index of the block holding top_
  T* first_ = nullptr;     // that block's first slot
  T* last_ = nullptr;      // and its last slot
  T* top_ = nullptr;
};

}  // namespace seek::detail
