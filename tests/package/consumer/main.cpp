#include <seek/seek.hpp>

#include <iostream>
#include <vector>

int main() {
  // Every binary string of length 3 is a leaf of this tree: there are 8.
  auto next = [](std::vector<int> const& s) {
    std::vector<std::vector<int>> out;
    if (s.size() < 3)
      for (int bit : {0, 1}) {
        out.push_back(s);
        out.back().push_back(bit);
      }
    return out;
  };
  int count = 0;
  for (auto const& s : seek::dfs(std::vector<int>{}, next)) count += s.size() == 3;
  std::cout << count << '\n';
  return count == 8 ? 0 : 1;
}
