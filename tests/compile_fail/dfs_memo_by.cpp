// expect: seek: memo_by, checkpoint and an MPI communicator are options of the counts, not of a strategy
// seek::memo_by is an option of the counts: a strategy given one refuses it
// by its kind (strategy/detail/option_kind.hpp, the one classifier of the
// strategies and the counts), not as a parameter it does not take.
#include <seek/seek.hpp>

#include <vector>

int main() {
  auto next = [](int x) { return x < 5 ? std::vector<int>{x + 1} : std::vector<int>{}; };
  for (int x : seek::dfs(0, next, seek::memo_by([](int y) { return y; }))) (void)x;
}
