// seek/detail/stable_stack.hpp: a stack whose elements never move.
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

  [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  T& top() noexcept { return *top_; }

  template <class... Args>
  T& emplace(Args&&... args) {
    std::size_t block = block_;
    T* first = first_;
    T* slot;
    if (size_ == 0) {
      block = 0;
      first = ensure_block(0);
      slot = first;
    } else if (top_ + 1 == first_ + block_size) {
      block = block_ + 1;
      first = ensure_block(block);
      slot = first;
    } else {
      slot = top_ + 1;
    }
    std::construct_at(slot, std::forward<Args>(args)...);  // may throw: commit after
    block_ = block;
    first_ = first;
    top_ = slot;
    ++size_;
    return *slot;
  }

  void pop() noexcept {
    std::destroy_at(top_);
    --size_;
    if (size_ == 0) {
      top_ = nullptr;
    } else if (top_ == first_) {
      --block_;
      first_ = blocks_[block_];
      top_ = first_ + (block_size - 1);
    } else {
      --top_;
    }
  }

  void clear() noexcept {
    while (size_ != 0) pop();
  }

 private:
  T* ensure_block(std::size_t i) {
    if (i == blocks_.size()) {
      blocks_.reserve(blocks_.size() + 1);
      blocks_.push_back(std::allocator<T>{}.allocate(block_size));
    }
    return blocks_[i];
  }

  std::vector<T*> blocks_;
  std::size_t block_ = 0;
  T* first_ = nullptr;
  T* top_ = nullptr;
  std::size_t size_ = 0;
};

}  // namespace seek::detail
