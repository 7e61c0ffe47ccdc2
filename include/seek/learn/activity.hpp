// seek/learn/activity.hpp: which variable a conflict-driven search decides
// next, and to which value: VSIDS scores and saved phases.
//
// VSIDS (Moskewicz et al. 2001, in MiniSat's exponential form): each
// variable has a score; the variables met in the analysis of a conflict are
// bumped by an increment that grows by 1/decay at every conflict, so recent
// conflicts weigh more; the next decision is the unassigned variable of
// highest score, kept in a binary heap. Phase saving (Pipatsrisawat and
// Darwiche 2007): a variable is decided to the value it had when it was
// last unassigned, so a backjump or a restart does not throw away the
// consistent parts of the assignment. A model can read both
// (propagation_context::activity, ::saved_phase) to branch by them itself.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include <seek/learn/literal.hpp>

namespace seek {

/// VSIDS scores with a heap of the variables, and saved phases.
class variable_activity {
 public:
  variable_activity() = default;
  explicit variable_activity(std::size_t variables, double decay = 0.95)
      : score_(variables, 0.0), phase_(variables, 0), where_(variables, absent), decay_(decay) {
    heap_.reserve(variables);
    for (std::size_t v = 0; v < variables; ++v) insert(static_cast<std::uint32_t>(v));
  }

  [[nodiscard]] double score(std::uint32_t var) const noexcept { return score_[var]; }
  /// Sets a score before the search (a seed's perturbation, a model's hint).
  void set_score(std::uint32_t var, double s) {
    score_[var] = s;
    if (where_[var] != absent) {
      up(where_[var]);
      down(where_[var]);
    }
  }
  /// The value `var` last had, or the initial phase set for it.
  [[nodiscard]] bool saved_phase(std::uint32_t var) const noexcept { return phase_[var] != 0; }
  void save_phase(literal l) noexcept { phase_[l.var()] = l.is_negative() ? 0 : 1; }

  /// Raises the score of `var` by the current increment.
  void bump(std::uint32_t var) {
    if ((score_[var] += increment_) > 1e100) {
      for (double& s : score_) s *= 1e-100;
      increment_ *= 1e-100;
    }
    if (where_[var] != absent) up(where_[var]);
  }
  /// After a conflict: later bumps weigh 1/decay times more.
  void decay() noexcept { increment_ /= decay_; }

  /// Puts `var` back among the candidates (it became unassigned).
  void insert(std::uint32_t var) {
    if (where_[var] != absent) return;
    where_[var] = heap_.size();
    heap_.push_back(var);
    up(heap_.size() - 1);
  }
  [[nodiscard]] bool empty() const noexcept { return heap_.empty(); }
  /// Takes out the candidate of highest score.
  std::uint32_t pop() {
    std::uint32_t const top = heap_.front();
    where_[top] = absent;
    std::uint32_t const last = heap_.back();
    heap_.pop_back();
    if (!heap_.empty()) {
      heap_[0] = last;
      where_[last] = 0;
      down(0);
    }
    return top;
  }

 private:
  static constexpr std::size_t absent = static_cast<std::size_t>(-1);
  [[nodiscard]] bool above(std::uint32_t a, std::uint32_t b) const noexcept {
    return score_[a] > score_[b] || (score_[a] == score_[b] && a < b);
  }
  void up(std::size_t i) {
    std::uint32_t const v = heap_[i];
    while (i > 0) {
      std::size_t const parent = (i - 1) / 2;
      if (!above(v, heap_[parent])) break;
      heap_[i] = heap_[parent];
      where_[heap_[i]] = i;
      i = parent;
    }
    heap_[i] = v;
    where_[v] = i;
  }
  void down(std::size_t i) {
    std::uint32_t const v = heap_[i];
    for (;;) {
      std::size_t child = 2 * i + 1;
      if (child >= heap_.size()) break;
      if (child + 1 < heap_.size() && above(heap_[child + 1], heap_[child])) ++child;
      if (!above(heap_[child], v)) break;
      heap_[i] = heap_[child];
      where_[heap_[i]] = i;
      i = child;
    }
    heap_[i] = v;
    where_[v] = i;
  }

  std::vector<double> score_;
  std::vector<std::uint8_t> phase_;
  std::vector<std::size_t> where_;
  std::vector<std::uint32_t> heap_;
  double increment_ = 1.0;
  double decay_ = 0.95;
};

}  // namespace seek
