// expect: (use of deleted function|call to deleted member function|deleted).*begin
// begin() on a temporary view written with seek::view_facade would return an
// iterator into a view that dies at the end of the statement: it must not
// compile, for a user's view as for the engine's. Range-for and pipes, which
// name the view, are tested in tests/engine/view_facade.cpp.
#include <seek/core/view_facade.hpp>

class countdown : public seek::view_facade<countdown> {
  friend seek::cursor_access;
  struct cursor {
    using value_type = int;
    int n = 3;

   private:
    friend seek::cursor_access;
    int read() const { return n; }
    void next() { --n; }
    bool at_end() const { return n == 0; }
  };
  cursor begin_cursor() { return {}; }
};

int main() {
  auto it = countdown{}.begin();
  (void)it;
}
