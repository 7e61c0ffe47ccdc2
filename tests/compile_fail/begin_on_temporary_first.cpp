// expect: (use of deleted function|call to deleted member function|deleted).*begin
// begin() on a temporary seek::first view holds the view's base (a search)
// by value: the iterator would dangle, so it must not compile.
#include <seek/seek.hpp>

#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  auto it = (seek::dfs(0, next) | seek::first(3)).begin();
  (void)it;
}
