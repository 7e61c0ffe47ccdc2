// expect: a memo key goes in seek::memo_by
// The argument after `next` is the predicate; a memo key given there (it
// returns a point, not a bool) is refused with the way to pass it.
#include <vector>

#include <seek/scale/count.hpp>

struct point {
  int x, y;
};

int main() {
  auto next = [](point p) { return p.x < 3 ? std::vector<point>{{p.x + 1, p.y}} : std::vector<point>{}; };
  auto key = [](point p) { return p; };
  return static_cast<int>(seek::count(point{0, 0}, next, key));
}
