// expect: seek: the roots are a range of states that cannot be copied
// A std::vector of move-only roots: a walk copies each root out of its range
// (so that the view can be walked again), and these cannot be copied. The
// first error was "`next` is not a successor function for the roots' type",
// for the vector was then taken as one state (issue 45). The fix: make the
// roots in a view (ranges::views::transform over their numbers), or search
// from one root.
#include <memory>
#include <vector>

#include <seek/strategy/bfs.hpp>

int main() {
  std::vector<std::unique_ptr<int>> roots;
  roots.push_back(std::make_unique<int>(1));
  roots.push_back(std::make_unique<int>(2));
  auto next = [](std::unique_ptr<int> const& p) {
    std::vector<std::unique_ptr<int>> out;
    if (*p < 9) out.push_back(std::make_unique<int>(*p + 2));
    return out;
  };
  for (auto const& p : seek::bfs(std::move(roots), next)) (void)p;
}
