// Tests for seek/range/inplace_vector.hpp: the container (size, overflow,
// copies and moves of elements that own memory or cannot be copied, constant
// expressions), and successor functions returning it: visited in place by
// dfs, moved out by bfs, move-only states, counts with a memo and a
// checkpoint, with_paths. Every strategy takes it: tests/engine/consumer.cpp.
#include <seek/seek.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/concepts.hpp>
#include <range/v3/range/conversion.hpp>

#include <cstdint>
#include <memory>
#include <ranges>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

static_assert(ranges::contiguous_range<seek::inplace_vector<std::string, 3>>);
static_assert(ranges::sized_range<seek::inplace_vector<std::string, 3>>);
static_assert(!ranges::view_<seek::inplace_vector<std::string, 3>>);
static_assert(std::ranges::contiguous_range<seek::inplace_vector<std::string, 3>>);
static_assert(!std::ranges::borrowed_range<seek::inplace_vector<std::string, 3>>);
static_assert(std::is_same_v<ranges::range_reference_t<seek::inplace_vector<int, 3>>, int&>);
static_assert(seek::inplace_element<std::unique_ptr<int>>);
static_assert(!seek::inplace_element<int&>);
static_assert(!seek::inplace_element<int const>);
static_assert(!seek::inplace_element<int[2]>);
static_assert(!seek::inplace_element<void>);
// A successor range of states: the engine visits children where they lie.
static_assert(seek::successor_function<seek::inplace_vector<int, 2> (*)(int const&), int>);
static_assert(seek::weighted_successor_function<seek::inplace_vector<std::pair<int, double>, 2> (*)(int const&), int>);
// The size counts in the smallest type that holds N.
static_assert(sizeof(seek::inplace_vector<std::uint32_t, 4>) == 4 * 4 + 4);
static_assert(sizeof(seek::inplace_vector<char, 300>) == 300 + 2);
// Move-only: movable, not copyable.
static_assert(std::movable<seek::inplace_vector<std::unique_ptr<int>, 2>>);
static_assert(!std::copy_constructible<seek::inplace_vector<std::unique_ptr<int>, 2>>);

namespace {

// In a constant expression: a trivial element type.
struct iv_point {
  int x;
  int y;
};
constexpr int iv_constant_sum() {
  seek::inplace_vector<iv_point, 4> v;
  v.push_back(iv_point{1, 2});
  v.emplace_back(iv_point{3, 4});
  seek::inplace_vector<iv_point, 4> w = v;
  w.pop_back();
  int sum = 0;
  for (iv_point const& p : v) sum += p.x * p.y;
  return sum + static_cast<int>(w.size()) * 100;
}
static_assert(iv_constant_sum() == 114);
static_assert(seek::inplace_vector<int, 3>{1, 2, 3}.back() == 3);

// Counts its live objects, copies and moves.
struct iv_tally {
  int live = 0, copies = 0, moves = 0;
};
struct iv_counted {
  iv_tally* t;
  int value;
  iv_counted(iv_tally* tally, int v) : t(tally), value(v) { ++t->live; }
  iv_counted(iv_counted const& o) : t(o.t), value(o.value) {
    ++t->live;
    ++t->copies;
  }
  iv_counted(iv_counted&& o) noexcept : t(o.t), value(o.value) {
    ++t->live;
    ++t->moves;
  }
  iv_counted& operator=(iv_counted const& o) {
    t = o.t;
    value = o.value;
    ++t->copies;
    return *this;
  }
  iv_counted& operator=(iv_counted&& o) noexcept {
    t = o.t;
    value = o.value;
    ++t->moves;
    return *this;
  }
  ~iv_counted() { --t->live; }
};

// The binary tree 1..7 (children 2n and 2n + 1 below 4).
auto iv_tree = [](int n) {
  seek::inplace_vector<int, 2> out;
  if (n < 4) out = {2 * n, 2 * n + 1};
  return out;
};

}  // namespace

