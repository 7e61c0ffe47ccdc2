// Tutorial step 8: costs. A weighted successor function returns (successor,
// cost) pairs; seek::dijkstra yields every reachable state once, cheapest
// first (its iterator tells the cost and the depth), and seek::shortest_path
// gives the cheapest path to a goal and its cost in one call.
#include <iostream>
#include <map>
#include <string>
#include <utility>
#include <vector>

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
  auto nearest = seek::dijkstra(std::string("Ayr"), next);
  for (auto it = nearest.begin(); it != nearest.end(); ++it)
    std::cout << "  " << *it << ' ' << it.cost() << " km, " << it.depth() << (it.depth() == 1 ? " road\n" : " roads\n");

  auto is_elgin = [](std::string const& town) { return town == "Elgin"; };
  seek::statistics stats;
  if (auto found = seek::shortest_path(seek::dijkstra, std::string("Ayr"), next, is_elgin, stats)) {
    std::cout << "cheapest way to Elgin, " << found->cost << " km:";
    for (auto const& town : found->path) std::cout << ' ' << town;
    std::cout << "\ntowns settled to find it: " << stats.yielded << '\n';
  }
}
