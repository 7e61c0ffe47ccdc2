// Tests for seek::parallel over big states: a state of 2 MB is kept on the
// heap wherever the split count holds one (a task handed out with its state,
// a piece replayed from its path), never on a oneTBB worker's stack, which
// is 4 MB by default.
#include <doctest/doctest.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/task_arena.h>

#include <seek/core/detail/state_box.hpp>
#include <seek/scale/checkpoint.hpp>
#include <seek/scale/parallel.hpp>

namespace {

// A state of 2 MB: a complete binary tree of them, ids 1 to 2^6 - 1.
struct big_state {
  int id = 1;
  std::array<char, std::size_t{2} << 20> payload{};
};
static_assert(seek::detail::boxed_state_v<big_state>);

std::vector<big_state> two_big_children(big_state const& s) {
  std::vector<big_state> out;
  if (s.id < 32) {
    out.resize(2);  // made where they lie
    out[0].id = 2 * s.id;
    out[1].id = 2 * s.id + 1;
  }
  return out;
}
auto const odd_id = [](big_state const& s) { return s.id % 2 == 1; };

}  // namespace

// Issue 45 item 7: parallel::count kept states inline in its tasks and
// pieces (2 MB states crashed a worker's 4 MB stack).
TEST_CASE("parallel::count, for_each, find_first and a checkpointed count over states of 2 MB") {
  auto const root = std::make_unique<big_state>();  // on the heap (find_first's answer is on this 8 MB stack)
  for (int threads : {2, 4}) {
    CAPTURE(threads);
    tbb::global_control cap(tbb::global_control::max_allowed_parallelism, static_cast<std::size_t>(threads));
    tbb::task_arena arena(threads);
    arena.execute([&] {
      seek::statistics st;
      CHECK(seek::parallel::count(*root, two_big_children, st) == 63);
      CHECK(st.nodes == 63);
      CHECK(seek::parallel::count(*root, two_big_children, odd_id) == 32);  // 1 and the right children
      std::atomic<int> visited{0};
      seek::parallel::for_each(*root, two_big_children, [&](big_state const&) { ++visited; });
      CHECK(visited == 63);
      auto const found = seek::parallel::find_first(*root, two_big_children, [](big_state const& s) { return s.id >= 40; });
      REQUIRE(found);
      CHECK(found->id == 40);  // preorder meets 1 2 4 8 16 32 33 17 34 35 9 18 36 37 19 38 39 5 10 20 40 first
      seek::checkpoint cp;  // stopped every 20 states: its pieces are replayed from their paths
      for (int round = 0; round < 100 && !cp.finished(); ++round)
        seek::parallel::count(*root, two_big_children, cp, seek::limits{.nodes = 20});
      CHECK(cp.finished());
      CHECK(cp.count == 63);
    });
  }
}
