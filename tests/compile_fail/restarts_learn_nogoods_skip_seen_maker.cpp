// expect: seek::learn_nogoods.*`next` is not a successor function.*skip_seen
// Learning takes the subtrees of a run for searched whole; under
// seek::skip_seen, made here by a reseeded maker, a subtree may be cut by
// the seen set.
#include <cstdint>
#include <vector>

#include <seek/learn/learn_nogoods.hpp>
#include <seek/strategy/restarts.hpp>
#include <seek/successor/skip_seen.hpp>

int main() {
  auto next = [](int x) { return std::vector<int>{(2 * x) % 50, (2 * x + 1) % 50}; };
  auto make = [next](std::uint64_t) { return seek::skip_seen<int>(next); };  // wrong under learning
  auto literals = [](int x) { return std::vector<int>{x}; };
  auto goal = [](int x) { return x == 37; };
  seek::nogood_store store(50);
  auto r = seek::restarts(1, seek::learn_nogoods(seek::reseeded(make), store, literals, goal));
  (void)r;
}
