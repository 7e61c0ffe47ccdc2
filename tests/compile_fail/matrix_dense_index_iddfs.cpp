// expect: seek::dense_index: only the strategies that remember states take it
// matrix: dense_index x iddfs
// seek::dense_index, like seen_by, says how a strategy remembers states;
// iddfs remembers none (wrap next in skip_seen instead).
#include <seek/strategy/iddfs.hpp>
#include <seek/successor/dense_index.hpp>
#include <functional>
#include <utility>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  auto view = seek::iddfs(0, next, seek::dense_index(10, std::identity{}));
  (void)view;
}
