// seek/core/detail/stable_table.hpp: a growing array whose elements never move,
// the table of records of dijkstra and astar (shared with the nodes that
// seek::with_paths hands out). Blocks of a power-of-two size, so that an
// element is found by a shift and a mask, and large enough that a search
// allocates once per few hundred records (std::deque allocates every 512
// bytes and divides to index).
#pragma once

#include <cstddef>
#include <memory>
#include <new>
#include <utility>
#include <vector>

namespace seek::detail {

template <class T>
class stable_table {
  static constexpr std::size_t bits = [] {
    std::size_t b = 4;
    while ((std::size_t{2} << b) * sizeof(T) <= 16384) ++b;
    return b;
  }();
  static constexpr std::size_t block_size = std::size_t{1} << bits;
  static constexpr std::size_t mask = block_size - 1;

 public:
  stable_table() = default;
  stable_table(stable_table const&) = delete;
  stable_table& operator=(stable_table const&) = delete;
  ~stable_table() {
    for (std::size_t i = 0; i < size_; ++i) std::destroy_at(&(*this)[i]);
    std::allocator<T> alloc;
    for (T* b : blocks_) alloc.deallocate(b, block_size);
  }

  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  T& operator[](std::size_t i) noexcept { return blocks_[i >> bits][i & mask]; }
  T const& operator[](std::size_t i) const noexcept { return blocks_[i >> bits][i & mask]; }
  T& back() noexcept { return (*this)[size_ - 1]; }

  template <class... Args>
  T& emplace_back(Args&&... args) {
    return emplace_back_made([&] { return T(std::forward<Args>(args)...); });
  }
  /// Appends the object `make()` returns, made where it lies (no temporary:
  /// an aggregate holding a big state is not built on the stack first).
  template <class Make>
  T& emplace_back_made(Make&& make) {
    if ((size_ & mask) == 0 && (size_ >> bits) == blocks_.size()) {
      blocks_.reserve(blocks_.size() + 1);
      std::allocator<T> alloc;
      blocks_.push_back(alloc.allocate(block_size));
    }
    T* at = &blocks_[size_ >> bits][size_ & mask];
    ::new (static_cast<void*>(at)) T(make());  // may throw: counted after
    ++size_;
    return *at;
  }

 private:
  std::vector<T*> blocks_;
  std::size_t size_ = 0;
};

}  // namespace seek::detail
