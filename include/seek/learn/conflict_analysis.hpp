// seek/learn/conflict_analysis.hpp: from a dead end to the clause that is
// learnt and the level the search jumps back to (first unique implication
// point, Marques-Silva and Sakallah 1996; Zhang et al. 2001).
//
// A conflict is a clause all of whose literals are false. Each false literal
// of the current decision level is replaced by the reason of its negation
// (the facts it followed from), newest first, until one literal of the
// current level is left: the first UIP. The learnt clause is that literal's
// negation and the literals of lower levels met on the way; it is false now
// and becomes unit after jumping back to the highest level among the
// others, where it sets the negated UIP: the search skips every level in
// between (non-chronological backjumping). A literal that follows from the
// others through the reasons is left out (recursive minimization, MiniSat:
// Sörensson and Biere 2009). Then a literal of a lower level that was
// implied by one other literal alone (a reason of two literals) is replaced
// by that literal, following such chains, and equal replacements are kept
// once: resolution with the reasons, so the clause still follows from the
// constraints. Models that explain an elimination by the one placement that
// caused it (a sudoku's peers) get a clause over a few placements instead of
// their many eliminations: on Gecode's 25x25 boards, 20 literals instead of 45.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include <seek/learn/literal.hpp>
#include <seek/learn/trail.hpp>

namespace seek {

/// The clause learnt from a conflict, and where to jump back to.
struct learnt_clause {
  std::vector<literal> lits;    ///< lits[0]: the negated UIP; lits[1]: one of the backjump level
  std::uint32_t backjump = 0;   ///< the level at which the clause is unit
  std::uint32_t lbd = 0;        ///< distinct decision levels among the literals
};

/// First-UIP conflict analysis, with its buffers kept from one conflict to the next.
class conflict_analyzer {
 public:
  conflict_analyzer() = default;
  explicit conflict_analyzer(std::size_t variables) : seen_(variables, 0) {}

  /// Analyses `conflict` (every literal false on `t`, at least one of the
  /// current level, which is >= 1). `reason(var)` gives the clause form of
  /// the reason of an implied variable (its own literal first);
  /// `met(var)` is called for each variable met (VSIDS bumps).
  template <class Reason, class Met>
  learnt_clause const& analyze(trail const& t, std::span<literal const> conflict, Reason&& reason,
                               Met&& met) {
    out_.lits.clear();
    out_.lits.push_back(literal{});
    std::uint32_t const current = t.decision_level();
    std::size_t pending = 0;
    std::span<literal const> clause = conflict;
    std::size_t skip = 0;  // the reason's own literal, first in its clause form
    std::size_t index = t.size();
    literal uip{};
    for (;;) {
      for (std::size_t k = skip; k < clause.size(); ++k) {
        literal const q = clause[k];
        std::uint32_t const v = q.var();
        if (seen_[v] != 0 || t.level(v) == 0) continue;
        seen_[v] = 1;
        met(v);
        if (t.level(v) >= current) {
          ++pending;
        } else {
          out_.lits.push_back(q);
        }
      }
      do {
        uip = t.literals()[--index];
      } while (seen_[uip.var()] == 0);
      seen_[uip.var()] = 0;
      if (--pending == 0) break;
      clause = reason(uip.var());
      skip = 1;
    }
    out_.lits[0] = ~uip;
    minimize(t, reason);
    for (std::size_t k = 1; k < out_.lits.size(); ++k) seen_[out_.lits[k].var()] = 0;
    shrink_by_binary_reasons(t, reason);
    // the backjump level: the highest among the rest, its literal second
    out_.backjump = 0;
    for (std::size_t k = 1; k < out_.lits.size(); ++k) {
      std::uint32_t const l = t.level(out_.lits[k].var());
      if (l > out_.backjump) {
        out_.backjump = l;
        std::swap(out_.lits[1], out_.lits[k]);
      }
    }
    out_.lbd = levels(t);
    return out_;
  }

