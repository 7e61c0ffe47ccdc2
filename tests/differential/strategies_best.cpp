// tests/differential/strategies_best.cpp: the combinations of unique_bfs, best_first and beam.
#include "search_cases.hpp"

static difftest::registrar const add_best([] {
  difftest::add_strategy<difftest::unique_bfs_kit>();
  difftest::add_strategy<difftest::best_first_kit>();
  difftest::add_strategy<difftest::beam_kit>();
});
