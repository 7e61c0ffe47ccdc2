// Tests for seek/coro_dfs.hpp: the coroutine form yields exactly what
// seek::dfs yields, lazily, and copes with deep chains.
#include <seek/coro_dfs.hpp>
#include <seek/dfs.hpp>
#include <seek/generator.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/view/iota.hpp>
#include <range/v3/view/take.hpp>
#include <range/v3/view/transform.hpp>

#include <array>
#include <stdexcept>
#include <string>
#include <vector>

#include "trees.hpp"

TEST_CASE("coro_dfs yields exactly seek::dfs's sequence on random trees") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    auto tree = seek_test::random_tree(1 + seed * 5, seed * 31);
    auto g = seek::coro_dfs(0, std::cref(tree));
    CAPTURE(seed);
    CHECK((g | ranges::to<std::vector>) == (seek::dfs(0, std::cref(tree)) | ranges::to<std::vector>));
  }
}

TEST_CASE("coro_dfs is lazy: take(k) on a chain calls next k-1 times") {
  for (int k : {1, 2, 7}) {
    int calls = 0;
    auto g = seek::coro_dfs(0, seek_test::counted_chain{50, &calls});
    CHECK(calls == 0);
    auto first = g | ranges::views::take(k) | ranges::to<std::vector>;
    CHECK(first.size() == static_cast<std::size_t>(k));
    CHECK(calls == k - 1);
  }
}

TEST_CASE("coro_dfs on an infinite tree, with various successor ranges") {
  auto arrays = [](int x) { return std::array<int, 2>{2 * x, 2 * x + 1}; };
  auto g1 = seek::coro_dfs(1, arrays);
  CHECK((g1 | ranges::views::take(5) | ranges::to<std::vector>) == std::vector<int>{1, 2, 4, 8, 16});
  auto views = [](int x) { return ranges::views::iota(10 * x, 10 * x + (x < 100 ? 2 : 0)); };
  auto g2 = seek::coro_dfs(1, views);
  CHECK((g2 | ranges::to<std::vector>) == (seek::dfs(1, views) | ranges::to<std::vector>));

  // A successor generator, started only when its state is expanded, and a
  // successor function returning a reference to a table it owns.
  auto generated = [](int x) -> seek::generator<int> {
    for (int d = 1; x < 40 && d <= 3; ++d) co_yield 3 * x + d;
  };
  auto g3 = seek::coro_dfs(0, generated);
  CHECK((g3 | ranges::to<std::vector>) == (seek::dfs(0, generated) | ranges::to<std::vector>));
  std::vector<std::vector<int>> const table{{1, 2}, {3}, {}, {4, 5}, {}, {}};
  auto by_reference = [&table](int x) -> std::vector<int> const& { return table[static_cast<std::size_t>(x)]; };
  auto g4 = seek::coro_dfs(0, by_reference);
  CHECK((g4 | ranges::to<std::vector>) == std::vector<int>{0, 1, 3, 4, 5, 2});
}

TEST_CASE("coro_dfs keeps a parent alive while a successor view refers to it, tail calls included") {
  // A view that reads its parent through a reference: every state here is
  // reached through such a view, and the last child of each goes on in its
  // parent's coroutine (a tail call). Under AddressSanitizer a parent freed
  // too early is an error, not a wrong string.
  auto next = [](std::string const& parent) {
    return ranges::views::iota(0, parent.size() < 4 ? 3 : 0) |
           ranges::views::transform([&parent](int i) { return parent + static_cast<char>('a' + i); });
  };
  auto g = seek::coro_dfs(std::string{}, next);
  auto const walked = g | ranges::to<std::vector>;
  CHECK(walked.size() == 1 + 3 + 9 + 27 + 81);
  CHECK(walked == (seek::dfs(std::string{}, next) | ranges::to<std::vector>));
}

TEST_CASE("the consumer may move from what coro_dfs yields") {
  auto next = [](std::string const& s) {
    return s.size() < 2 ? std::vector<std::string>{s + "a", s + "b"} : std::vector<std::string>{};
  };
  auto g = seek::coro_dfs(std::string{}, next);
  std::vector<std::string> taken;
  for (auto&& s : g) taken.push_back(std::move(s));  // the coroutine expands its own copy
  CHECK(taken == std::vector<std::string>{"", "a", "aa", "ab", "b", "ba", "bb"});
}

TEST_CASE("coro_dfs runs a chain 100,000 deep and destroys it when suspended") {
  constexpr int length = 100'000;
  auto next = [](int x) { return ranges::views::iota(x + 1, x + 1 < length ? x + 2 : x + 1); };
  {
    auto g = seek::coro_dfs(0, next);
    long long count = 0;
    int last = -1;
    for (int x : g) {
      ++count;
      last = x;
    }
    CHECK(count == length);
    CHECK(last == length - 1);
  }
  {
    auto g = seek::coro_dfs(0, next);
    auto it = g.begin();
    for (int i = 0; i < length - 1; ++i) ++it;
    CHECK(*it == length - 1);
  }  // destroyed with 100,000 suspended frames
}

namespace {
// A state whose copy throws when its value is `bad` and copies of it have
// been made `throw_at` times before: a way to throw from each place
// coro_dfs copies a state.
struct touchy {
  int value;
  static inline int bad = -1, copies_of_bad = 0, throw_at = 0;
  explicit touchy(int v) : value(v) {}
  touchy(touchy const& o) : value(o.value) {
    if (value == bad && copies_of_bad++ == throw_at) throw std::runtime_error("copy of " + std::to_string(value));
  }
  touchy(touchy&&) noexcept = default;
  touchy& operator=(touchy const&) = default;
  touchy& operator=(touchy&&) noexcept = default;
};
}  // namespace

TEST_CASE("an exception from copying a state ends coro_dfs and reaches the consumer") {
  auto next = [](touchy const& s) {
    std::vector<touchy> c;
    if (s.value < 20) {
      c.emplace_back(2 * s.value + 1);
      c.emplace_back(2 * s.value + 2);
    }
    return c;
  };
  // Preorder 0 1 3 7 15 31 32 16 33 34 8 ... A state is moved out of its
  // parent's successor vector and copied once, when it is yielded. 7 is
  // the first child of 3, so its copy is made while the coroutine for 3's
  // children runs eagerly, before 3's coroutine nests it; 8 is the second
  // child of 1, copied in a nested coroutine that has been resumed.
  struct throwing_copy {
    int bad;
    std::vector<int> before;
  };
  for (throwing_copy const& t : {throwing_copy{7, {0, 1, 3}}, throwing_copy{8, {0, 1, 3, 7, 15, 31, 32, 16, 33, 34}}}) {
    CAPTURE(t.bad);
    touchy::bad = t.bad;
    touchy::copies_of_bad = 0;
    touchy::throw_at = 0;
    std::vector<int> seen;
    auto g = seek::coro_dfs(touchy(0), next);
    CHECK_THROWS_WITH_AS(
        [&] {
          for (auto&& s : g) seen.push_back(s.value);
        }(),
        ("copy of " + std::to_string(t.bad)).c_str(), std::runtime_error);
    CHECK(seen == t.before);
    CHECK(touchy::copies_of_bad == 1);
  }
  touchy::bad = -1;
}
