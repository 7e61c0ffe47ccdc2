// expect: seek::with_paths takes a strategy first
// matrix: with_paths x cdcl
// seek::cdcl yields assignments, not states reached by a path: with_paths
// has nothing to record and refuses it, with the reason first.
#include <seek/learn/cdcl.hpp>
#include <seek/strategy/with_paths.hpp>

#include <cstddef>

struct one_variable {
  [[nodiscard]] std::size_t variables() const { return 1; }
  bool propagate(seek::propagation_context&, seek::literal) const { return true; }
};

int main() {
  for (auto const& a : seek::with_paths(seek::cdcl, one_variable{})) (void)a;
}
