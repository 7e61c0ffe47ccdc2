// tests/differential/strategies_weighted.cpp: the combinations of dijkstra, astar and ida_star.
#include "search_cases.hpp"

static difftest::registrar const add_weighted([] {
  difftest::add_strategy<difftest::dijkstra_kit>();
  difftest::add_strategy<difftest::astar_kit>();
  difftest::add_strategy<difftest::ida_star_kit>();
});
