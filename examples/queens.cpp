// N-queens: how many ways to place n queens on an n x n board so that no two
// attack each other, counted by a depth-first search, and the first solution
// for n = 8.
#include <iostream>

#include <range/v3/range/operations.hpp>
#include <range/v3/view/filter.hpp>

#include <seek/strategy/dfs.hpp>
#include <seek/core/statistics.hpp>

#include "models/queens.hpp"

int main() {
  for (int n = 4; n <= 10; ++n) {
    seek::statistics stats;
    auto solutions = seek::dfs(queens::root(n), queens::next, stats) | ranges::views::filter(queens::complete);
    auto count = ranges::distance(solutions);
    std::cout << n << " queens: " << count << " solutions, " << stats.nodes << " boards visited\n";
  }
  auto eight = queens::solutions(8);
  std::cout << "\nfirst solution for 8:\n" << queens::draw(*eight.begin());
}
