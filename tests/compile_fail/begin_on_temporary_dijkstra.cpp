// expect: (use of deleted function|call to deleted member function|deleted).*begin
// begin() on a temporary seek::dijkstra view would return an iterator into a view that
// dies at the end of the statement: it must not compile (the view's begin()
// comes from core/detail/iterator.hpp's view_facade). Range-for and pipes, which
// name the view, are tested in tests/engine/.
#include <seek/strategy/dijkstra.hpp>

#include <utility>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<std::pair<int, int>>{{x + 1, 1}}; };
  auto it = seek::dijkstra(0, next).begin();
  (void)it;
}
