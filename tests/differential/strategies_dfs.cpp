// tests/differential/strategies_dfs.cpp: the combinations of dfs, bfs and unique_dfs.
#include "search_cases.hpp"

static difftest::registrar const add_depth_first([] {
  difftest::add_strategy<difftest::dfs_kit>();
  difftest::add_strategy<difftest::bfs_kit>();
  difftest::add_strategy<difftest::unique_dfs_kit>();
});
