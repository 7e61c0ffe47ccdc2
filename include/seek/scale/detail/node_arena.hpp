// seek/scale/detail/node_arena.hpp: memory for a node-based container that is
// emptied all at once, and the allocator that draws from it.
//
// The memoized count's table (memo_count.hpp) is a std::unordered_map of up
// to tens of millions of nodes. Freed one by one, they took seconds after the
// count had ended (a time limit was honoured that much late). Here single
// objects (the nodes) are cut from a few big blocks and never given back
// alone: the blocks are freed together when the arena goes. Arrays (the hash
// table's buckets) come from the heap and go back to it when the container
// lets them go; the arena frees those still held, so a container of
// trivially destructible elements need not be destroyed at all
// (arena_held).
#pragma once

#include <algorithm>
#include <cstddef>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>
#include <vector>

namespace seek::detail {

class node_arena {
 public:
  // The strictest alignment served: blocks and arrays are aligned so.
  static constexpr std::size_t max_align = 64;

  node_arena() = default;
  node_arena(node_arena const&) = delete;
  node_arena& operator=(node_arena const&) = delete;
  ~node_arena() { release(); }

  // `bytes` for one object, aligned to `align` (at most max_align); given
  // back only by release().
  void* allocate(std::size_t bytes, std::size_t align) {
    std::size_t const at = (used_ + align - 1) & ~(align - 1);
    if (at + bytes > size_) [[unlikely]]
      return allocate_in_new_block(bytes, align);
    used_ = at + bytes;
    return block_ + at;
  }

  // An array of `bytes`, from the heap, until deallocate_array or release().
  void* allocate_array(std::size_t bytes) {
    arrays_.reserve(arrays_.size() + 1);
    void* p = ::operator new(bytes, std::align_val_t{max_align});
    arrays_.push_back(p);
    return p;
  }
  void deallocate_array(void* p) noexcept {
    auto const at = std::find(arrays_.begin(), arrays_.end(), p);
    if (at != arrays_.end()) arrays_.erase(at);
    ::operator delete(p, std::align_val_t{max_align});
  }

  // Frees every block and every array still held.
  void release() noexcept {
    for (void* b : blocks_) ::operator delete(b, std::align_val_t{max_align});
    for (void* a : arrays_) ::operator delete(a, std::align_val_t{max_align});
    blocks_.clear();
    arrays_.clear();
    block_ = nullptr;
    used_ = size_ = 0;
  }

 private:
  [[gnu::noinline]] void* allocate_in_new_block(std::size_t bytes, std::size_t align) {
    // Blocks double from 64 KiB to 64 MiB: a few dozen for gigabytes of nodes.
    std::size_t const size = std::max(next_size_, bytes + align);
    blocks_.reserve(blocks_.size() + 1);
    block_ = static_cast<char*>(::operator new(size, std::align_val_t{max_align}));
    blocks_.push_back(block_);
    size_ = size;
    used_ = 0;
    next_size_ = std::min(next_size_ * 2, std::size_t{64} << 20);
    return allocate(bytes, align);
  }

  std::vector<void*> blocks_;
  std::vector<void*> arrays_;  // at most two at once: a hash table's buckets while it grows
  char* block_ = nullptr;
  std::size_t used_ = 0, size_ = 0;
  std::size_t next_size_ = std::size_t{64} << 10;
};

// A standard allocator over a node_arena: one object at a time from the
// arena (deallocate does nothing), arrays from the heap.
template <class T>
class arena_allocator {
  static_assert(alignof(T) <= node_arena::max_align, "seek: an arena_allocator serves alignments up to 64");

 public:
  using value_type = T;

  explicit arena_allocator(node_arena& arena) noexcept : arena_(&arena) {}
  template <class U>
  arena_allocator(arena_allocator<U> const& other) noexcept : arena_(other.arena()) {}

  T* allocate(std::size_t n) {
    if (n == 1) return static_cast<T*>(arena_->allocate(sizeof(T), alignof(T)));
    if (n > static_cast<std::size_t>(-1) / sizeof(T)) throw std::bad_array_new_length();
    return static_cast<T*>(arena_->allocate_array(n * sizeof(T)));
  }
  void deallocate(T* p, std::size_t n) noexcept {
    if (n != 1) arena_->deallocate_array(p);
  }

  node_arena* arena() const noexcept { return arena_; }
  friend bool operator==(arena_allocator const& a, arena_allocator const& b) noexcept {
    return a.arena_ == b.arena_;
  }

 private:
  node_arena* arena_;
};

// A container made on a node_arena, destroyed with it only when `Destroy`;
// otherwise left as it is, and the arena (which must outlive this) takes its
// memory back at once: for elements that need no destructor, walking millions
// of nodes to destroy them does nothing but take time.
template <class T, bool Destroy>
class arena_held {
 public:
  template <class... A>
  explicit arena_held(A&&... a) {
    std::construct_at(std::addressof(value_), std::forward<A>(a)...);
  }
  arena_held(arena_held const&) = delete;
  arena_held& operator=(arena_held const&) = delete;
  ~arena_held() {
    if constexpr (Destroy) std::destroy_at(std::addressof(value_));
  }
  T& get() noexcept { return value_; }
  T const& get() const noexcept { return value_; }

 private:
  union {
    T value_;
  };
};

}  // namespace seek::detail
