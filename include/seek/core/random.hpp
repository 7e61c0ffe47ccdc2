// seek/core/random.hpp: a small random number generator whose every output is
// fixed by its seed, on every machine and with every compiler.
//
// The standard library's engines are portable, but its distributions
// (uniform_int_distribution) and std::shuffle are not: each implementation
// may turn the same bits into different numbers. Anything that must be
// reproducible from a seed (seek::shuffled, the sudoku generator) draws
// through the functions here, whose algorithms are spelled out:
//
//   splitmix64      Vigna's splitmix64: a 64-bit counter stepped by
//                   0x9e3779b97f4a7c15 and passed through a fixed mixer.
//                   Used to expand one seed into a full generator state.
//   xoshiro256ss    Blackman & Vigna's xoshiro256** (2018), 256 bits of
//                   state, seeded with four successive splitmix64 outputs.
//   uniform_below   an integer in [0, n): draw 64 bits x; reject x while
//                   x < 2^64 mod n; return x mod n. Unbiased, because the
//                   accepted range holds a whole number of copies of [0, n).
//   shuffle         Fisher-Yates from the back: for i = n-1 down to 1, swap
//                   element i with element uniform_below(i + 1).
#pragma once

#include <array>
#include <concepts>
#include <cstdint>
#include <iterator>
#include <limits>
#include <stdexcept>
#include <type_traits>
#include <utility>

namespace seek {

/// A generator of uniformly random 64-bit words covering the whole range
/// 0..2^64-1: what uniform_below and seek::shuffle accept. seek::xoshiro256ss
/// and std::mt19937_64 model it; reproducibility across platforms is only
/// promised for seek::xoshiro256ss and seek::splitmix64.
/// (std::uniform_random_bit_generator with 64-bit words, spelled out here so
/// that this header needs no <random>, which costs a user of seek::shuffled
/// or seek::restarts a third of a second of compile time.)
template <class G>
concept random_bits64 =
    std::invocable<std::remove_reference_t<G>&> &&
    std::same_as<std::invoke_result_t<std::remove_reference_t<G>&>, std::uint64_t> && requires {
      { std::remove_reference_t<G>::min() } -> std::same_as<std::uint64_t>;
      { std::remove_reference_t<G>::max() } -> std::same_as<std::uint64_t>;
      requires std::bool_constant<std::remove_reference_t<G>::min() == 0>::value;
      requires std::bool_constant<std::remove_reference_t<G>::max() == std::numeric_limits<std::uint64_t>::max()>::value;
    };

/// splitmix64: a counter passed through a mixing function. Fast, 64 bits of
/// state; every seed is fine, including 0.
class splitmix64 {
 public:
  /// Each call returns 64 random bits.
  using result_type = std::uint64_t;
  /// Starts the counter at `seed`.
  constexpr explicit splitmix64(std::uint64_t seed = 0) noexcept : state_(seed) {}

  /// The smallest value returned: 0.
  static constexpr result_type min() noexcept { return 0; }
  /// The largest value returned: 2^64 - 1.
  static constexpr result_type max() noexcept { return std::numeric_limits<result_type>::max(); }

  /// The next 64 random bits; advances the state.
  constexpr result_type operator()() noexcept {
    state_ += 0x9e3779b97f4a7c15u;
    std::uint64_t z = state_;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
  }

 private:
  std::uint64_t state_;
};

/// xoshiro256**: the generator seek uses for reproducible randomness. Its
/// state is seeded from one 64-bit seed through splitmix64 (so no seed gives
/// the all-zero state, the one state it must avoid).
class xoshiro256ss {
 public:
  /// Each call returns 64 random bits.
  using result_type = std::uint64_t;

  /// The state expanded from `seed` by splitmix64; equal seeds give equal
  /// sequences.
  constexpr explicit xoshiro256ss(std::uint64_t seed = 0) noexcept {
    splitmix64 expand(seed);
    for (auto& word : s_) word = expand();
  }

  /// The smallest value returned: 0.
  static constexpr result_type min() noexcept { return 0; }
  /// The largest value returned: 2^64 - 1.
  static constexpr result_type max() noexcept { return std::numeric_limits<result_type>::max(); }

  /// The next 64 random bits; advances the state.
  constexpr result_type operator()() noexcept {
    std::uint64_t const out = rotl(s_[1] * 5, 7) * 9;
    std::uint64_t const shifted = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= shifted;
    s_[3] = rotl(s_[3], 45);
    return out;
  }

  /// A uniform integer in [0, n), by the rejection method at the top of
  /// this file. Throws std::invalid_argument when n is 0.
  constexpr std::uint64_t uniform_below(std::uint64_t n);

  /// Equal states: both generators return the same sequence from here on.
  friend constexpr bool operator==(xoshiro256ss const&, xoshiro256ss const&) = default;

 private:
  static constexpr std::uint64_t rotl(std::uint64_t x, int k) noexcept {
    return (x << k) | (x >> (64 - k));
  }
  std::array<std::uint64_t, 4> s_{};
};

/// `seek::uniform_below(gen, n)`: a uniform integer in [0, n) from a 64-bit
/// generator: draw x, reject while x < 2^64 mod n, return x mod n. Throws
/// std::invalid_argument when n is 0 (an empty range has no element to pick).
template <random_bits64 G>
constexpr std::uint64_t uniform_below(G&& gen, std::uint64_t n) {
  if (n == 0) throw std::invalid_argument("seek::uniform_below: n must be at least 1");
  // 2^64 mod n, computed in 64 bits: (2^64 - n) mod n.
  std::uint64_t const reject_below = (0 - n) % n;
  for (;;) {
    std::uint64_t const x = gen();
    if (x >= reject_below) return x % n;
  }
}

constexpr std::uint64_t xoshiro256ss::uniform_below(std::uint64_t n) {
  return seek::uniform_below(*this, n);
}

/// `seek::shuffle(begin, end, gen)`: a uniformly random permutation of
/// [begin, end) by Fisher-Yates from the back (see the top of this file),
/// the same on every platform for the same generator state, unlike
/// std::shuffle.
template <std::random_access_iterator It, random_bits64 G>
  requires std::permutable<It>
constexpr void shuffle(It begin, It end, G&& gen) {  // not `first`: that is seek::first
  auto const n = static_cast<std::uint64_t>(end - begin);
  for (std::uint64_t i = n; i > 1; --i) {
    auto const j = uniform_below(gen, i);
    std::ranges::iter_swap(begin + static_cast<std::iter_difference_t<It>>(i - 1),
                           begin + static_cast<std::iter_difference_t<It>>(j));
  }
}

}  // namespace seek
