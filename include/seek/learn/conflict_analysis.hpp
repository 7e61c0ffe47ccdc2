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
// between (non-chronological backjumping). A literal whose reason's other
// literals are all in the clause already (or of level 0) is left out
// (local minimization, MiniSat).
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
  // Drops the literals whose reason's other literals are all in the clause
  // (seen) or of level 0. seen_ marks the clause's literals but the first.
  template <class Reason>
  void minimize(trail const& t, Reason& reason) {
    std::size_t out = 1;
    for (std::size_t k = 1; k < out_.lits.size(); ++k) {
      literal const q = out_.lits[k];
      reason_ref const r = t.reason(q.var());
      bool redundant = !r.is_none();
      if (redundant) {
        std::span<literal const> const c = reason(q.var());
        for (std::size_t m = 1; m < c.size() && redundant; ++m) {
          redundant = seen_[c[m].var()] != 0 || t.level(c[m].var()) == 0;
        }
      }
      if (redundant) {
        dropped_.push_back(q.var());
      } else {
        out_.lits[out++] = q;
      }
    }
    out_.lits.resize(out);
    for (std::uint32_t v : dropped_) seen_[v] = 0;
    dropped_.clear();
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
  std::vector<std::uint32_t> dropped_;
  std::vector<std::uint64_t> level_stamp_;
  std::uint64_t stamp_ = 0;
  learnt_clause out_;
};

}  // namespace seek
