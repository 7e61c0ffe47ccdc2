// Tests for seek/strategy/dfs.hpp: the depth-first preorder contract, laziness,
// restarts, deep paths, roots, states and exceptions.
#include <seek/strategy/dfs.hpp>
#include <seek/range/first.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/view/iota.hpp>
#include <range/v3/view/take.hpp>

#include <algorithm>
#include <array>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "trees.hpp"

namespace {

using seek_test::heap_tree;

}  // namespace

TEST_CASE("dfs visits a hand-built tree in preorder, children in order") {
  auto order = seek::dfs(1, heap_tree(15)) | ranges::to<std::vector>;
  CHECK(order == std::vector<int>{1, 2, 4, 8, 9, 5, 10, 11, 3, 6, 12, 13, 7, 14, 15});
}

TEST_CASE("dfs follows the order next returns children in, not their values") {
  auto reversed = [](int x) {
    std::vector<int> kids;
    for (int c : {2 * x + 1, 2 * x})
      if (c <= 7) kids.push_back(c);
    return kids;
  };
  CHECK((seek::dfs(1, reversed) | ranges::to<std::vector>) == std::vector<int>{1, 3, 7, 6, 2, 5, 4});
}

TEST_CASE("dfs equals a direct preorder on random trees") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    auto tree = seek_test::random_tree(1 + seed * 7, seed);
    CAPTURE(seed);
    CHECK((seek::dfs(0, std::cref(tree)) | ranges::to<std::vector>) == tree.preorder());
  }
}

TEST_CASE("dfs with several roots searches each root's tree in turn") {
  seek_test::explicit_tree t{{{1, 2}, {}, {3}, {}, {5}, {}}};
  std::vector<int> roots{4, 0};
  auto expected = t.preorder(4);
  for (int x : t.preorder(0)) expected.push_back(x);
  CHECK((seek::dfs(roots, std::cref(t)) | ranges::to<std::vector>) == expected);  // lvalue
  CHECK((seek::dfs(std::vector<int>{4, 0}, std::cref(t)) | ranges::to<std::vector>) == expected);
  CHECK((seek::dfs(std::vector<int>{}, std::cref(t)) | ranges::to<std::vector>).empty());
  // A view of roots.
  auto from_iota = seek::dfs(ranges::views::iota(1, 3), std::cref(t)) | ranges::to<std::vector>;
  CHECK(from_iota == std::vector<int>{1, 2, 3});
}

TEST_CASE("dfs calls next only when the consumer moves past a state") {
  int calls = 0;
  auto view = seek::dfs(0, seek_test::counted_chain{100, &calls});
  CHECK(calls == 0);
  auto it = view.begin();
  CHECK(calls == 0);
  CHECK(*it == 0);
  CHECK(*it == 0);  // looking again does nothing
  CHECK(calls == 0);
  ++it;  // moving past 0 expands it
  CHECK(calls == 1);
  CHECK(*it == 1);
  CHECK(it != view.end());
  CHECK(calls == 1);

  for (std::size_t k : {1, 2, 5, 50}) {
    // A consumer that stops at the k-th state has expanded the k - 1 before it.
    calls = 0;
    auto first = seek::dfs(0, seek_test::counted_chain{100, &calls}) | seek::first(k) | ranges::to<std::vector>;
    CHECK(first.size() == k);
    CHECK(calls == static_cast<int>(k) - 1);

    // range-v3's take moves past the k-th state before it notices it has
    // k, so that state is expanded too (seek::first stops at it).
    calls = 0;
    auto taken = seek::dfs(0, seek_test::counted_chain{100, &calls}) |
                 ranges::views::take(static_cast<int>(k)) | ranges::to<std::vector>;
    CHECK(taken == first);
    CHECK(calls == static_cast<int>(k));
  }
}

TEST_CASE("dfs on an infinite tree yields its first states at once") {
  auto next = [](int x) { return std::array<int, 2>{2 * x, 2 * x + 1}; };
  auto first = seek::dfs(1, next) | ranges::views::take(5) | ranges::to<std::vector>;
  CHECK(first == std::vector<int>{1, 2, 4, 8, 16});
}

TEST_CASE("dfs restarts at begin(), and a copy starts afresh") {
  auto view = seek::dfs(1, heap_tree(7));
  auto const all = std::vector<int>{1, 2, 4, 5, 3, 6, 7};
  auto it = view.begin();
  ++it;
  ++it;
  CHECK(*it == 4);
  auto copy = view;  // mid-search
  CHECK((copy | ranges::to<std::vector>) == all);
  CHECK(*it == 4);  // the original search is untouched by the copy
  CHECK((view | ranges::to<std::vector>) == all);
  CHECK((view | ranges::to<std::vector>) == all);
}

