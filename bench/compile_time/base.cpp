// Compile-time probe (scripts/compile_time.sh): the README's first program
// with range-v3 alone, the walks written by hand.
#include <deque>
#include <iostream>
#include <vector>

#include <range/v3/view/filter.hpp>
#include <range/v3/view/take.hpp>

template <class F>
std::vector<int> dfs(int root, F children) {
  std::vector<int> out, stack{root};
  while (!stack.empty()) {
    int n = stack.back();
    stack.pop_back();
    out.push_back(n);
    auto c = children(n);
    for (auto it = c.rbegin(); it != c.rend(); ++it) stack.push_back(*it);
  }
  return out;
}
template <class F>
std::vector<int> bfs(int root, F children) {
  std::vector<int> out;
  std::deque<int> queue{root};
  while (!queue.empty()) {
    int n = queue.front();
    queue.pop_front();
    out.push_back(n);
    for (int c : children(n)) queue.push_back(c);
  }
  return out;
}

int main() {
  auto children = [](int n) { return n < 4 ? std::vector{2 * n, 2 * n + 1} : std::vector<int>{}; };
  auto odd = [](int n) { return n % 2 == 1; };

  std::cout << "dfs:";
  for (int n : dfs(1, children)) std::cout << ' ' << n;
  std::cout << "\nbfs:";
  for (int n : bfs(1, children)) std::cout << ' ' << n;
  std::cout << "\nfirst 3 odd, dfs:";
  auto walk = dfs(1, children);
  for (int n : walk | ranges::views::filter(odd) | ranges::views::take(3)) std::cout << ' ' << n;
  std::cout << '\n';
}
