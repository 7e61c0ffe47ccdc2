// Tests for seek/range/generator.hpp: values, copies, nesting with elements_of,
// exceptions, deep chains and early destruction.
#include <seek/range/first.hpp>
#include <seek/range/generator.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/concepts.hpp>
#include <range/v3/range/conversion.hpp>
#include <range/v3/view/filter.hpp>
#include <range/v3/view/take.hpp>

#include <memory>
#include <ranges>
#include <stdexcept>
#include <string>
#include <vector>

static_assert(std::ranges::input_range<seek::generator<int>>);
static_assert(ranges::input_range<seek::generator<int>>);
static_assert(std::is_same_v<std::ranges::range_reference_t<seek::generator<int>>, int&&>);
static_assert(std::ranges::input_range<seek::generator<int const&>>);
static_assert(ranges::input_range<seek::generator<int const&>>);
static_assert(std::is_same_v<std::ranges::range_reference_t<seek::generator<int const&>>, int const&>);
static_assert(std::is_same_v<std::ranges::range_value_t<seek::generator<int const&>>, int>);

namespace {

seek::generator<int> count_to(int n) {
  for (int i = 1; i <= n; ++i) co_yield i;
}

seek::generator<int> nested(int depth) {
  co_yield depth;
  if (depth > 0) {
    co_yield seek::elements_of(nested(depth - 1));
    co_yield seek::elements_of(nested(depth - 1));
  }
  co_yield -depth;
}

seek::generator<int> throws_at(int depth) {
  co_yield depth;
  if (depth == 0) throw std::runtime_error("innermost");
  co_yield seek::elements_of(throws_at(depth - 1));
  co_yield 1000;  // never reached
}

// A chain `depth` generators deep, each yielding its level once.
seek::generator<int> chain(int level, int depth, int* alive) {
  struct track {
    int* alive;
    explicit track(int* a) : alive(a) { ++*alive; }
    ~track() { --*alive; }
  } t(alive);
  co_yield level;
  if (level + 1 < depth) co_yield seek::elements_of(chain(level + 1, depth, alive));
}

std::vector<int> nested_reference(int depth) {
  std::vector<int> out{depth};
  if (depth > 0)
    for (int rep = 0; rep < 2; ++rep)
      for (int x : nested_reference(depth - 1)) out.push_back(x);
  out.push_back(-depth);
  return out;
}

}  // namespace

TEST_CASE("a generator yields its values lazily, in order") {
  CHECK((count_to(5) | ranges::to<std::vector>) == std::vector<int>{1, 2, 3, 4, 5});
  CHECK((count_to(0) | ranges::to<std::vector>).empty());
  // Coroutine lambdas take what they use as parameters: captures would live
  // in the closure, a temporary gone before the body runs.
  int started = 0, finished = 0;
  auto g = [](int& s, int& f) -> seek::generator<int> {
    ++s;
    co_yield 1;
    co_yield 2;
    ++f;
  }(started, finished);
  CHECK(started == 0);  // nothing runs before begin()
  auto it = g.begin();
  CHECK(started == 1);  // begin() runs the body to its first value
  CHECK(*it == 1);
  ++it;
  CHECK(*it == 2);
  CHECK(finished == 0);
  ++it;  // runs the body's tail, as std::generator does
  CHECK(finished == 1);
  CHECK(it == g.end());
}

TEST_CASE("take(k) runs a generator past its k-th value, seek::first(k) does not") {
  int after_second = 0;
  auto body = [](int& after) -> seek::generator<int> {
    co_yield 1;
    co_yield 2;
    ++after;
    co_yield 3;
  };
  auto taken = body(after_second);
  CHECK((taken | ranges::views::take(2) | ranges::to<std::vector>) == std::vector<int>{1, 2});
  CHECK(after_second == 1);
  after_second = 0;
  auto firsts = body(after_second);
  CHECK((firsts | seek::first(2) | ranges::to<std::vector>) == std::vector<int>{1, 2});
  CHECK(after_second == 0);
}