TEST_CASE("dfs iterator reports the depth of the current state") {
  auto view = seek::dfs(1, heap_tree(7));
  std::vector<std::size_t> depths;
  for (auto it = view.begin(); it != view.end(); ++it) depths.push_back(it.depth());
  CHECK(depths == std::vector<std::size_t>{0, 1, 2, 2, 1, 2, 2});
}

TEST_CASE("dfs walks a chain one million states deep without recursion") {
  // Guarded by size: a debug build with sanitizers still runs it in about a
  // second; the point is that nothing grows the call stack.
  static constexpr int length = 1'000'000;
  auto next = [](int x) { return ranges::views::iota(x + 1, std::min(x + 2, length)); };
  seek::statistics stats;
  long long count = 0, last = -1;
  for (int x : seek::dfs(0, next, stats)) {
    ++count;
    last = x;
  }
  CHECK(count == length);
  CHECK(last == length - 1);
  CHECK(stats.depth == std::size_t{length - 1});  // roots are at depth 0
  CHECK(stats.frontier == std::size_t{length});   // one frame per expanded state on the path
}

TEST_CASE("dfs accepts move-only states (single pass)") {
  using state = std::unique_ptr<int>;
  auto next = seek_test::move_only_heap_tree;
  std::vector<int> seen;
  for (state const& s : seek::dfs(std::make_unique<int>(1), next)) seen.push_back(*s);
  CHECK(seen == std::vector<int>{1, 2, 4, 5, 3, 6, 7});
}

TEST_CASE("dfs with states that own memory: strings") {
  auto next = [](std::string const& s) {
    return s.size() < 2 ? std::vector<std::string>{s + "a", s + "b"} : std::vector<std::string>{};
  };
  auto all = seek::dfs(std::string{}, next) | ranges::to<std::vector>;
  CHECK(all == std::vector<std::string>{"", "a", "aa", "ab", "b", "ba", "bb"});
}

TEST_CASE("an exception thrown by next propagates, ends the search, and leaks nothing") {
  // States own heap memory so a leak would show under LeakSanitizer.
  auto next = [](std::string const& s) {
    if (s.size() == 40) throw std::runtime_error("boom at " + s);
    return std::vector<std::string>{s + "x", s + "y"};
  };
  auto view = seek::dfs(std::string{}, next);
  auto it = view.begin();
  std::size_t pulled = 0;
  CHECK_THROWS_AS(
      [&] {
        for (; it != view.end(); ++it) ++pulled;
      }(),
      std::runtime_error);
  CHECK(pulled == 41);  // "" and x, xx, ... up to 40 x's, then expanding that throws
  CHECK(it == view.end());  // the failed search is over
  // begin() starts again from the root.
  CHECK(*view.begin() == "");
}

TEST_CASE("a string root is one state, never a range of character roots") {
  // A successor function over int would accept each char of a string: the
  // string must still not be read as several roots (it does not compile).
  auto by_int = [](int x) { return std::vector<int>{x}; };
  // (The catch-all overload makes every call invocable, to say why it is
  // refused; the named concept says which calls are valid.)
  static_assert(!seek::detail::search_call<seek::detail::dfs_spec, std::string, decltype(by_int)>);
  static_assert(!seek::detail::search_call<seek::detail::dfs_spec, std::string const&, decltype(by_int)>);
  static_assert(seek::detail::search_call<seek::detail::dfs_spec, std::vector<int>, decltype(by_int)>);
  // A range of strings is a range of roots.
  auto grow = [](std::string const& s) { return s.size() < 2 ? std::vector<std::string>{s + "x"} : std::vector<std::string>{}; };
  std::vector<std::string> const roots{"a", "b"};
  CHECK((seek::dfs(roots, grow) | ranges::to<std::vector>) == std::vector<std::string>{"a", "ax", "b", "bx"});
  CHECK((seek::dfs(std::string("a"), grow) | ranges::to<std::vector>) == std::vector<std::string>{"a", "ax"});
}

TEST_CASE("dfs over one move-only root walks it once, and says so when begun again") {
  using ptr = std::unique_ptr<int>;
  auto next = [](ptr const& p) {
    std::vector<ptr> children;
    if (*p < 4) {
      children.push_back(std::make_unique<int>(2 * *p));
      children.push_back(std::make_unique<int>(2 * *p + 1));
    }
    return children;
  };
  auto states = seek::dfs(std::make_unique<int>(1), next);
  std::vector<int> seen;
  for (ptr const& p : states) seen.push_back(*p);
  CHECK(seen == std::vector<int>{1, 2, 4, 5, 3, 6, 7});
  // The root was moved into the first walk: not a crash on a null root.
  CHECK_THROWS_AS((void)states.begin(), std::logic_error);
}
