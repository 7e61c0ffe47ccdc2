// seek/range/detail/frame_cache.hpp: recycled memory for coroutine frames.
//
// A recursive generator (seek::coro_dfs) makes and destroys a coroutine
// frame for every successor range it walks in a nested coroutine, almost
// always in last-in first-out order and of one size. Each thread keeps a
// few freed frames per size class and hands them out again: a couple of
// pointer moves instead of a malloc/free pair (a fifth of coro_dfs's
// instructions per state, docs/benchmarks.md). Blocks beyond the cap go
// back to the heap, so a deep chain does not leave its memory cached.
#pragma once

#include <array>
#include <cstddef>
#include <new>

namespace seek::detail {

class frame_cache {
  static constexpr std::size_t granule = 64;   // size classes are multiples of this
  static constexpr std::size_t classes = 16;   // frames up to 1 KiB are cached
  static constexpr std::size_t cap = 32;       // blocks kept per class

  struct block {
    block* next;
  };
  struct bin {
    block* head = nullptr;
    std::size_t count = 0;
  };

 public:
  static void* allocate(std::size_t n) {
    std::size_t const c = class_of(n);
    if (c < classes) {
      bin& b = local().bins[c];
      if (b.head != nullptr) {
        block* p = b.head;
        b.head = p->next;
        --b.count;
        return p;
      }
      return ::operator new((c + 1) * granule);
    }
    return ::operator new(n);
  }

  static void deallocate(void* p, std::size_t n) noexcept {
    std::size_t const c = class_of(n);
    if (c < classes) {
      bin& b = local().bins[c];
      if (b.count < cap) {
        b.head = ::new (p) block{b.head};
        ++b.count;
        return;
      }
      ::operator delete(p);  // unsized: clang 14 has no sized delete by default
      return;
    }
    ::operator delete(p);
  }

 private:
  static constexpr std::size_t class_of(std::size_t n) noexcept { return (n + granule - 1) / granule - 1; }

  struct store {
    std::array<bin, classes> bins{};
    store() = default;
    store(store const&) = delete;
    store& operator=(store const&) = delete;
    ~store() {
      for (std::size_t c = 0; c < classes; ++c)
        for (block* p = bins[c].head; p != nullptr;) {
          block* next = p->next;
          ::operator delete(p);  // unsized: clang 14 has no sized delete by default
          p = next;
        }
    }
  };
  static store& local() noexcept {
    thread_local store s;
    return s;
  }
};

}  // namespace seek::detail
