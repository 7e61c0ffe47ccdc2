// Tutorial step 1: a search problem is a successor function.
//
// The states are words over the letters 'a' and 'b', at most two letters
// long. The successor function says, for one state, which states come next:
// the word with one more letter. That is all seek needs; the tree is never
// built, it is implied by calling the function again and again.
#include <iostream>
#include <string>
#include <vector>

#include <seek/seek.hpp>

// The children of a word: the word followed by 'a', then by 'b'. A word of
// two letters has no children: it is a leaf.
std::vector<std::string> next(std::string const& word) {
  if (word.size() == 2) return {};
  return {word + 'a', word + 'b'};
}

// seek checks this at compile time wherever next is used; here we ask too.
static_assert(seek::successor_function<decltype(&next), std::string>);

void show(std::string const& word) {
  std::cout << '"' << word << "\" ->";
  for (std::string const& child : next(word)) std::cout << " \"" << child << '"';
  std::cout << '\n';
}

int main() {
  show("");    // the root
  show("a");   // one of its children
  show("ab");  // a leaf
}
