// seek/core/luby.hpp: the Luby sequence, the run lengths of the restarts of
// seek::restarts (strategy/restarts.hpp, luby_schedule) and of seek::cdcl
// (learn/cdcl.hpp). In core because both use it and learn sits below
// strategy (docs/design.md, the map of the layers).
#pragma once

#include <bit>
#include <cstdint>
#include <stdexcept>

namespace seek {

/// The i-th term (i >= 1) of the Luby sequence 1,1,2,1,1,2,4,1,1,2,1,1,2,4,8,…:
/// 2^(k-1) when i = 2^k - 1, else luby(i - 2^(k-1) + 1) with 2^(k-1) <= i < 2^k - 1.
/// Throws std::invalid_argument for i = 0.
constexpr std::uint64_t luby(std::uint64_t i) {
  if (i == 0) throw std::invalid_argument("seek::luby: the sequence starts at i = 1");
  for (;;) {
    auto const k = std::bit_width(i);  // the smallest k with 2^k - 1 >= i
    std::uint64_t const half = std::uint64_t{1} << (k - 1);
    if (i == 2 * half - 1) return half;
    i = i - half + 1;
  }
}

}  // namespace seek
