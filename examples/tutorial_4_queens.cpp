// Tutorial step 4: N-queens, and how a successor function cuts the tree.
//
// Place n queens on an n x n board so that no two share a row, a column or a
// diagonal. A state is the list of columns of the queens placed so far, one
// per row from the top; a solution is a state with n queens.
#include <cstdlib>
#include <iostream>
#include <vector>

#include <range/v3/range/operations.hpp>
#include <range/v3/view/filter.hpp>

#include <seek/seek.hpp>

using placement = std::vector<int>;  // placement[row] = column of that row's queen

// Can a queen go in column c of the next row?
bool safe(placement const& p, int c) {
  int const row = static_cast<int>(p.size());
  for (int r = 0; r < row; ++r) {
    int const d = p[static_cast<std::size_t>(r)] - c;
    if (d == 0 || std::abs(d) == row - r) return false;  // same column or diagonal
  }
  return true;
}

void solve(int n) {
  // Version 1, generate and test: a queen anywhere in the next row. Every
  // placement of one queen per row is in this tree; the goal test has to
  // throw away the ones that attack.
  auto anywhere = [n](placement const& p) {
    std::vector<placement> children;
    if (static_cast<int>(p.size()) < n)
      for (int c = 0; c < n; ++c) {
        children.push_back(p);
        children.back().push_back(c);
      }
    return children;
  };
  auto solution = [n](placement const& p) {
    if (static_cast<int>(p.size()) != n) return false;
    for (int row = 1; row < n; ++row)
      if (!safe(placement(p.begin(), p.begin() + row), p[static_cast<std::size_t>(row)])) return false;
    return true;
  };

  // Version 2, prune as you go: only safe columns. An attacking placement
  // never becomes a state, nor does anything below it. Every state with n
  // queens is now a solution.
  auto only_safe = [n](placement const& p) {
    std::vector<placement> children;
    if (static_cast<int>(p.size()) < n)
      for (int c = 0; c < n; ++c)
        if (safe(p, c)) {
          children.push_back(p);
          children.back().push_back(c);
        }
    return children;
  };
  auto complete = [n](placement const& p) { return static_cast<int>(p.size()) == n; };

  std::cout << n << " queens\n";
  std::cout << "  generate and test: " << ranges::distance(seek::dfs(placement{}, anywhere)) << " states, "
            << ranges::distance(seek::dfs(placement{}, anywhere) | ranges::views::filter(solution))
            << " solutions\n";
  std::cout << "  prune as you go:   " << ranges::distance(seek::dfs(placement{}, only_safe)) << " states, "
            << ranges::distance(seek::dfs(placement{}, only_safe) | ranges::views::filter(complete))
            << " solutions\n";

  // The first solution in depth-first order, drawn.
  for (placement const& p : seek::dfs(placement{}, only_safe) | ranges::views::filter(complete)) {
    for (int col : p) {
      for (int c = 0; c < n; ++c) std::cout << (c == 0 ? "" : " ") << (c == col ? 'Q' : '.');
      std::cout << '\n';
    }
    break;
  }
}

int main() { solve(6); }
