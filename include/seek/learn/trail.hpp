// seek/learn/trail.hpp: the one assignment of a conflict-driven search, the
// order its facts were set in, their decision levels and their reasons.
//
// seek's other strategies copy a state per child; conflict-driven learning
// needs one assignment that grows and shrinks instead, because conflict
// analysis walks back over the facts in the order they were set and asks
// each one why it holds. The trail is that record: every literal set true,
// in order; the decision level of each variable (how many decisions were
// made when it was set); and its reason: none (a decision, or a fact of
// level 0), a clause of the clause store, or an explanation given by the
// model, kept here in the clause form "p, or not r1, or not r2, ...".
// Backtracking to a level pops the literals above it and their
// explanations; nothing else needs undoing.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include <seek/learn/literal.hpp>

namespace seek {

/// Why a variable has its value: nothing (decision or level 0), clause i of
/// the clause store, or an explanation kept on the trail.
struct reason_ref {
  static constexpr std::uint32_t none_code = 0xFFFF'FFFFU;
  static constexpr std::uint32_t explained_bit = 0x8000'0000U;
  std::uint32_t code = none_code;

  static constexpr reason_ref none() noexcept { return {}; }
  static constexpr reason_ref clause(std::uint32_t index) noexcept { return {index}; }
  static constexpr reason_ref explained(std::uint32_t offset) noexcept { return {offset | explained_bit}; }
  [[nodiscard]] constexpr bool is_none() const noexcept { return code == none_code; }
  [[nodiscard]] constexpr bool is_explained() const noexcept {
    return !is_none() && (code & explained_bit) != 0;
  }
  [[nodiscard]] constexpr bool is_clause() const noexcept { return (code & explained_bit) == 0; }
  [[nodiscard]] constexpr std::uint32_t index() const noexcept { return code & ~explained_bit; }
};

/// The assignment, in order, with levels and reasons (see the top of this file).
class trail {
 public:
  trail() = default;
  explicit trail(std::size_t variables)
      : value_(variables, truth::unassigned), level_(variables, 0), reason_(variables) {}

  [[nodiscard]] std::size_t variables() const noexcept { return value_.size(); }
  [[nodiscard]] truth value(literal l) const noexcept {
    truth const v = value_[l.var()];
    if (v == truth::unassigned) return v;
    return static_cast<truth>(static_cast<std::uint8_t>(v) ^ static_cast<std::uint8_t>(l.is_negative()));
  }
  [[nodiscard]] truth value_of_var(std::uint32_t var) const noexcept { return value_[var]; }
  [[nodiscard]] std::uint32_t level(std::uint32_t var) const noexcept { return level_[var]; }
  [[nodiscard]] reason_ref reason(std::uint32_t var) const noexcept { return reason_[var]; }
  /// The current decision level: the number of decisions on the trail.
  [[nodiscard]] std::uint32_t decision_level() const noexcept {
    return static_cast<std::uint32_t>(level_start_.size());
  }
  /// The literals set true, in order.
  [[nodiscard]] std::span<literal const> literals() const noexcept { return order_; }
  [[nodiscard]] std::size_t size() const noexcept { return order_.size(); }
  /// Where level `level` (>= 1) starts on the trail: its decision.
  [[nodiscard]] std::size_t level_start(std::uint32_t level) const noexcept { return level_start_[level - 1]; }
  [[nodiscard]] bool complete() const noexcept { return order_.size() == value_.size(); }

  /// Sets `l` true at the current level, for `why`. `l` must be unassigned.
  void assign(literal l, reason_ref why) {
    value_[l.var()] = l.is_negative() ? truth::is_false : truth::is_true;
    level_[l.var()] = decision_level();
    reason_[l.var()] = why;
    order_.push_back(l);
  }
  /// Opens a new level whose first literal, `decision`, is set true.
  void decide(literal decision) {
    level_start_.push_back(order_.size());
    explanation_start_.push_back(explanations_.size());
    assign(decision, reason_ref::none());
  }
  /// Keeps the clause form of an explanation ("p, or not r..."), `lits[0]`
  /// the implied literal; returns the reason to pass to assign().
  reason_ref keep_explanation(std::span<literal const> lits) {
    auto const offset = static_cast<std::uint32_t>(explanations_.size());
    explanations_.push_back(literal::from_code(static_cast<std::uint32_t>(lits.size())));
    explanations_.insert(explanations_.end(), lits.begin(), lits.end());
    return reason_ref::explained(offset);
  }
  /// The clause form of an explanation kept on the trail.
  [[nodiscard]] std::span<literal const> explanation(reason_ref r) const noexcept {
    std::size_t const at = r.index();
    return {explanations_.data() + at + 1, explanations_[at].code()};
  }
  /// Undoes every literal above `level`, newest first, calling
  /// `unassigned(literal)` for each (phase saving, the branching heap).
  template <class F>
  void backtrack(std::uint32_t level, F&& unassigned) {
    if (level >= decision_level()) return;
    std::size_t const keep = level_start_[level];
    for (std::size_t i = order_.size(); i-- > keep;) {
      literal const l = order_[i];
      value_[l.var()] = truth::unassigned;
      reason_[l.var()] = reason_ref::none();
      unassigned(l);
    }
    order_.resize(keep);
    explanations_.resize(explanation_start_[level]);
    level_start_.resize(level);
    explanation_start_.resize(level);
  }
  /// Forgets the reasons of level 0 (their facts hold regardless; conflict
  /// analysis never asks for them): before clauses are renumbered.
  void forget_level_zero_reasons() noexcept {
    std::size_t const end = level_start_.empty() ? order_.size() : level_start_[0];
    for (std::size_t i = 0; i < end; ++i) {
      if (reason_[order_[i].var()].is_clause()) reason_[order_[i].var()] = reason_ref::none();
    }
  }

 private:
  std::vector<truth> value_;
  std::vector<std::uint32_t> level_;
  std::vector<reason_ref> reason_;
  std::vector<literal> order_;
  std::vector<std::size_t> level_start_;
  std::vector<literal> explanations_;  // [size, literals...] per explanation
  std::vector<std::size_t> explanation_start_;
};

}  // namespace seek
