// seek/learn/failure_weights.hpp: weights of a model's constraints, raised
// where the search fails and kept from one restart run to the next: the
// learning behind dom/wdeg branching (Boussemart et al. 2004).
//
// A model numbers its constraints 0..n-1. When a child fails (propagation
// wipes out a domain), the successor function bumps the constraint that
// failed; when it branches, it picks the variable with the smallest ratio of
// domain size to weighted degree (the sum of the weights of its
// constraints), so the search starts where it failed most: the hard core.
// The weights live in one store that copies of the handle share: made once
// and captured by the maker of every run's successor (seek::reseeded), what
// one run learns steers the next. With decay < 1 each bump is worth 1/decay
// times the previous one, so recent failures count more (as in SAT solvers'
// activity scores); weights are scaled down together before they overflow,
// which keeps their ratios.
//
// Learning changes only which variable a node branches on, never the set of
// its children's completions: dfs over such a successor still counts and
// enumerates exactly, and restarts still find a solution when there is one.
// One store serves one walk at a time (it is not synchronised).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace seek {

/// Constraint weights bumped on failures, shared by copies (see the top of
/// this file).
class failure_weights {
 public:
  /// No constraints; bump() and weight() must not be called.
  failure_weights() = default;
  /// `constraints` weights of 1; each bump is worth 1/decay times the one
  /// before (decay in (0, 1]; 1: every failure counts the same).
  explicit failure_weights(std::size_t constraints, double decay = 1.0)
      : s_(std::make_shared<store>(store{std::vector<double>(constraints, 1.0), 1.0, 1.0 / check(decay), 0})) {}

  /// Constraint `c` failed: its weight grows by the current bump. A const
  /// member, as the store is shared: a successor function bumps from its
  /// const call operator.
  void bump(std::size_t c) const noexcept {
    store& s = *s_;
    s.weight[c] += s.increment;
    ++s.failures;
    if (s.growth != 1.0) {
      s.increment *= s.growth;
      if (s.increment > rescale_above) rescale(s);
    }
  }

  /// The weight of constraint `c`: 1 plus its bumps.
  double weight(std::size_t c) const noexcept { return s_->weight[c]; }
  /// Weights, one per constraint.
  std::size_t size() const noexcept { return s_ ? s_->weight.size() : 0; }
  /// Bumps so far: the failures learnt from.
  std::uint64_t failures() const noexcept { return s_ ? s_->failures : 0; }

 private:
  struct store {
    std::vector<double> weight;
    double increment;
    double growth;
    std::uint64_t failures;
  };
  static constexpr double rescale_above = 1e100;

  static double check(double decay) {
    if (!(decay > 0.0 && decay <= 1.0))
      throw std::invalid_argument("seek::failure_weights: decay must be in (0, 1], got " + std::to_string(decay));
    return decay;
  }
  static void rescale(store& s) noexcept {
    for (double& w : s.weight) w /= rescale_above;
    s.increment /= rescale_above;
  }

  std::shared_ptr<store> s_;
};

}  // namespace seek
