// tests/differential/strategies_passes.cpp: the combinations of the strategies
// that walk their roots more than once: iddfs, lds and restarts.
#include "search_cases.hpp"

static difftest::registrar const add_passes([] {
  difftest::add_strategy<difftest::iddfs_kit>();
  difftest::add_strategy<difftest::lds_kit>();
  difftest::add_strategy<difftest::restarts_kit>();
});
