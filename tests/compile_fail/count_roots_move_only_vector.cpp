// expect: seek: the roots are a range of states that cannot be copied
// seek::count from a std::vector of move-only roots: each root is copied out
// of the range, and these cannot be. The first error was "`next` is not a
// seek::successor_function ..." (issue 45). The fix: make the roots in a
// view (ranges::views::transform), or count from one root.
#include <memory>
#include <vector>

#include <seek/scale/count.hpp>

int main() {
  std::vector<std::unique_ptr<int>> roots;
  roots.push_back(std::make_unique<int>(1));
  auto next = [](std::unique_ptr<int> const& p) {
    std::vector<std::unique_ptr<int>> out;
    if (*p < 9) out.push_back(std::make_unique<int>(*p + 2));
    return out;
  };
  auto n = seek::count(std::move(roots), next);
  (void)n;
}
