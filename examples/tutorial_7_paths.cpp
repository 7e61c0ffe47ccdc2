// Tutorial step 7: paths. seek::with_paths(strategy, root, next, ...) runs any
// strategy over nodes that carry their depth and the path from the root, so a
// state need not carry its history, and a goal found through a filter still
// knows how it was reached. A predicate on states takes the nodes.
#include <iostream>
#include <vector>

#include <range/v3/view/filter.hpp>

#include <seek/seek.hpp>

int main() {
  // From a number: double it, or add one; nothing above 100.
  auto next = [](int n) { return n < 100 ? std::vector{2 * n, n + 1} : std::vector<int>{}; };
  auto is_100 = [](int n) { return n == 100; };
  auto print = [](char const* title, auto const& node) {
    std::cout << title << ": " << node.depth() << " steps:";
    for (int n : node.path()) std::cout << ' ' << n;
    std::cout << '\n';
  };

  // Breadth-first: the first path found is a shortest one.
  for (auto const& node : seek::with_paths(seek::bfs, 1, next) | ranges::views::filter(is_100) | seek::first(1))
    print("bfs", node);

  // Depth-first: the first path in preorder, doubling first.
  for (auto const& node : seek::with_paths(seek::dfs, 1, next) | ranges::views::filter(is_100) | seek::first(1))
    print("dfs", node);

  // Greedy best-first, nearest to 100 first, over the graph (each number once).
  auto distance = [](int n) { return n > 100 ? n - 100 : 100 - n; };
  for (auto const& node : seek::with_paths(seek::best_first, 1, seek::skip_seen<int>(next), distance) |
                              ranges::views::filter(is_100) | seek::first(1))
    print("best_first", node);
}