TEST_CASE("inplace_vector: push_back, emplace_back, indexing, pop_back, clear, equality") {
  seek::inplace_vector<std::string, 3> v;
  CHECK(v.empty());
  CHECK(v.size() == 0);
  CHECK(v.capacity() == 3);
  CHECK(v.max_size() == 3);
  v.push_back("a");
  std::string b = "b";
  v.push_back(b);
  CHECK(v.emplace_back(3, 'c') == "ccc");
  CHECK(v.size() == 3);
  CHECK(v.front() == "a");
  CHECK(v.back() == "ccc");
  CHECK(v[1] == "b");
  CHECK(std::vector<std::string>(v.begin(), v.end()) == std::vector<std::string>{"a", "b", "ccc"});
  CHECK(v.data() == &v[0]);
  v.pop_back();
  CHECK(v.size() == 2);
  CHECK(v == seek::inplace_vector<std::string, 3>{"a", "b"});
  CHECK(v != seek::inplace_vector<std::string, 3>{"a", "c"});
  CHECK(v != seek::inplace_vector<std::string, 3>{"a"});
  v.clear();
  CHECK(v.empty());
  v = {"x", "y", "z"};
  CHECK(v.size() == 3);
}

TEST_CASE("inplace_vector: past the capacity, std::length_error, and the vector is unchanged") {
  seek::inplace_vector<std::string, 2> v{"a", "b"};
  CHECK_THROWS_WITH_AS(v.push_back("c"), "seek::inplace_vector: more elements than its capacity, 2",
                       std::length_error);
  CHECK_THROWS_AS(v.emplace_back("c"), std::length_error);
  CHECK(v == seek::inplace_vector<std::string, 2>{"a", "b"});
  CHECK_THROWS_AS((seek::inplace_vector<int, 2>{1, 2, 3}), std::length_error);
  CHECK_THROWS_AS((v = {"x", "y", "z"}), std::length_error);
  CHECK(v.size() == 2);
  // A successor function that has more children than it said: the error
  // reaches the consumer, and the search ends.
  auto too_many = [](int n) {
    seek::inplace_vector<int, 2> out;
    if (n < 4)
      for (int i = 0; i < 3; ++i) out.push_back(3 * n + i);
    return out;
  };
  auto view = seek::dfs(1, too_many);
  auto it = view.begin();
  CHECK_THROWS_AS(++it, std::length_error);
  CHECK(it == view.end());
}

TEST_CASE("inplace_vector: copies and moves construct only the elements there are, and destroy them all") {
  iv_tally t;
  {
    seek::inplace_vector<iv_counted, 4> v;
    v.emplace_back(&t, 1);
    v.emplace_back(&t, 2);
    CHECK(t.live == 2);
    auto copy = v;
    CHECK(t.live == 4);
    CHECK(t.copies == 2);
    auto moved = std::move(copy);
    CHECK(t.moves == 2);
    CHECK(moved.size() == 2);
    CHECK(moved[1].value == 2);
    seek::inplace_vector<iv_counted, 4> other;
    other.emplace_back(&t, 9);
    other = v;  // one destroyed, two copied
    CHECK(other.size() == 2);
    CHECK(other[0].value == 1);
    other = std::move(moved);
    CHECK(other[1].value == 2);
    auto& self = other;
    other = self;
    CHECK(other.size() == 2);
    other.pop_back();
    CHECK(other.size() == 1);
  }
  CHECK(t.live == 0);
}

TEST_CASE("inplace_vector: move-only elements, and move-only states searched by dfs, bfs and count") {
  seek::inplace_vector<std::unique_ptr<int>, 2> v;
  v.push_back(std::make_unique<int>(1));
  v.emplace_back(new int(2));
  auto w = std::move(v);
  CHECK(*w[0] == 1);
  CHECK(*w[1] == 2);
  v = std::move(w);
  CHECK(*v[1] == 2);

  auto next = [](std::unique_ptr<int> const& p) {
    seek::inplace_vector<std::unique_ptr<int>, 2> out;
    if (*p < 4) {
      out.push_back(std::make_unique<int>(2 * *p));
      out.push_back(std::make_unique<int>(2 * *p + 1));
    }
    return out;
  };
  std::vector<int> dfs_order, bfs_order;
  for (auto const& p : seek::dfs(std::make_unique<int>(1), next)) dfs_order.push_back(*p);
  for (auto const& p : seek::bfs(std::make_unique<int>(1), next)) bfs_order.push_back(*p);
  CHECK(dfs_order == std::vector<int>{1, 2, 4, 5, 3, 6, 7});
  CHECK(bfs_order == std::vector<int>{1, 2, 3, 4, 5, 6, 7});
  CHECK(seek::count(std::make_unique<int>(1), next) == 7);
}

