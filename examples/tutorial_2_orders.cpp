// Tutorial step 2: the same tree, walked depth-first and breadth-first.
#include <iostream>
#include <string>
#include <vector>

#include <seek/seek.hpp>

std::vector<std::string> next(std::string const& word) {
  if (word.size() == 2) return {};
  return {word + 'a', word + 'b'};
}

// Prints every state of a search, indented by its depth (the iterator knows
// how far below the root the current state is).
template <class Search>
void walk(char const* title, Search search) {
  std::cout << title << '\n';
  for (auto it = search.begin(); it != search.end(); ++it)
    std::cout << std::string(2 * it.depth() + 2, ' ') << '"' << *it << "\"\n";
}

int main() {
  walk("dfs:", seek::dfs(std::string{}, next));
  walk("bfs:", seek::bfs(std::string{}, next));
}