 private:
  // Replaces each literal but the first by the literal its negation was
  // implied by alone, down such chains (see the top of this file); drops a
  // literal of level 0 or one already in the clause (in_clause_ marks them).
  template <class Reason>
  void shrink_by_binary_reasons(trail const& t, Reason& reason) {
    if (in_clause_.size() < seen_.size()) in_clause_.assign(seen_.size(), 0);
    ++clause_stamp_;
    in_clause_[out_.lits[0].var()] = clause_stamp_;
    std::size_t out = 1;
    for (std::size_t k = 1; k < out_.lits.size(); ++k) {
      literal q = out_.lits[k];
      while (!t.reason(q.var()).is_none()) {
        std::span<literal const> const c = reason(q.var());
        if (c.size() != 2) break;
        q = c[1];
      }
      if (t.level(q.var()) == 0 || in_clause_[q.var()] == clause_stamp_) continue;
      in_clause_[q.var()] = clause_stamp_;
      out_.lits[out++] = q;
    }
    out_.lits.resize(out);
  }

  // Drops the literals implied by the others (recursive minimization,
  // MiniSat): a literal goes when every path back through the reasons from
  // it ends in literals of the clause or of level 0. seen_ marks the
  // clause's literals but the first; what the walks mark is cleared here.
  template <class Reason>
  void minimize(trail const& t, Reason& reason) {
    std::uint32_t abstract = 0;
    for (std::size_t k = 1; k < out_.lits.size(); ++k) abstract |= abstract_level(t, out_.lits[k].var());
    std::size_t out = 1;
    for (std::size_t k = 1; k < out_.lits.size(); ++k) {
      literal const q = out_.lits[k];
      if (t.reason(q.var()).is_none() || !implied(t, reason, q, abstract)) {
        out_.lits[out++] = q;
      } else {
        marked_.push_back(q.var());
      }
    }
    out_.lits.resize(out);
    for (std::uint32_t v : marked_) seen_[v] = 0;
    marked_.clear();
  }
  static std::uint32_t abstract_level(trail const& t, std::uint32_t var) noexcept {
    return std::uint32_t{1} << (t.level(var) & 31U);
  }
  // Whether q follows from the literals marked seen, through reasons.
  template <class Reason>
  bool implied(trail const& t, Reason& reason, literal q, std::uint32_t abstract) {
    stack_.clear();
    stack_.push_back(q);
    std::size_t const top = marked_.size();
    while (!stack_.empty()) {
      literal const x = stack_.back();
      stack_.pop_back();
      std::span<literal const> const c = reason(x.var());
      for (std::size_t m = 1; m < c.size(); ++m) {
        std::uint32_t const v = c[m].var();
        if (seen_[v] != 0 || t.level(v) == 0) continue;
        if (!t.reason(v).is_none() && (abstract_level(t, v) & abstract) != 0) {
          seen_[v] = 1;
          stack_.push_back(c[m]);
          marked_.push_back(v);
        } else {
          for (std::size_t j = top; j < marked_.size(); ++j) seen_[marked_[j]] = 0;
          marked_.resize(top);
          return false;
        }
      }
    }
    return true;
  }
  std::uint32_t levels(trail const& t) {
    ++stamp_;
    if (level_stamp_.size() <= t.decision_level()) level_stamp_.resize(t.decision_level() + 1, 0);
    std::uint32_t n = 0;
    for (literal const q : out_.lits) {
      std::uint32_t const l = t.level(q.var());
      if (level_stamp_[l] != stamp_) {
        level_stamp_[l] = stamp_;
        ++n;
      }
    }
    return n;
  }

  std::vector<std::uint8_t> seen_;
  std::vector<std::uint32_t> marked_;
  std::vector<literal> stack_;
  std::vector<std::uint64_t> level_stamp_;
  std::uint64_t stamp_ = 0;
  std::vector<std::uint64_t> in_clause_;
  std::uint64_t clause_stamp_ = 0;
  learnt_clause out_;
};

}  // namespace seek
