// expect: no match for|invalid operands
// The nodes of iddfs and ida_star are lent by the search and cannot be kept:
// collect their states (or paths) instead, e.g. through views::transform.
#include <seek/strategy/iddfs.hpp>

#include <range/v3/range/conversion.hpp>

#include <vector>

int main() {
  auto next = [](int const& x) { return std::vector<int>{x + 1}; };
  auto view = seek::iddfs(0, next);
  auto nodes = view | ranges::to<std::vector>;  // error: a node is not copyable
  (void)nodes;
}
