// expect: seek: the successor function cannot be copied
// seek::count keeps a copy of the successor function, and this one owns a
// std::unique_ptr. The first error was "`next` is not a
// seek::successor_function for the roots' state type" (issue 45). The fix: a
// std::shared_ptr member, or seek::count(1, std::ref(next)).
#include <memory>
#include <vector>

#include <seek/scale/count.hpp>

int main() {
  auto next = [step = std::make_unique<int>(1)](int x) { return std::vector<int>(x < 9 ? 1 : 0, x + *step); };
  auto n = seek::count(1, std::move(next));
  (void)n;
}
