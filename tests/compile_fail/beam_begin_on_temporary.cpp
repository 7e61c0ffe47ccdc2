// expect: discards qualifiers|is an rvalue, but function has non-const lvalue ref-qualifier
// As cost_search_begin_on_temporary.cpp, for the views of best_first and
// beam: `.begin()` on a temporary view must not compile.
#include <seek/beam.hpp>

#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  auto it = seek::beam(0, next, [](int x) { return x; }, 2).begin();
  (void)it;
}
