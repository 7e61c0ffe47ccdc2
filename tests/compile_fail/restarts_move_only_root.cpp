// expect: seek::restarts copies its roots for each run, and the state type cannot be copied
// seek::restarts walks its roots again (each run) and so copies them: a root
// that cannot be copied would be moved out of the view by the first run and
// read, moved from, by the next. Refused; seek::dfs and seek::bfs take it.
#include <seek/strategy/restarts.hpp>

#include <memory>
#include <utility>
#include <vector>

int main() {
  auto next = [](std::unique_ptr<int> const& p) {
    std::vector<std::unique_ptr<int>> v;
    if (*p < 4) v.push_back(std::make_unique<int>(*p + 1));
    return v;
  };
  for (auto const& s : seek::restarts(std::make_unique<int>(1), next)) (void)s;
}
