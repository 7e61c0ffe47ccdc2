// tests/differential/registry.hpp: the list of combinations the tester can
// run. Each translation unit of tests/differential/ adds its combinations
// (types fixed at compile time) from a static initialiser; main.cpp sorts
// them by name and picks one per seed. A case function returns "" when the
// combination behaved as the reference says, a message when it did not, and
// a message in parentheses when the seed's draw is not a case (skipped).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace difftest {

struct combination {
  std::string name;  // strategy/element/successor/roots/adaptor/options/consumer
  std::function<std::string(std::uint64_t seed, std::string& context)> run;
};

inline std::vector<combination>& registry() {
  static std::vector<combination> all;
  return all;
}

// Where a case says what it drew (its graph, bounds) as soon as it has drawn
// it, so that a case that crashes later is still described: set by the driver.
inline void (*context_sink)(std::string const&) = nullptr;
inline void announce(std::string const& context) {
  if (context_sink) context_sink(context);
}

struct registrar {
  explicit registrar(void (*add)()) { add(); }
};

}  // namespace difftest
