// seek/scale/parallel.hpp with successor functions that return a
// seek::inplace_vector (seek/range/inplace_vector.hpp): the split walker hands
// out children moved out of the vector that lies in its frame, and a piece
// replays its path through the same function. Counts, visits, goals and
// checkpoints equal sequential seek::dfs and the std::vector form. (Move-only
// states are refused by the parallel counts: they copy states.)
#include <doctest/doctest.h>

#include <atomic>
#include <bit>
#include <cstdint>
#include <optional>
#include <vector>

#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/task_arena.h>

#include <seek/range/inplace_vector.hpp>
#include <seek/scale/parallel.hpp>
#include <seek/strategy/dfs.hpp>

#include "../../examples/models/sudoku_rows.hpp"

namespace {

template <class F>
auto iv_with_threads(int threads, F f) {
  tbb::global_control cap(tbb::global_control::max_allowed_parallelism, static_cast<std::size_t>(threads));
  tbb::task_arena arena(threads);
  return arena.execute(f);
}

auto const iv_complete = [](auto const& g) { return g.complete(); };

// sudoku_rows::next with a std::vector, as it was.
auto const iv_rows_vector = []<int N>(sudoku_rows::grid<N> const& g) {
  std::vector<sudoku_rows::grid<N>> out;
  if (g.complete()) return out;
  for (std::uint32_t m = g.allowed(); m != 0; m &= m - 1) out.push_back(g.place(std::countr_zero(m) + 1));
  return out;
};

// A tree of 0..n-1 in heap order, 4 children a node.
struct iv_heap_node {
  std::uint32_t id;
  std::uint32_t depth;
};
struct iv_heap {
  std::uint32_t n;
  seek::inplace_vector<iv_heap_node, 4> operator()(iv_heap_node const& p) const {
    seek::inplace_vector<iv_heap_node, 4> out;
    for (std::uint32_t i = 1; i <= 4; ++i)
      if (4 * p.id + i < n) out.push_back({4 * p.id + i, p.depth + 1});
    return out;
  }
};

}  // namespace

TEST_CASE("parallel with inplace_vector successors: sudoku_rows counts equal dfs and the vector form") {
  // Four rows and two cells: 1.8 million states, enough to be split among
  // threads many times over (four rows alone: 27 million).
  auto const root = sudoku_rows::start<3>("12345678945678912378912345691234567834");
  std::uint64_t sequential = 0;
  for (auto const& g : seek::dfs(root, sudoku_rows::next))
    if (g.complete()) ++sequential;
  CHECK(sequential == 42876);
  for (int threads : {1, 2, 4}) {
    CAPTURE(threads);
    seek::statistics a, b;
    CHECK(iv_with_threads(threads, [&] { return seek::parallel::count(root, sudoku_rows::next, iv_complete, a); }) ==
          sequential);
    CHECK(iv_with_threads(threads, [&] { return seek::parallel::count(root, iv_rows_vector, iv_complete, b); }) ==
          sequential);
    CHECK(a.nodes == b.nodes);
    CHECK(a.expanded == b.expanded);
  }
}

TEST_CASE("parallel with inplace_vector successors: for_each, find_first, checkpoints") {
  std::uint32_t const n = 30000;
  std::vector<std::atomic<int>> seen(n);
  iv_with_threads(2, [&] {
    seek::parallel::for_each(iv_heap_node{0, 0}, iv_heap{n}, [&](iv_heap_node const& p) { seen[p.id].fetch_add(1); });
  });
  int wrong = 0;
  for (auto const& s : seen) wrong += s.load() != 1;
  CHECK(wrong == 0);

  auto const root = sudoku_rows::start<2>();
  auto const first = [](sudoku_rows::grid<2> const& g) { return g.complete(); };
  std::optional<sudoku_rows::grid<2>> expect;
  for (auto const& g : seek::dfs(root, sudoku_rows::next))
    if (first(g)) {
      expect = g;
      break;
    }
  REQUIRE(expect);
  auto const got = iv_with_threads(2, [&] { return seek::parallel::find_first(root, sudoku_rows::next, first); });
  REQUIRE(got);
  CHECK(got->column == expect->column);

  // Stopped every 200 states and resumed from the checkpoint: the pieces
  // are replayed from their paths.
  seek::checkpoint cp;
  std::uint64_t count = 0;
  for (int slices = 0; !cp.finished() && slices < 1000; ++slices)
    count = iv_with_threads(2, [&] {
      return seek::parallel::count(root, sudoku_rows::next, iv_complete, cp, seek::limits{.nodes = 200});
    });
  CHECK(cp.finished());
  CHECK(count == 288);
}
