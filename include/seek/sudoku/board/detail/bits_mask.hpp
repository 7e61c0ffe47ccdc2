// seek/sudoku/board/detail/bits_mask.hpp: candidate sets as bit masks.
//
// Bit v-1 of a cell's mask says that symbol v may still go there. The mask is
// the narrowest unsigned type holding one bit per symbol, so a 9x9 board is
// 81 16-bit words and copying a search node stays cheap.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <type_traits>

namespace seek::sudoku::detail {

template <int Side>
using mask_for = std::conditional_t<
    Side <= 8, std::uint8_t,
    std::conditional_t<Side <= 16, std::uint16_t,
                       std::conditional_t<Side <= 32, std::uint32_t, std::uint64_t>>>;

// Every symbol of a side-`Side` board.
template <class Mask, int Side>
inline constexpr Mask full_mask =
    Side == 8 * static_cast<int>(sizeof(Mask)) ? static_cast<Mask>(~Mask{0})
                                                : static_cast<Mask>((std::uint64_t{1} << Side) - 1);

// Population counts for 9-bit masks. Without -mpopcnt, g++ turns
// std::popcount into a library call; a 512-byte table is faster for the
// 9x9 board, which is where the hot loops are.
inline constexpr std::array<std::uint8_t, 512> popcount9 = [] {
  std::array<std::uint8_t, 512> t{};
  for (unsigned i = 0; i < 512; ++i) t[i] = static_cast<std::uint8_t>(std::popcount(i));
  return t;
}();

// Branch-free population count that never calls into libgcc.
template <class Mask>
constexpr int popcount_swar(Mask m) noexcept {
  std::uint64_t x = m;
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return static_cast<int>((x * 0x0101010101010101ull) >> 56);
}

template <int Side, class Mask>
constexpr int count_bits(Mask m) noexcept {
  if constexpr (Side <= 9)
    return popcount9[m];
  else
    return popcount_swar(m);
}

/// True when `m` has at most one bit set.
template <class Mask>
constexpr bool at_most_one(Mask m) noexcept {
  return (m & static_cast<Mask>(m - 1)) == 0;
}

/// Index (0-based) of the lowest set bit; `m` must not be zero.
template <class Mask>
constexpr int lowest(Mask m) noexcept {
  return std::countr_zero(m);
}

/// `m` without its lowest set bit.
template <class Mask>
constexpr Mask drop_lowest(Mask m) noexcept {
  return static_cast<Mask>(m & (m - 1));
}

template <class Mask>
constexpr Mask bit(int i) noexcept {
  return static_cast<Mask>(Mask{1} << i);
}

}  // namespace seek::sudoku::detail
