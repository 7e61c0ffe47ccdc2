// expect: seek::inplace_vector<T, N>: T must be an object type
// An inplace_vector holds its elements: successors are states, not
// references to states somebody else keeps (seek::inplace_element).
#include <seek/range/inplace_vector.hpp>

struct state {
  int x;
};

int main() {
  auto next = [](state const& s) {
    seek::inplace_vector<state const&, 2> out;  // wrong: a reference is not an element
    out.push_back(s);
    return out;
  };
  (void)next(state{1});
}
