// expect: (use of deleted function|call to deleted member function|deleted).*begin
// begin() on a temporary seek::unique_bfs view would return an iterator into a view
// that dies at the end of the statement (issue 14): it must not compile.
// Range-for and pipes, which name the view, are tested in tests/engine/.
#include <seek/seek.hpp>

#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  auto it = seek::unique_bfs(0, next).begin();
  (void)it;
}
