// expect: seek::ida_star copies its roots for each pass, and the state type cannot be copied
// seek::ida_star walks its roots again (each pass) and so copies them: a root
// that cannot be copied would be moved out of the view by the first pass and
// read, moved from, by the next. Refused; seek::dfs and seek::bfs take it.
#include <seek/strategy/ida_star.hpp>

#include <memory>
#include <utility>
#include <vector>

int main() {
  auto next = [](std::unique_ptr<int> const& p) {
    std::vector<std::pair<std::unique_ptr<int>, int>> v;
    if (*p < 4) v.emplace_back(std::make_unique<int>(*p + 1), 1);
    return v;
  };
  auto h = [](std::unique_ptr<int> const&) { return 0; };
  for (auto const& s : seek::ida_star(std::make_unique<int>(1), next, h)) (void)s;
}
