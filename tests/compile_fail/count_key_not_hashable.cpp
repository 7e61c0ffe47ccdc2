// expect: seek::memo_by: the key is neither callable with State const& returning a seek::memo_key
// seek::memo_by needs a key it can hash: a std::vector has no std::hash and
// is not a plain block of bytes, so it is not a seek::memo_key.
#include <vector>

#include <seek/scale/count.hpp>

int main() {
  auto next = [](int n) { return std::vector<int>(n < 3 ? 2 : 0, n + 1); };
  auto key = [](int n) { return std::vector<int>{n}; };
  return static_cast<int>(seek::count(0, next, seek::memo_by(key)));
}
