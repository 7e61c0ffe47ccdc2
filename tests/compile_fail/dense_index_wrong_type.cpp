// expect: seek::dense_index: the index function of dense_index\(n, index\) must take State const& and return an integer
// The index function must number states: here it returns a string.
#include <seek/strategy/with_paths.hpp>
#include <seek/strategy/dijkstra.hpp>
#include <string>
#include <utility>
#include <vector>

int main() {
  auto roads = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  auto as_text = [](int x) { return std::to_string(x); };
  auto view = seek::with_paths(seek::dijkstra, 0, roads, seek::dense_index(10, as_text));
  (void)view;
}
