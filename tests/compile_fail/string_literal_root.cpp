// expect: seek: the root is a character array \(a string literal is a char const\[N\]\)
// A string literal is a char const[3], not the std::string that next takes;
// the first error did not name the array.
#include <string>
#include <vector>

#include <seek/strategy/dfs.hpp>

int main() {
  auto next = [](std::string const& s) {
    return s.size() < 3 ? std::vector<std::string>{s + "a"} : std::vector<std::string>{};
  };
  for (auto const& s : seek::dfs("ab", next)) (void)s;
}
