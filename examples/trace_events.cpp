// Watching a search: a tracer of your own, attached to a strategy with one
// more option, seek::traced_by. It hears every event of a depth-first
// search of the words over {a, b} up to length 2, and prints them.
#include <iostream>
#include <string>
#include <vector>

#include <seek/seek.hpp>

// Any of on_generated, on_yield, on_expand, on_dead_end, on_pruned,
// on_climb, on_pass, on_restart, on_finish; each takes its event.
struct printer {
  void on_generated(seek::node_event<std::string> const& e) {
    std::cout << "generated #" << e.id << " '" << e.state << "' (parent #" << e.parent << ", depth " << e.depth
              << ")\n";
  }
  void on_dead_end(seek::node_event<std::string> const& e) { std::cout << "dead end  #" << e.id << '\n'; }
  void on_climb(seek::node_event<std::string> const& e) { std::cout << "climb     #" << e.id << '\n'; }
  void on_finish(seek::finish_event const& f) {
    std::cout << "finished: " << seek::to_string(f.reason) << ", " << f.nodes << " nodes\n";
  }
};

int main() {
  auto next = [](std::string const& w) {
    std::vector<std::string> out;
    if (w.size() < 2)
      for (char c : {'a', 'b'}) out.push_back(w + c);
    return out;
  };
  printer p;
  for (std::string const& w : seek::dfs(std::string{}, next, seek::traced_by(p))) std::cout << "  yield '" << w << "'\n";
}
