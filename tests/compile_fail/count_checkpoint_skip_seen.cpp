// expect: seek::skip_seen: not for a count with a checkpoint
// matrix: skip_seen x resumable count
// The set of seen states is not in the checkpoint: a resumed count would
// count states that the first run had seen.
#include <vector>

#include <seek/scale/count.hpp>
#include <seek/successor/prune.hpp>
#include <seek/successor/skip_seen.hpp>

int main() {
  auto next = [](int n) { return std::vector<int>{(n + 1) % 10, (n * 3) % 10}; };
  seek::checkpoint cp;
  // found through the adaptors around it
  auto once = seek::prune(seek::skip_seen<int>(next), [](int n) { return n == 7; });
  return static_cast<int>(seek::count(1, once, cp));
}
