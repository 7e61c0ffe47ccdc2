// expect: seek::iddfs copies its roots for each pass, and the state type cannot be copied
// seek::iddfs walks its roots again (each pass) and so copies them: a root
// that cannot be copied would be moved out of the view by the first pass and
// read, moved from, by the next. Refused; seek::dfs and seek::bfs take it.
#include <seek/strategy/iddfs.hpp>

#include <memory>
#include <utility>
#include <vector>

int main() {
  auto next = [](std::unique_ptr<int> const& p) {
    std::vector<std::unique_ptr<int>> v;
    if (*p < 4) v.push_back(std::make_unique<int>(*p + 1));
    return v;
  };
  for (auto const& s : seek::iddfs(std::make_unique<int>(1), next)) (void)s;
}
