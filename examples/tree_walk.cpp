// The smallest seek program: a tree given by a successor function, walked
// depth-first and breadth-first, and searched with ordinary range operations.
#include <iostream>
#include <vector>

#include <range/v3/view/filter.hpp>

#include <seek/seek.hpp>

int main() {
  // The children of n are 2n and 2n + 1, up to 7.
  auto children = [](int n) { return n < 4 ? std::vector{2 * n, 2 * n + 1} : std::vector<int>{}; };
  auto odd = [](int n) { return n % 2 == 1; };

  std::cout << "dfs:";
  for (int n : seek::dfs(1, children)) std::cout << ' ' << n;
  std::cout << "\nbfs:";
  for (int n : seek::bfs(1, children)) std::cout << ' ' << n;
  std::cout << "\nfirst 3 odd, dfs:";
  for (int n : seek::dfs(1, children) | ranges::views::filter(odd) | seek::first(3)) std::cout << ' ' << n;
  std::cout << '\n';
}