TEST_CASE("yielding an lvalue yields a copy the consumer may move from") {
  std::vector<std::string> kept;
  auto g = [](std::vector<std::string>& out) -> seek::generator<std::string> {
    std::string s = "kept";
    co_yield s;
    out.push_back(s);
  }(kept);
  for (auto&& v : g) {
    std::string stolen = std::move(v);
    CHECK(stolen == "kept");
  }
  CHECK(kept == std::vector<std::string>{"kept"});
}

namespace {
// Counts its copies, and remembers where it was made.
struct counted {
  int value;
  static inline int copies = 0;
  explicit counted(int v) : value(v) {}
  counted(counted const& o) : value(o.value) { ++copies; }
  counted& operator=(counted const&) = default;
};
}  // namespace

TEST_CASE("generator<T const&> hands out what it yields where it lies") {
  counted::copies = 0;
  std::vector<counted const*> yielded_at;
  auto g = [](std::vector<counted const*>& at) -> seek::generator<counted const&> {
    counted kept(1);
    at.push_back(&kept);
    co_yield kept;              // an lvalue: not copied
    co_yield counted(2);        // a temporary lives until the coroutine resumes
    std::vector<counted> many;
    many.reserve(2);
    many.emplace_back(3);
    many.emplace_back(4);
    at.push_back(&many[0]);
    at.push_back(&many[1]);
    co_yield seek::elements_of(many);  // a range of T: its own elements
  }(yielded_at);
  std::vector<int> values;
  std::vector<counted const*> seen_at;
  for (counted const& c : g) {
    values.push_back(c.value);
    seen_at.push_back(&c);
  }
  CHECK(values == std::vector<int>{1, 2, 3, 4});
  CHECK(counted::copies == 0);
  REQUIRE(seen_at.size() == 4);
  CHECK(seen_at[0] == yielded_at[0]);
  CHECK(seen_at[2] == yielded_at[1]);
  CHECK(seen_at[3] == yielded_at[2]);
}

namespace {
seek::generator<int const&> count_refs_to(int n) {
  for (int i = 1; i <= n; ++i) co_yield i;
}
}  // namespace

TEST_CASE("generator<T const&> nests, and makes a T of other elements") {
  std::vector<long> const longs{10, 20};
  // A coroutine lambda captures nothing: its closure is gone once called.
  auto outer = [](std::vector<long> const& l) -> seek::generator<int const&> {
    co_yield seek::elements_of(count_refs_to(2));
    co_yield seek::elements_of(l);  // long: each becomes an int
    co_yield 30;
  }(longs);
  CHECK((outer | ranges::to<std::vector>) == std::vector<int>{1, 2, 10, 20, 30});
}

TEST_CASE("move-only values move through a generator") {
  auto g = []() -> seek::generator<std::unique_ptr<int>> {
    co_yield std::make_unique<int>(7);
    co_yield std::make_unique<int>(8);
  }();
  std::vector<int> got;
  for (auto&& p : g) {
    std::unique_ptr<int> mine = std::move(p);
    got.push_back(*mine);
  }
  CHECK(got == std::vector<int>{7, 8});
}

TEST_CASE("nested elements_of yields every value of the inner generators") {
  for (int depth : {0, 1, 2, 5}) CHECK((nested(depth) | ranges::to<std::vector>) == nested_reference(depth));
}

TEST_CASE("elements_of an lvalue generator, a vector, and an empty generator") {
  // The vectors are made outside the coroutine body: g++ 12 rejects a braced
  // list initialising a std::vector inside one ("array used as initializer").
  std::vector<int> const ten_twenty{10, 20}, thirty{30};
  auto outer = [](std::vector<int> const& a, std::vector<int> const& b) -> seek::generator<int> {
    auto inner = count_to(2);
    co_yield seek::elements_of(inner);
    std::vector<int> v = a;
    co_yield seek::elements_of(v);
    co_yield seek::elements_of(std::vector<int>(b));
    co_yield seek::elements_of(count_to(0));
    co_yield 40;
  }(ten_twenty, thirty);
  CHECK((outer | ranges::to<std::vector>) == std::vector<int>{1, 2, 10, 20, 30, 40});
}

