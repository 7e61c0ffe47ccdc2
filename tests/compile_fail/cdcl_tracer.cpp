// expect: seek::cdcl takes as options only
// matrix: traced_by x cdcl
// seek::cdcl has no states, so a tracer of states (or depth_limited, or a
// successor adaptor) has no meaning there: refused with the reason first.
#include <seek/learn/cdcl.hpp>
#include <seek/trace/tree.hpp>

#include <cstddef>
#include <string>

struct one_variable {
  [[nodiscard]] std::size_t variables() const { return 1; }
  bool propagate(seek::propagation_context&, seek::literal) const { return true; }
};

int main() {
  seek::search_tree<int> tree([](int const& s) { return std::to_string(s); });
  for (auto const& a : seek::cdcl(one_variable{}, seek::traced_by(tree))) (void)a;
}
