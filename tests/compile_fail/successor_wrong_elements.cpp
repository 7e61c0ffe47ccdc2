// expect: seek::bfs: `next` is not a successor function
// The successors must convert to the state type: strings do not become ints.
#include <seek/strategy/bfs.hpp>

#include <string>
#include <vector>

int main() {
  auto next = [](int) { return std::vector<std::string>{"a"}; };  // wrong: elements are not ints
  for (int x : seek::bfs(0, next)) (void)x;
}
