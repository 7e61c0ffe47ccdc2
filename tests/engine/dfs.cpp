// Tests for seek/dfs.hpp: the depth-first preorder contract.
#include <seek/dfs.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/view/take.hpp>

#include <array>
#include <vector>

namespace {

// The complete binary tree with heap numbering: children of x are 2x, 2x+1.
auto heap_tree(int last) {
  return [last](int x) {
    std::vector<int> kids;
    for (int c : {2 * x, 2 * x + 1})
      if (c <= last) kids.push_back(c);
    return kids;
  };
}

}  // namespace

TEST_CASE("dfs visits a hand-built tree in preorder, children in order") {
  auto order = seek::dfs(1, heap_tree(15)) | ranges::to<std::vector>;
  CHECK(order == std::vector<int>{1, 2, 4, 8, 9, 5, 10, 11, 3, 6, 12, 13, 7, 14, 15});
}

TEST_CASE("dfs on an infinite tree yields its first states at once") {
  auto next = [](int x) { return std::array<int, 2>{2 * x, 2 * x + 1}; };
  auto first = seek::dfs(1, next) | ranges::views::take(5) | ranges::to<std::vector>;
  CHECK(first == std::vector<int>{1, 2, 4, 8, 16});
}
