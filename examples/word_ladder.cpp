// A word ladder: from COLD to WARM changing one letter at a time, every step
// a word of the list. A shortest path in the graph of words, in one call:
// seek::shortest_path with seek::unique_bfs (breadth-first, each word once)
// returns the first ladder found, a shortest one, and its number of steps.
#include <algorithm>
#include <cstddef>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

#include <seek/strategy/find_path.hpp>
#include <seek/strategy/unique.hpp>

int main() {
  std::vector<std::string> const words{
      "bold", "bolt", "boot", "bore", "card", "care", "cold", "colt", "cord", "core", "corn", "dare",
      "ward", "ware", "warm", "wart", "word", "wore", "worm", "worn", "fold", "ford", "form", "fork",
      "gold", "golf", "hold", "hole", "mold", "more", "mole", "pole", "poll", "pork", "port", "sold",
      "sole", "sore", "sort", "told", "toll", "tore", "torn", "wold", "wolf", "fore", "farm", "harm"};

  // The words one letter away from a word, in the order of the list.
  auto one_letter_away = [&](std::string const& w) {
    std::vector<std::string> out;
    for (auto const& v : words) {
      std::size_t differ = 0;
      for (std::size_t i = 0; i < w.size(); ++i) differ += w[i] != v[i];
      if (differ == 1) out.push_back(v);
    }
    return out;
  };

  for (auto const& query : {std::pair{"cold", "warm"}, std::pair{"bolt", "harm"}, std::pair{"gold", "pork"}}) {
    std::string const from = query.first, to = query.second;
    auto reached = [&](std::string const& w) { return w == to; };
    if (auto ladder = seek::shortest_path(seek::unique_bfs, from, one_letter_away, reached)) {
      std::cout << ladder->cost << " steps:";
      for (auto const& w : ladder->path) std::cout << ' ' << w;
      std::cout << '\n';
    } else {
      std::cout << "no ladder from " << from << " to " << to << '\n';
    }
  }
}
