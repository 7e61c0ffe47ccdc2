// Compile-time probe (scripts/compile_time.sh): the README's first program.
#include <iostream>
#include <vector>

#include <range/v3/view/filter.hpp>

#include <seek/seek.hpp>

int main() {
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
