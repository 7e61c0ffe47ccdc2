// Tests for seek::traced_by under seek/scale/parallel.hpp: with 2 threads,
// every node of a small tree is reported generated once, by a worker below
// the thread count, with unique ids whose parent ids form the tree (across
// the pieces handed from task to task too), and the events match the
// statistics. The hooks are called one at a time.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <map>
#include <set>
#include <thread>
#include <vector>

#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/task_arena.h>

#include <seek/scale/parallel.hpp>
#include <seek/trace/tracer.hpp>

namespace ptrace_test {

// A complete ternary tree of height 6 (1,093 states), numbered as a heap:
// the children of k are 3k + 1, 3k + 2, 3k + 3.
struct state {
  std::uint64_t k;
  std::size_t depth;
};
std::vector<state> next(state const& s) {
  if (s.depth == 6) return {};
  // A little work per expansion (7 ms in all), so that the second thread
  // takes part and pieces cross from one worker to the other (not asserted:
  // on a loaded machine one thread may walk everything).
  std::this_thread::sleep_for(std::chrono::microseconds(20));
  return {{3 * s.k + 1, s.depth + 1}, {3 * s.k + 2, s.depth + 1}, {3 * s.k + 3, s.depth + 1}};
}
constexpr std::uint64_t tree_size = 1093;

// Records what it hears; not thread-safe: seek calls it one hook at a time.
struct recorder {
  struct generated_event {
    std::uint64_t k, id, parent;
    std::size_t depth, worker;
  };
  std::vector<generated_event> generated;
  std::uint64_t expanded = 0, dead_ends = 0, finished = 0, finish_nodes = 0;
  std::atomic<int> inside{0}, most_inside{0};

  void enter() {
    int const now = ++inside;
    if (now > most_inside) most_inside = now;
  }
  void on_generated(seek::node_event<state> const& e) {
    enter();
    generated.push_back({e.state.k, e.id, e.parent, e.depth, e.worker});
    --inside;
  }
  void on_expand(seek::node_event<state> const&) {
    enter();
    ++expanded;
    --inside;
  }
  void on_dead_end(seek::node_event<state> const&) {
    enter();
    ++dead_ends;
    --inside;
  }
  void on_finish(seek::finish_event const& f) {
    ++finished;
    finish_nodes = f.nodes;
  }
};

template <class F>
auto on_two_threads(F f) {
  tbb::global_control cap(tbb::global_control::max_allowed_parallelism, 2);
  tbb::task_arena arena(2);
  return arena.execute(f);
}

// The events of a whole walk of the tree: each state once, the tree's shape.
void check_tree(recorder const& r, seek::statistics const& stats) {
  CHECK(r.most_inside == 1);
  CHECK(r.generated.size() == stats.nodes);
  CHECK(r.expanded == stats.expanded);
  CHECK(r.dead_ends == stats.failures);
  CHECK(r.finished == 1);
  CHECK(r.finish_nodes == stats.nodes);
  std::map<std::uint64_t, recorder::generated_event> by_id;
  std::set<std::uint64_t> states;
  for (auto const& e : r.generated) {
    CHECK(e.worker < 2);
    CHECK(e.id >= 1);
    CHECK(e.id <= r.generated.size());  // 1, 2, ... in the order the tracer hears them
    CHECK(by_id.emplace(e.id, e).second);
    CHECK(states.insert(e.k).second);
  }
  for (auto const& e : r.generated) {
    if (e.k == 0) {  // the root
      CHECK(e.parent == 0);
      CHECK(e.depth == 0);
      continue;
    }
    auto const p = by_id.find(e.parent);
    REQUIRE(p != by_id.end());
    CHECK(p->second.k == (e.k - 1) / 3);
    CHECK(e.depth == p->second.depth + 1);
  }
}

}  // namespace ptrace_test

TEST_CASE("matrix: traced_by x parallel::count") {
  using namespace ptrace_test;
  recorder r;
  seek::statistics stats;
  auto const n = on_two_threads([&] { return seek::parallel::count(state{0, 0}, next, stats, seek::traced_by(r)); });
  CHECK(n == tree_size);
  CHECK(stats.nodes == tree_size);
  check_tree(r, stats);
}

TEST_CASE("parallel::for_each, find_any and find_first report to a tracer") {
  using namespace ptrace_test;
  SUBCASE("for_each: the whole tree") {
    recorder r;
    seek::statistics stats;
    std::atomic<std::uint64_t> seen{0};
    on_two_threads([&] {
      seek::parallel::for_each(state{0, 0}, next, [&](state const&) { ++seen; }, seek::traced_by(r), stats);
      return 0;
    });
    CHECK(seen == tree_size);
    CHECK(stats.nodes == tree_size);
    check_tree(r, stats);
  }
  SUBCASE("find_first and find_any: as many nodes as the statistics count") {
    auto const goal = [](state const& s) { return s.k == 700; };
    for (bool first : {true, false}) {
      recorder r;
      seek::statistics stats;
      auto const found = on_two_threads([&] {
        return first ? seek::parallel::find_first(state{0, 0}, next, goal, stats, seek::traced_by(r))
                     : seek::parallel::find_any(state{0, 0}, next, goal, seek::traced_by(r), stats);
      });
      REQUIRE(found);
      CHECK(found->k == 700);
      CHECK(r.most_inside == 1);
      CHECK(r.generated.size() == stats.nodes);
      CHECK(r.expanded == stats.expanded);
      CHECK(r.finished == 1);
      std::set<std::uint64_t> ids;
      for (auto const& e : r.generated) {
        CHECK(e.worker < 2);
        CHECK(ids.insert(e.id).second);
      }
    }
  }
}