TEST_CASE("inplace_vector successors: dfs visits and expands each child where it lies, never copying one") {
  iv_tally t;
  auto next = [&t](iv_counted const& c) {
    seek::inplace_vector<iv_counted, 2> out;
    if (c.value < 8) {
      out.emplace_back(&t, 2 * c.value);
      out.emplace_back(&t, 2 * c.value + 1);
    }
    return out;
  };
  std::vector<int> seen;
  {
    auto view = seek::dfs(iv_counted{&t, 1}, next);
    auto it = view.begin();  // the root is copied or moved into the view and the walk
    t.copies = t.moves = 0;
    for (; it != view.end(); ++it) seen.push_back(it->value);
  }
  CHECK(seen == std::vector<int>{1, 2, 4, 8, 9, 5, 10, 11, 3, 6, 12, 13, 7, 14, 15});
  CHECK(t.copies == 0);  // no child copied or moved
  CHECK(t.moves == 0);
  CHECK(t.live == 0);
}

TEST_CASE("inplace_vector successors: the same states as a std::vector in dfs, bfs, counts, memo, checkpoint") {
  auto vector_tree = [](int n) { return n < 4 ? std::vector{2 * n, 2 * n + 1} : std::vector<int>{}; };
  CHECK((seek::dfs(1, iv_tree) | ranges::to<std::vector>) == (seek::dfs(1, vector_tree) | ranges::to<std::vector>));
  CHECK((seek::bfs(1, iv_tree) | ranges::to<std::vector>) == (seek::bfs(1, vector_tree) | ranges::to<std::vector>));
  CHECK(seek::count(1, iv_tree) == 7);
  CHECK(seek::count(1, iv_tree, [](int n) { return n >= 4; }) == 4);
  seek::statistics st;
  CHECK(seek::count(1, iv_tree, seek::memo_by([](int n) { return n; }), st) == 7);

  // A count stopped by a node limit and resumed from its checkpoint: the
  // walker's paths replay the successor function.
  auto wide = [](std::uint32_t n) {
    seek::inplace_vector<std::uint32_t, 3> out;
    if (n < 200)
      for (std::uint32_t i = 1; i <= 3; ++i) out.push_back(3 * n + i);
    return out;
  };
  std::uint64_t const whole = seek::count(0u, wide);
  seek::checkpoint cp;
  std::uint64_t so_far = 0;  // a checkpointed count returns the count so far
  for (int slices = 0; !cp.finished() && slices < 100; ++slices)
    so_far = seek::count(0u, wide, cp, seek::limits{.nodes = 50});
  CHECK(cp.finished());
  CHECK(so_far == whole);
}

TEST_CASE("inplace_vector successors with paths, weighted and not") {
  auto found = seek::find(seek::with_paths(seek::dfs, 1, iv_tree), [](int n) { return n == 6; });
  REQUIRE(found);
  CHECK(found->path() == std::vector<int>{1, 3, 6});
  auto weighted = [](int n) {
    seek::inplace_vector<std::pair<int, double>, 2> out;
    if (n < 4) {
      out.emplace_back(2 * n, 1.0);
      out.emplace_back(2 * n + 1, 0.5);
    }
    return out;
  };
  auto node = seek::find(seek::with_paths(seek::dijkstra, 1, weighted), [](int n) { return n == 6; });
  REQUIRE(node);
  CHECK(node->cost() == 1.5);
  CHECK(node->path() == std::vector<int>{1, 3, 6});
}
