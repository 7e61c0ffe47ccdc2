// expect: seek::cdcl: the model's clauses\(\) must return a range of clauses
// A model's clauses() is a range of clauses, each a range of seek::literal;
// one of another shape must not be ignored in silence (the model would lose
// its constraints): refused with the reason first.
#include <seek/learn/cdcl.hpp>

#include <cstddef>
#include <vector>

struct flat_clauses {
  [[nodiscard]] std::size_t variables() const { return 2; }
  [[nodiscard]] std::vector<int> clauses() const { return {1, 2}; }
  bool propagate(seek::propagation_context&, seek::literal) const { return true; }
};

int main() {
  for (auto const& a : seek::cdcl(flat_clauses{})) (void)a;
}
