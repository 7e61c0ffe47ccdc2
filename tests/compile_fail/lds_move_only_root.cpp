// expect: seek::lds copies its roots for each iteration, and the state type cannot be copied
// seek::lds walks its roots again (each iteration) and so copies them: a root
// that cannot be copied would be moved out of the view by the first iteration and
// read, moved from, by the next. Refused; seek::dfs and seek::bfs take it.
#include <seek/strategy/lds.hpp>

#include <memory>
#include <utility>
#include <vector>

int main() {
  auto next = [](std::unique_ptr<int> const& p) {
    std::vector<std::unique_ptr<int>> v;
    if (*p < 4) v.push_back(std::make_unique<int>(*p + 1));
    return v;
  };
  for (auto const& s : seek::lds(std::make_unique<int>(1), next)) (void)s;
}
