// Tutorial step 3: goals are filters, "the first k" is seek::first, and
// nothing is computed before it is needed.
//
// This tree is infinite: every word over 'a' and 'b' has two children. We
// want words that read the same backwards (palindromes) of length 3 or more.
#include <iostream>
#include <string>
#include <vector>

#include <range/v3/view/filter.hpp>
#include <range/v3/view/take.hpp>

#include <seek/seek.hpp>

int main() {
  int calls = 0;  // how many times the search asked for children
  auto next = [&calls](std::string const& word) {
    ++calls;
    return std::vector<std::string>{word + 'a', word + 'b'};
  };
  auto palindrome = [](std::string const& w) {
    return w.size() >= 3 && std::string(w.rbegin(), w.rend()) == w;
  };

  // The first 7 states, breadth-first: "" a b aa ab ba bb. Building the
  // search does nothing; each state is expanded only when the loop moves
  // past it, and seek::first stops before moving past the 7th.
  auto first7 = seek::bfs(std::string{}, next) | seek::first(7);
  std::cout << "calls before the loop: " << calls << '\n';
  std::cout << "states:";
  for (std::string const& w : first7) std::cout << " \"" << w << '"';
  std::cout << "\ncalls for 7 states: " << calls << '\n';

  // The first 4 palindromes, breadth-first: the shortest ones.
  calls = 0;
  for (std::string const& w : seek::bfs(std::string{}, next) | ranges::views::filter(palindrome) | seek::first(4))
    std::cout << w << " (calls so far: " << calls << ")\n";
  std::cout << "calls for 4 palindromes: " << calls << '\n';

  // The same with range-v3's take, which advances the filter once more
  // after the 4th palindrome: it looks for the 5th before it stops.
  calls = 0;
  for (std::string const& w : seek::bfs(std::string{}, next) | ranges::views::filter(palindrome) | ranges::views::take(4))
    (void)w;
  std::cout << "calls for 4 palindromes with take: " << calls << '\n';

  // Depth-first on an infinite tree never comes back up: the first branch
  // ("a", "aa", "aaa", ...) goes on forever. It still answers "the first 3",
  // because those happen to lie on that branch.
  calls = 0;
  std::cout << "dfs:";
  for (std::string const& w : seek::dfs(std::string{}, next) | ranges::views::filter(palindrome) | seek::first(3))
    std::cout << ' ' << w;
  std::cout << " (calls: " << calls << ")\n";
}
