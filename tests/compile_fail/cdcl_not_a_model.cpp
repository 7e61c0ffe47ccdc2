// expect: seek::cdcl takes a model first
// seek::cdcl searches a model that explains its propagation
// (seek::explaining_model); a root and a successor function, as the other
// strategies take, are no such model, and the call must say so first.
#include <seek/learn/cdcl.hpp>

#include <vector>

int main() {
  auto next = [](int x) { return std::vector<int>{x + 1}; };
  for (auto const& a : seek::cdcl(0, next)) (void)a;
}
