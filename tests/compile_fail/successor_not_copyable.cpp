// expect: seek: the successor function cannot be copied
// A successor function that owns a std::unique_ptr cannot be copied, and a
// search view keeps a copy of it (range pipes copy the view). The first error
// was "`next` is not a successor function for the roots' type", which it is,
// but for the copy (issue 45). The fix: a std::shared_ptr member, or
// seek::dfs(1, std::ref(next)).
#include <memory>
#include <vector>

#include <seek/strategy/dfs.hpp>

int main() {
  auto next = [step = std::make_unique<int>(1)](int x) { return std::vector<int>(x < 9 ? 1 : 0, x + *step); };
  for (int x : seek::dfs(1, std::move(next))) (void)x;
}
