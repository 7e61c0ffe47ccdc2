// Tests for the memo table's memory (seek/scale/detail/node_arena.hpp under
// seek::count with seek::memo_by): the table's entries are not given back
// one by one when the count ends. Freed one by one, the entries of a table
// of millions took seconds after a count had ended, so a count stopped by
// limits::time returned that much late (issue 45 item 8). This program counts
// the calls of the global operator delete (replaced below) while a count
// runs.
#include <doctest/doctest.h>

#include <array>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <new>
#include <string>

#include <seek/scale/detail/node_arena.hpp>
#include <seek/scale/count.hpp>
#include <seek/successor/prune.hpp>

namespace {
std::atomic<bool> counting_memo_frees{false};
std::atomic<std::uint64_t> memo_frees{0};

void* counted_allocate(std::size_t n, std::size_t align) {
  void* p = align <= alignof(std::max_align_t) ? std::malloc(n == 0 ? 1 : n)
                                               : std::aligned_alloc(align, (n + align - 1) / align * align);
  if (p == nullptr) throw std::bad_alloc();
  return p;
}
void counted_release(void* p) noexcept {
  if (p != nullptr && counting_memo_frees.load(std::memory_order_relaxed))
    memo_frees.fetch_add(1, std::memory_order_relaxed);
  std::free(p);
}
}  // namespace

void* operator new(std::size_t n) { return counted_allocate(n, alignof(std::max_align_t)); }
void* operator new(std::size_t n, std::align_val_t a) { return counted_allocate(n, static_cast<std::size_t>(a)); }
void operator delete(void* p) noexcept { counted_release(p); }
void operator delete(void* p, std::size_t) noexcept { counted_release(p); }
void operator delete(void* p, std::align_val_t) noexcept { counted_release(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { counted_release(p); }

TEST_CASE("memo_by: the table is given back in a few blocks, not entry by entry") {
  // A binary tree of numbers in which no subtree repeats: every state enters
  // the table.
  constexpr std::uint64_t leaves = std::uint64_t{1} << 40;
  auto const next = [](std::uint64_t const& x) {
    return x < leaves ? std::array<std::uint64_t, 2>{2 * x, 2 * x + 1} : std::array<std::uint64_t, 2>{};
  };
  auto const leaf = [](std::uint64_t const& x) { return x >= leaves; };
  auto const count_frees = [&](auto&& count) {
    seek::statistics st;
    memo_frees = 0;
    counting_memo_frees = true;
    count(st);
    counting_memo_frees = false;
    CHECK(st.memo_entries > 100000);
    CHECK(memo_frees < 1000);  // one per arena block and per frame block, not one per entry
  };
  SUBCASE("stopped by a limit") {
    count_frees([&](seek::statistics& st) {
      seek::count(std::uint64_t{1}, seek::leaf_if(next, leaf), seek::memo_by(std::identity{}), seek::limits{.nodes = 200000},
                  st);
    });
  }
  SUBCASE("to the end") {  // 2^18 states below 2^20
    auto const deep = [](std::uint64_t const& x) { return x >= std::uint64_t{1} << 37; };
    count_frees([&](seek::statistics& st) {
      CHECK(seek::count(std::uint64_t{1} << 20, seek::leaf_if(next, deep), seek::memo_by(std::identity{}), st) ==
            (std::uint64_t{1} << 18) - 1);
    });
  }
}

TEST_CASE("node_arena: objects from blocks, arrays from the heap, everything freed with the arena") {
  seek::detail::node_arena arena;
  seek::detail::arena_allocator<std::uint64_t> alloc(arena);
  std::uint64_t* first = alloc.allocate(1);
  std::uint64_t* second = alloc.allocate(1);
  CHECK(second == first + 1);  // cut one after the other from a block
  *first = 1;
  *second = 2;
  std::uint64_t* array = alloc.allocate(1000);
  array[999] = 3;
  alloc.deallocate(array, 1000);
  std::uint64_t* kept = alloc.allocate(500);  // freed by the arena
  kept[0] = 4;
  for (int i = 0; i < 100000; ++i) *alloc.allocate(1) = static_cast<std::uint64_t>(i);  // many blocks
  seek::detail::arena_allocator<char> other(alloc);
  CHECK(other == seek::detail::arena_allocator<char>(arena));
  memo_frees = 0;
  counting_memo_frees = true;
  arena.release();
  counting_memo_frees = false;
  CHECK(memo_frees > 0);
  CHECK(memo_frees < 20);
}
