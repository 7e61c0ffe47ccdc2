// expect: seek: memo_by, checkpoint and an MPI communicator are options of the counts, not of a strategy
// seek::checkpoint is an option of the counts (it resumes a count): a
// strategy given one refuses it by its kind, as it refuses seek::memo_by.
#include <seek/seek.hpp>

#include <vector>

int main() {
  auto next = [](int x) { return x < 5 ? std::vector<int>{x + 1} : std::vector<int>{}; };
  seek::checkpoint cp;
  for (int x : seek::bfs(0, next, cp)) (void)x;
}
