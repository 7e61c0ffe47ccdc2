// Tests for seek/core/view_facade.hpp: a view written as a cursor, the way a
// model writes its own successor range, iterates, restarts on begin(), pipes
// into range-v3, serves as the children of a search, and has begin() on
// lvalues only.
#include <seek/core/view_facade.hpp>
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/view/filter.hpp>

#include <iterator>
#include <ranges>
#include <vector>

namespace {

// n, n-1, ..., 1.
class vf_countdown : public seek::view_facade<vf_countdown>, public ranges::view_base, public std::ranges::view_base {
 public:
  vf_countdown() = default;
  explicit vf_countdown(int from) : from_(from) {}
  int begun = 0;  // how many times begin() started the iteration

 private:
  friend seek::cursor_access;
  struct cursor {
    using value_type = int;
    int n = 0;

   private:
    friend seek::cursor_access;
    int read() const { return n; }
    void next() { --n; }
    bool at_end() const { return n <= 0; }
  };
  cursor begin_cursor() {
    ++begun;
    return cursor{from_};
  }
  int from_ = 0;
};

// The children of x in the binary tree 1..limit: 2x and 2x+1, as a view that
// holds no container.
class vf_children : public seek::view_facade<vf_children>, public ranges::view_base, public std::ranges::view_base {
 public:
  vf_children() = default;
  vf_children(int x, int limit) : x_(x), limit_(limit) {}

 private:
  friend seek::cursor_access;
  struct cursor {
    using value_type = int;
    int child = 0, last = 0;

   private:
    friend seek::cursor_access;
    int read() const { return child; }
    void next() { ++child; }
    bool at_end() const { return child > last; }
  };
  cursor begin_cursor() const { return cursor{2 * x_, 2 * x_ + 1 > limit_ ? limit_ : 2 * x_ + 1}; }
  int x_ = 0, limit_ = 0;
};

template <class V>
concept vf_begin_on_rvalue = requires(V&& v) { static_cast<V&&>(v).begin(); };

static_assert(std::ranges::input_range<vf_countdown>);
static_assert(std::input_iterator<decltype(std::declval<vf_countdown&>().begin())>);
static_assert(ranges::input_range<vf_countdown>);
static_assert(!vf_begin_on_rvalue<vf_countdown>);
static_assert(vf_begin_on_rvalue<vf_countdown&>);

}  // namespace

TEST_CASE("view_facade: a cursor's elements in order, and begin() starts again") {
  vf_countdown v(3);
  std::vector<int> seen;
  for (int x : v) seen.push_back(x);
  CHECK(seen == std::vector<int>{3, 2, 1});
  CHECK(v.begun == 1);
  auto it = v.begin();
  CHECK(*it == 3);
  ++it;
  CHECK(*it == 2);
  CHECK(v.begun == 2);
  CHECK(std::ranges::distance(v.begin(), v.end()) == 3);
  vf_countdown none(0);
  CHECK(none.begin() == none.end());
}

TEST_CASE("view_facade: pipes into range-v3's adaptors") {
  auto odd = vf_countdown(6) | ranges::views::filter([](int x) { return x % 2 == 1; }) | ranges::to<std::vector>();
  CHECK(odd == std::vector<int>{5, 3, 1});
}

TEST_CASE("view_facade: a successor range of a search") {
  auto next = [](int x) { return vf_children(x, 7); };
  auto by_vector = [](int x) { return 2 * x + 1 <= 7 ? std::vector<int>{2 * x, 2 * x + 1} : std::vector<int>{}; };
  CHECK((seek::dfs(1, next) | ranges::to<std::vector>()) == std::vector<int>{1, 2, 4, 5, 3, 6, 7});
  CHECK((seek::dfs(1, next) | ranges::to<std::vector>()) == (seek::dfs(1, by_vector) | ranges::to<std::vector>()));
  CHECK((seek::bfs(1, next) | ranges::to<std::vector>()) == std::vector<int>{1, 2, 3, 4, 5, 6, 7});
}
