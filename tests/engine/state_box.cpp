// Tests for seek/core/detail/state_box.hpp: big states stay off the call stack.
// Every strategy and the count walk a small tree of 2 MB states on a thread
// whose stack is 8 MB, the usual main-thread limit: a strategy that kept
// whole states on the stack (a root passed by value through its calls, a
// temporary made before a state is moved into place, a heap of entries
// swapped through a temporary) would overflow it.
#include <seek/core/detail/state_box.hpp>
#include <seek/scale/count.hpp>
#include <seek/strategy/astar.hpp>
#include <seek/strategy/beam.hpp>
#include <seek/strategy/best_first.hpp>
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/coro_dfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/strategy/dijkstra.hpp>
#include <seek/strategy/ida_star.hpp>
#include <seek/strategy/iddfs.hpp>
#include <seek/strategy/lds.hpp>
#include <seek/strategy/restarts.hpp>
#include <seek/strategy/unique.hpp>
#include <seek/strategy/with_paths.hpp>
#include <seek/successor/prune.hpp>
#include <seek/successor/skip_seen.hpp>

#include <doctest/doctest.h>

#include <pthread.h>

#include <array>
#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace {

// A state of 2 MB: a tree of 7 of them (binary, ids 1 to 7) is the search.
struct big_state {
  int id = 1;
  std::array<char, std::size_t{2} << 20> payload{};
};
static_assert(seek::detail::boxed_state_v<big_state>);
bool operator==(big_state const& a, big_state const& b) { return a.id == b.id; }
}  // namespace
template <>
struct std::hash<big_state> {  // so that a big state can be its own key
  std::size_t operator()(big_state const& s) const noexcept { return std::hash<int>{}(s.id); }
};
namespace {

std::vector<big_state> children(big_state const& s) {
  std::vector<big_state> out;
  if (s.id < 4) {
    out.resize(2);  // made where they lie
    out[0].id = 2 * s.id;
    out[1].id = 2 * s.id + 1;
  }
  return out;
}
std::vector<std::pair<big_state, int>> weighted_children(big_state const& s) {
  std::vector<std::pair<big_state, int>> out;
  if (s.id < 4) {
    out.resize(2);
    out[0].first.id = 2 * s.id;
    out[0].second = 1;
    out[1].first.id = 2 * s.id + 1;
    out[1].second = 1;
  }
  return out;
}
auto by_id = [](big_state const& s) { return s.id; };
auto no_estimate = [](big_state const&) { return 0; };

// The ids a search yields, as text.
template <class R>
std::string ids(R&& r) {
  std::string out;
  for (auto const& s : r) {
    if constexpr (requires { s.state(); })
      out += std::to_string(s.state().id) + " ";
    else
      out += std::to_string(s.id) + " ";
  }
  return out;
}

// Runs `f` on a thread whose stack is `bytes` long, and waits for it.
template <class F>
void on_stack_of(std::size_t bytes, F f) {
  pthread_attr_t attr;
  REQUIRE(pthread_attr_init(&attr) == 0);
  REQUIRE(pthread_attr_setstacksize(&attr, bytes) == 0);
  pthread_t thread;
  auto run = [](void* p) -> void* {
    (*static_cast<F*>(p))();
    return nullptr;
  };
  REQUIRE(pthread_create(&thread, &attr, run, &f) == 0);
  pthread_attr_destroy(&attr);
  REQUIRE(pthread_join(thread, nullptr) == 0);
}

}  // namespace

