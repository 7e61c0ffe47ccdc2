// expect: seek::either_successor: a successor function that hears of roots and searches
// skip_seen must hear of each root and each new search; either_successor
// would not tell it, so it is refused inside one.
#include <seek/successor/either.hpp>
#include <seek/successor/skip_seen.hpp>

#include <optional>
#include <vector>

int main() {
  auto next = [](int n) { return n < 4 ? std::vector<int>{2 * n, 2 * n + 1} : std::vector<int>{}; };
  using seen = decltype(seek::skip_seen<int>(next));
  seek::either_successor<seen, decltype(next)> either(seek::skip_seen<int>(next), std::nullopt);
  auto children = either(1);
  return children.begin() == children.end() ? 1 : 0;
}
