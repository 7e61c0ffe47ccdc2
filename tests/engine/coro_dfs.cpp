// Tests for seek/strategy/coro_dfs.hpp: the coroutine form yields exactly what
// seek::dfs yields, lazily, and copes with deep chains.
#include <seek/strategy/coro_dfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/range/first.hpp>
#include <seek/range/generator.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/view/iota.hpp>
#include <range/v3/view/take.hpp>
#include <range/v3/view/transform.hpp>

#include <algorithm>
#include <array>
#include <ranges>
#include <stdexcept>
#include <string>
#include <type_traits>
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

TEST_CASE("coro_dfs is lazy: the first k states of a chain cost k-1 calls of next") {
  for (int k : {1, 2, 7}) {
    int calls = 0;
    auto g = seek::coro_dfs(0, seek_test::counted_chain{50, &calls});
    CHECK(calls == 0);
    auto first = g | seek::first(k) | ranges::to<std::vector>;
    CHECK(first.size() == static_cast<std::size_t>(k));
    CHECK(calls == k - 1);
  }
  // range-v3's take(k) moves past the k-th state, which expands it, as
  // with seek::dfs.
  int calls = 0;
  auto g = seek::coro_dfs(0, seek_test::counted_chain{50, &calls});
  CHECK((g | ranges::views::take(3) | ranges::to<std::vector>).size() == 3);
  CHECK(calls == 3);
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
  auto const preorder = seek::dfs(0, generated) | ranges::to<std::vector>;
  CHECK((g3 | ranges::to<std::vector>) == preorder);
  // A generator of references: each successor lives in its coroutine until
  // that generator moves on, which it does once the successor's subtree is done.
  auto generated_in_place = [](int x) -> seek::generator<int const&> {
    for (int d = 1; x < 40 && d <= 3; ++d) {
      int const child = 3 * x + d;
      co_yield child;
    }
  };
  auto g5 = seek::coro_dfs(0, generated_in_place);
  CHECK((g5 | ranges::to<std::vector>) == preorder);
  CHECK((seek::dfs(0, generated_in_place) | ranges::to<std::vector>) == preorder);
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

namespace {
// A state that counts its copies and moves.
struct tracked {
  int value;
  static inline int copies = 0, moves = 0;
  explicit tracked(int v) : value(v) {}
  tracked(tracked const& o) : value(o.value) { ++copies; }
  tracked(tracked&& o) noexcept : value(o.value) { ++moves; }
  tracked& operator=(tracked const&) = default;
  tracked& operator=(tracked&&) noexcept = default;
};
}  // namespace

static_assert(std::is_same_v<std::ranges::range_reference_t<decltype(seek::coro_dfs(0, std::declval<std::vector<int> (*)(int)>()))>,
                             int const&>);

TEST_CASE("coro_dfs hands out states where they lie in their successor containers") {
  // Like seek::dfs: a state in a std::vector is yielded and expanded in its
  // vector, never copied nor moved (the root is moved once, into the
  // coroutine). Its address is the one the successor function gave it.
  std::vector<tracked const*> made;
  auto next = [&made](tracked const& s) {
    std::vector<tracked> c;
    c.reserve(3);
    if (s.value < 40)
      for (int i = 1; i <= 3; ++i) made.push_back(&c.emplace_back(3 * s.value + i));
    return c;  // returned without copying the elements (the buffer moves)
  };
  tracked::copies = tracked::moves = 0;
  auto g = seek::coro_dfs(tracked(0), next);
  std::vector<int> values;
  std::vector<tracked const*> seen_at;
  for (tracked const& s : g) {
    values.push_back(s.value);
    seen_at.push_back(&s);
  }
  CHECK(tracked::copies == 0);
  CHECK(tracked::moves <= 1);
  std::vector<int> expected;
  for (tracked const& s : seek::dfs(tracked(0), next)) expected.push_back(s.value);
  CHECK(values == expected);
  // Every state but the root was seen at the address it was made at.
  made.clear();
  tracked::copies = 0;
  auto again = seek::coro_dfs(tracked(0), next);
  std::size_t at_home = 0, total = 0;
  for (tracked const& s : again) {
    ++total;
    at_home += static_cast<std::size_t>(std::find(made.begin(), made.end(), &s) != made.end());
  }
  CHECK(at_home == total - 1);
}

TEST_CASE("coro_dfs keeps a state's parent alive while the state is walked, as seek::dfs does") {
  // States in std::vectors point to their parent where it lies. Every
  // state reads its parent when it is expanded and when it is yielded;
  // under AddressSanitizer a parent freed too early is an error, not a
  // wrong number. Ids are a binary heap's: the parent of n is (n - 1) / 2.
  struct linked {
    linked const* parent;
    int id;
  };
  auto next = [](linked const& s) {
    std::vector<linked> c;
    if (s.parent != nullptr) CHECK(s.parent->id == (s.id - 1) / 2);
    if (s.id < 200) c = {linked{&s, 2 * s.id + 1}, linked{&s, 2 * s.id + 2}};
    return c;
  };
  auto g = seek::coro_dfs(linked{nullptr, 0}, next);
  int count = 0;
  for (linked const& s : g) {
    ++count;
    if (s.parent != nullptr) CHECK(s.parent->id == (s.id - 1) / 2);
  }
  CHECK(count == 401);
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

TEST_CASE("an exception from making a state ends coro_dfs and reaches the consumer") {
  // States computed by a view are made where coro_dfs first needs them.
  // Ids of a binary tree, preorder 0 1 3 7 15 31 32 16 33 34 8 ... 4 9 19:
  // the first and the second state of a range, at several depths, and the
  // successors of a last state.
  for (int bad : {1, 7, 8, 9, 19, 2}) {
    CAPTURE(bad);
    auto next = [bad](int x) {
      return ranges::views::iota(2 * x + 1, x < 20 ? 2 * x + 3 : 2 * x + 1) | ranges::views::transform([bad](int c) {
               if (c == bad) throw std::runtime_error("making " + std::to_string(c));
               return c;
             });
    };
    std::vector<int> expected;
    for (int x : seek::dfs(0, [](int x) { return ranges::views::iota(2 * x + 1, x < 20 ? 2 * x + 3 : 2 * x + 1); })) {
      if (x == bad) break;
      expected.push_back(x);
    }
    std::vector<int> seen;
    auto g = seek::coro_dfs(0, next);
    CHECK_THROWS_WITH_AS(
        [&] {
          for (int x : g) seen.push_back(x);
        }(),
        ("making " + std::to_string(bad)).c_str(), std::runtime_error);
    CHECK(seen == expected);
  }
}

TEST_CASE("coro_dfs nests 100,000 coroutines deep and frees them without recursion") {
  // Each state below `depth` has two successors: one with successors of its
  // own, then a leaf, so each level has a coroutine of its own; after the
  // comb, the root's last successor starts a second comb.
  constexpr int depth = 100'000;
  auto next = [](std::pair<int, int> const& s) {
    std::vector<std::pair<int, int>> c;
    auto [comb, level] = s;
    if (comb == 0) {  // the root
      c = {{1, 0}, {2, 0}};
    } else if (level >= 0 && level < depth) {
      c.emplace_back(comb, level + 1);
      c.emplace_back(comb, -level - 1);  // a leaf
    }
    return c;
  };
  std::size_t const states = 1 + 2 * (1 + 2 * static_cast<std::size_t>(depth));
  {
    auto g = seek::coro_dfs(std::pair{0, 0}, next);
    std::size_t count = 0;
    long long levels = 0;
    for (auto const& s : g) {
      ++count;
      levels += s.second;
    }
    CHECK(count == states);
    CHECK(levels == 0);  // each level once as a comb state, once negated as a leaf
  }
  {
    // Destroyed while 100,000 coroutines are running, at the deepest leaf.
    auto g = seek::coro_dfs(std::pair{0, 0}, next);
    auto it = g.begin();
    for (int i = 0; i < 1 + depth; ++i) ++it;
    CHECK(*it == std::pair{1, depth});
  }
  {
    // Destroyed at the last state, once the second comb has been walked.
    auto g = seek::coro_dfs(std::pair{0, 0}, next);
    auto it = g.begin();
    for (std::size_t i = 0; i + 1 < states; ++i) ++it;
    CHECK(*it == std::pair{2, -1});
  }
}