TEST_CASE("every strategy and the count search states of 2 MB on a stack of 8 MB") {
  auto const root = std::make_unique<big_state>();  // on the heap: the test itself keeps none on the stack
  std::vector<std::string> got;
  on_stack_of(std::size_t{8} << 20, [&] {
    big_state const& r = *root;
    got.push_back(ids(seek::dfs(r, children)));
    got.push_back(ids(seek::bfs(r, children)));
    got.push_back(ids(seek::best_first(r, children, by_id)));
    got.push_back(ids(seek::beam(r, children, by_id, 2)));
    got.push_back(ids(seek::dijkstra(r, weighted_children, seek::seen_by(by_id))));
    got.push_back(ids(seek::astar(r, weighted_children, no_estimate, seek::seen_by(by_id))));
    got.push_back(ids(seek::iddfs(r, children)));
    got.push_back(ids(seek::ida_star(r, weighted_children, no_estimate)));
    got.push_back(ids(seek::lds(r, children)));
    got.push_back(std::to_string(ids(seek::restarts(r, children)).size()));
    got.push_back(ids(seek::unique_dfs(r, children, seek::seen_by(by_id))));
    got.push_back(ids(seek::unique_bfs(r, children, seek::seen_by(by_id))));
    got.push_back(ids(seek::with_paths(seek::dfs, r, children)));
    got.push_back(std::to_string(seek::count(r, children)));
    got.push_back(std::to_string(seek::count(r, children, [](big_state const& s) { return s.id % 2 == 1; })));
  });
  std::vector<std::string> const expected{
      "1 2 4 5 3 6 7 ", "1 2 3 4 5 6 7 ", "1 2 3 4 5 6 7 ", "1 2 3 4 5 ", "1 2 3 4 5 6 7 ", "1 2 3 4 5 6 7 ",
      "1 2 3 4 5 6 7 ", "1 2 3 4 5 6 7 ", "1 2 4 5 3 6 7 ", "14",           "1 2 4 5 3 6 7 ", "1 2 3 4 5 6 7 ",
      "1 2 4 5 3 6 7 ", "7", "4"};
  REQUIRE(got.size() == expected.size());
  for (std::size_t i = 0; i < got.size(); ++i) {
    CAPTURE(i);
    CHECK(got[i] == expected[i]);
  }
}

TEST_CASE("a state_box keeps a big state on the heap and a small one inline, and copies either") {
  static_assert(sizeof(seek::detail::state_box<big_state>) == sizeof(void*));
  static_assert(sizeof(seek::detail::state_box<int>) == sizeof(int));
  seek::detail::state_box<std::string> small("abc");
  auto small_copy = small;
  small.get() += "d";
  CHECK(small_copy.get() == "abc");
  CHECK(small.get() == "abcd");

  big_state b;
  b.id = 7;
  seek::detail::state_box<big_state> boxed(b);
  auto boxed_copy = boxed;
  boxed.get().id = 8;
  CHECK(boxed_copy.get().id == 7);
  auto moved = std::move(boxed);
  CHECK(moved.get().id == 8);
}

// Issue 45 item 7, unique_bfs over one 1.5 MB state (differential seed
// 1764400000104): the successor range of seek::skip_seen (and prune, leaf_if,
// with_paths) kept its current successor inline, so each copy of the range on
// its way from the successor function to the engine put a whole state on the
// stack (six of them in the tester's optimised frame: 9.4 MB).
TEST_CASE("the successor ranges of skip_seen, prune and leaf_if keep a big successor off the stack") {
  auto const odd = [](big_state const& s) { return s.id % 2 == 1; };
  auto once = seek::skip_seen<big_state>(children, seek::seen_by(by_id));
  auto pruned = seek::prune(children, odd);
  auto leaves = seek::leaf_if(children, [](big_state const& s) { return s.id == 2; });
  using big = big_state const&;
  CHECK(sizeof(decltype(once(std::declval<big>()))) < seek::detail::boxed_state_bytes);
  CHECK(sizeof(decltype(pruned(std::declval<big>()))) < seek::detail::boxed_state_bytes);
  CHECK(sizeof(decltype(leaves(std::declval<big>()))) < seek::detail::boxed_state_bytes);

  auto const root = std::make_unique<big_state>();
  std::vector<std::string> got;
  on_stack_of(std::size_t{8} << 20, [&] {
    big_state const& r = *root;
    got.push_back(ids(seek::unique_bfs(r, children)));  // the state is its own key
    got.push_back(ids(seek::unique_dfs(r, children)));
    got.push_back(ids(seek::bfs(r, pruned)));
    got.push_back(ids(seek::dfs(r, leaves)));
    got.push_back(ids(seek::with_paths(seek::bfs, r, pruned)));
  });
  CHECK(got == std::vector<std::string>{"1 2 3 4 5 6 7 ", "1 2 4 5 3 6 7 ", "1 2 4 ", "1 2 3 6 7 ", "1 2 4 "});
}
