// expect: seek::lds does not take seek::skip_seen
// matrix: skip_seen x lds
// lds walks the tree again in every pass: a visited set would skip
// what the pass must walk again.
#include <seek/strategy/lds.hpp>
#include <seek/successor/skip_seen.hpp>
#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  auto view = seek::lds(0, seek::skip_seen<int>(next));
  (void)view;
}
