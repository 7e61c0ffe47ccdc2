// Tutorial step 8: costs. A weighted successor function returns (successor,
// cost) pairs; seek::dijkstra yields every reachable state once, cheapest
// first, as a node with its cost and path.
#include <iostream>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <range/v3/view/filter.hpp>

#include <seek/seek.hpp>

int main() {
  // Roads and their lengths in km, one way each (a road back is listed too).
  std::map<std::string, std::vector<std::pair<std::string, int>>> const roads{
      {"Ayr", {{"Bute", 30}, {"Crail", 90}}},
      {"Bute", {{"Ayr", 30}, {"Crail", 40}, {"Dunoon", 25}}},
      {"Crail", {{"Ayr", 90}, {"Bute", 40}, {"Elgin", 20}}},
      {"Dunoon", {{"Bute", 25}, {"Elgin", 70}}},
      {"Elgin", {{"Crail", 20}, {"Dunoon", 70}}},
  };
  auto next = [&](std::string const& town) { return roads.at(town); };

  std::cout << "from Ayr, nearest first:\n";
  for (auto const& node : seek::dijkstra(std::string("Ayr"), next))
    std::cout << "  " << node.state() << ' ' << node.cost() << " km, " << node.depth() << (node.depth() == 1 ? " road\n" : " roads\n");

  auto is_elgin = [](auto const& node) { return node.state() == "Elgin"; };
  seek::statistics stats;
  for (auto const& node : seek::dijkstra(std::string("Ayr"), next, stats) | ranges::views::filter(is_elgin) |
                              seek::first(1)) {
    std::cout << "cheapest way to Elgin, " << node.cost() << " km:";
    for (auto const& town : node.path()) std::cout << ' ' << town;
    std::cout << "\ntowns settled to find it: " << stats.yielded << '\n';
  }
}
