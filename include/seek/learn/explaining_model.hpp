// seek/learn/explaining_model.hpp: what a model gives seek::cdcl (its
// variables, and a propagation that says why), and what it may call while it
// propagates (propagation_context).
//
// The contract (docs/strategies.md, "Conflict-driven learning"): a model has
// boolean variables 0..n-1 (variables()); propagate(ctx, p) is called once
// for each literal p set true, in trail order, reads the assignment from ctx
// and reports each fact that follows with its reason (ctx.imply), or a
// failure with its reason (ctx.fail), a reason being a set of literals that
// are true now; it returns false when it failed. It is sound (what it infers
// holds in every solution extending its reasons) and complete on total
// assignments (every variable set and seen without failure: a solution). It
// keeps no search state: propagate is const, undoing is the engine's.
// Optionally start(ctx) sets the instance's facts at level 0, clauses()
// states constraints as clauses the engine checks itself, and
// initial_phase(v) gives the value first tried for v.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <ranges>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <seek/learn/activity.hpp>
#include <seek/learn/literal.hpp>
#include <seek/learn/trail.hpp>

namespace seek {

/// What a model may read and report while it propagates (see the top of this file).
class propagation_context {
 public:
  propagation_context(trail& t, variable_activity const& a) : trail_(&t), activity_(&a) {}

  [[nodiscard]] truth value(literal l) const noexcept { return trail_->value(l); }
  [[nodiscard]] bool is_true(literal l) const noexcept { return trail_->value(l) == truth::is_true; }
  [[nodiscard]] bool is_false(literal l) const noexcept { return trail_->value(l) == truth::is_false; }
  [[nodiscard]] std::uint32_t decision_level() const noexcept { return trail_->decision_level(); }
  /// The assignment so far, in order (read-only).
  [[nodiscard]] seek::trail const& assignment() const noexcept { return *trail_; }
  /// The VSIDS score of `var` and the value it last had: for a model that branches itself.
  [[nodiscard]] double activity(std::uint32_t var) const noexcept { return activity_->score(var); }
  [[nodiscard]] bool saved_phase(std::uint32_t var) const noexcept { return activity_->saved_phase(var); }

  /// A cleared buffer for building a reason without allocating; valid until
  /// the next call of scratch().
  std::vector<literal>& scratch() {
    scratch_.clear();
    return scratch_;
  }

  /// `q` follows from `reasons` (true literals). Sets it, or does nothing if
  /// it is true already; returns false, recording the conflict, if it is
  /// false. Throws std::logic_error if a reason is not true.
  bool imply(literal q, std::span<literal const> reasons) {
    truth const v = trail_->value(q);
    if (v == truth::is_true) return true;
    clause_.clear();
    clause_.push_back(q);
    for (literal r : reasons) clause_.push_back(~checked(r));
    if (v == truth::is_false) {
      conflict_.assign(clause_.begin(), clause_.end());
      failed_ = true;
      return false;
    }
    trail_->assign(q, trail_->keep_explanation(clause_));
    return true;
  }
  bool imply(literal q, std::initializer_list<literal> reasons) {
    return imply(q, std::span<literal const>(reasons.begin(), reasons.size()));
  }
  /// `reasons` (true literals) cannot all hold. Returns false.
  bool fail(std::span<literal const> reasons) {
    conflict_.clear();
    for (literal r : reasons) conflict_.push_back(~checked(r));
    failed_ = true;
    return false;
  }
  bool fail(std::initializer_list<literal> reasons) {
    return fail(std::span<literal const>(reasons.begin(), reasons.size()));
  }
  /// A failure explained by nothing better than every decision made so far
  /// (what a model that only checks can say). Returns false.
  bool fail_on_decisions() {
    conflict_.clear();
    for (std::uint32_t l = 1; l <= trail_->decision_level(); ++l) {
      conflict_.push_back(~trail_->literals()[trail_->level_start(l)]);
    }
    failed_ = true;
    return false;
  }

  /// The engine's side: the recorded conflict, as a clause of false literals.
  [[nodiscard]] bool failed() const noexcept { return failed_; }
  [[nodiscard]] std::span<literal const> conflict() const noexcept { return conflict_; }
  void clear_failure() noexcept { failed_ = false; }

 private:
  literal checked(literal r) const {
    if (trail_->value(r) != truth::is_true) {
      throw std::logic_error("seek::cdcl: the model gave a reason that is not true now (variable " +
                             std::to_string(r.var()) + (r.is_negative() ? " false" : " true") +
                             "); a reason must be a literal already set");
    }
    return r;
  }

  trail* trail_;
  variable_activity const* activity_;
  std::vector<literal> scratch_;
  std::vector<literal> clause_;
  std::vector<literal> conflict_;
  bool failed_ = false;
};

/// A model of seek::cdcl (see the top of this file).
template <class M>
concept explaining_model = std::copy_constructible<M> && requires(M const& m, propagation_context& ctx, literal p) {
  { m.variables() } -> std::convertible_to<std::size_t>;
  { m.propagate(ctx, p) } -> std::same_as<bool>;
};

/// The model sets facts of its instance at level 0 (optional).
template <class M>
concept model_with_start = requires(M const& m, propagation_context& ctx) {
  { m.start(ctx) } -> std::same_as<bool>;
};

/// The model states some of its constraints as clauses (optional): a range
/// of clauses, each a range of literals of which at least one holds in every
/// solution. The engine checks them itself, by two watched literals, and a
/// clause is the reason of what it implies: for "at least one of these"
/// constraints this is far cheaper than a propagate() that scans.
template <class M>
concept model_with_clauses =
    requires(M const& m) { m.clauses(); } &&
    std::ranges::input_range<decltype(std::declval<M const&>().clauses())> &&
    std::ranges::input_range<std::ranges::range_reference_t<decltype(std::declval<M const&>().clauses())>> &&
    std::convertible_to<
        std::ranges::range_reference_t<std::ranges::range_reference_t<decltype(std::declval<M const&>().clauses())>>,
        literal>;

/// The model says which value to try first for a variable (optional).
template <class M>
concept model_with_initial_phase = requires(M const& m, std::uint32_t v) {
  { m.initial_phase(v) } -> std::convertible_to<bool>;
};

}  // namespace seek
