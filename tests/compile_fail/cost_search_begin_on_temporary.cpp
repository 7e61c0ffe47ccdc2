// expect: discards qualifiers|is an rvalue, but function has non-const lvalue ref-qualifier
// `.begin()` on a temporary search view would leave an iterator into a view
// that is destroyed at the end of the statement. The views of dijkstra,
// astar, best_first and beam declare `begin() &`, so this does not compile
// (range-for over a temporary and pipes still work: they name the view).
#include <seek/dijkstra.hpp>

#include <utility>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  auto it = seek::dijkstra(0, next).begin();
  (void)it;
}