TEST_CASE("an exception thrown by a nested generator reaches the consumer") {
  auto g = throws_at(3);
  std::vector<int> seen;
  std::string message;
  try {
    for (int x : g) seen.push_back(x);
  } catch (std::runtime_error const& e) {
    message = e.what();
  }
  CHECK(message == "innermost");
  CHECK(seen == std::vector<int>{3, 2, 1, 0});

  auto early = []() -> seek::generator<int> {
    throw std::logic_error("before the first value");
    co_return;
  }();
  CHECK_THROWS_AS((void)early.begin(), std::logic_error);
}

TEST_CASE("an exception can be caught by an outer generator") {
  auto g = []() -> seek::generator<int> {
    bool caught = false;
    try {
      co_yield seek::elements_of(throws_at(2));
    } catch (std::runtime_error const&) {
      caught = true;  // co_yield is not allowed inside a handler
    }
    if (caught) co_yield -1;
  }();
  CHECK((g | ranges::to<std::vector>) == std::vector<int>{2, 1, 0, -1});
}

TEST_CASE("a chain 100,000 generators deep runs and unwinds without recursion") {
  // Pulling is O(1) per value: an implementation that walked the chain on
  // every pull would need about 5e9 resumptions here and never finish.
  constexpr int depth = 100'000;
  int alive = 0;
  {
    auto g = chain(0, depth, &alive);
    long long sum = 0, count = 0;
    for (int x : g) {
      sum += x;
      ++count;
    }
    CHECK(count == depth);
    CHECK(sum == static_cast<long long>(depth) * (depth - 1) / 2);
  }
  CHECK(alive == 0);
}

TEST_CASE("destroying a suspended deep chain frees every frame, innermost first") {
  constexpr int depth = 100'000;
  int alive = 0;
  {
    auto g = chain(0, depth, &alive);
    auto it = g.begin();
    for (int i = 0; i < depth - 1; ++i) ++it;
    CHECK(*it == depth - 1);
    CHECK(alive == depth);
  }
  CHECK(alive == 0);
}

TEST_CASE("a generator pipes into range-v3 as an lvalue") {
  auto g = count_to(20);
  auto evens = g | ranges::views::filter([](int x) { return x % 2 == 0; }) | ranges::views::take(3) |
               ranges::to<std::vector>;
  CHECK(evens == std::vector<int>{2, 4, 6});
}

TEST_CASE("a generator walked again says it is single-pass instead of walking on or yielding nothing") {
  auto g = count_to(5);
  std::vector<int> seen;
  for (int x : g) {
    seen.push_back(x);
    if (x == 2) break;
  }
  CHECK(seen == std::vector<int>{1, 2});
  CHECK_THROWS_AS((void)g.begin(), std::logic_error);  // not 3 4 5, as if it began again

  auto moved = count_to(3);
  auto taker = std::move(moved);
  CHECK_THROWS_AS((void)moved.begin(), std::logic_error);  // NOLINT(bugprone-use-after-move): the point
  CHECK((taker | ranges::to<std::vector>) == std::vector<int>{1, 2, 3});

  // range-v3's filter keeps its first element's iterator and hands it out
  // again: the coroutine has run on and cannot go back.
  auto source = count_to(6);
  auto even = source | ranges::views::filter([](int x) { return x % 2 == 0; });
  CHECK((even | ranges::to<std::vector>) == std::vector<int>{2, 4, 6});
  CHECK_THROWS_AS((void)(even | ranges::to<std::vector>), std::logic_error);
}
