// A word ladder: from COLD to WARM changing one letter at a time, every step
// a word of the list. Breadth-first search over the graph of words, each
// word once (seek::skip_seen), with paths (seek::with_paths): the first
// ladder found is a shortest one, and it prints itself.
#include <algorithm>
#include <cstddef>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

#include <range/v3/view/filter.hpp>

#include <seek/strategy/bfs.hpp>
#include <seek/range/first.hpp>
#include <seek/strategy/with_paths.hpp>
#include <seek/successor/skip_seen.hpp>

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
    auto reached = [&](auto const& node) { return node.state() == to; };
    auto ladders = seek::with_paths(seek::bfs, std::string(from), seek::skip_seen<std::string>(one_letter_away)) |
                   ranges::views::filter(reached) | seek::first(1);
    bool found = false;
    for (auto const& node : ladders) {
      found = true;
      std::cout << node.depth() << " steps:";
      for (auto const& w : node.path()) std::cout << ' ' << w;
      std::cout << '\n';
    }
    if (!found) std::cout << "no ladder from " << from << " to " << to << '\n';
  }
}
