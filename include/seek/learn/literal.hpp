// seek/learn/literal.hpp: facts over boolean variables, the vocabulary of
// conflict-driven learning (seek::cdcl).
//
// A model of seek::cdcl has boolean variables 0..n-1; a literal is one of
// them with a sign: variable v true, or variable v false. A multi-valued
// variable is written one-hot (one boolean per value), so "cell c holds digit
// d" and "d is eliminated from c" are the two literals of one variable. The
// code of a literal is 2v for v true and 2v + 1 for v false, so literals index
// arrays (watch lists) directly.
#pragma once

#include <cstdint>

namespace seek {

/// Variable v true, or variable v false (see the top of this file).
class literal {
 public:
  constexpr literal() noexcept = default;
  /// Variable `var` true.
  static constexpr literal positive(std::uint32_t var) noexcept { return literal(var << 1U); }
  /// Variable `var` false.
  static constexpr literal negative(std::uint32_t var) noexcept { return literal((var << 1U) | 1U); }
  /// The literal of code `code` (2v or 2v + 1).
  static constexpr literal from_code(std::uint32_t code) noexcept { return literal(code); }

  [[nodiscard]] constexpr std::uint32_t var() const noexcept { return code_ >> 1U; }
  [[nodiscard]] constexpr bool is_negative() const noexcept { return (code_ & 1U) != 0; }
  [[nodiscard]] constexpr std::uint32_t code() const noexcept { return code_; }
  /// The opposite fact: the same variable, the other sign.
  constexpr literal operator~() const noexcept { return literal(code_ ^ 1U); }
  friend constexpr bool operator==(literal, literal) noexcept = default;

 private:
  constexpr explicit literal(std::uint32_t code) noexcept : code_(code) {}
  std::uint32_t code_ = 0;
};

/// The value of a literal or variable under a partial assignment.
enum class truth : std::uint8_t { is_false = 0, is_true = 1, unassigned = 2 };

}  // namespace seek
