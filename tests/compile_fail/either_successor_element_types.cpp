// expect: seek::either_successor: both successor functions must hand out the same element type
// Two successor functions whose ranges hand out different element types
// (int& and long&) cannot share one range type: refused with the reason.
#include <seek/successor/either.hpp>

#include <optional>
#include <vector>

#include <seek/strategy/dfs.hpp>

int main() {
  auto ints = [](long n) { return n < 4 ? std::vector<int>{static_cast<int>(2 * n)} : std::vector<int>{}; };
  auto longs = [](long n) { return n < 4 ? std::vector<long>{2 * n + 1} : std::vector<long>{}; };
  seek::either_successor<decltype(ints), decltype(longs)> next(ints, std::nullopt);
  long sum = 0;
  for (long n : seek::dfs(1L, next)) sum += n;
  return static_cast<int>(sum);
}
