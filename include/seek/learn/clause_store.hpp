// seek/learn/clause_store.hpp: the clauses a conflict-driven search learns,
// checked by two watched literals and forgotten by LBD within a bound.
//
// A clause is a disjunction of literals: at least one holds in every
// solution. Learnt clauses come from conflict analysis; "kept" clauses
// (those that exclude a solution already yielded) are never forgotten.
// Two watched literals (Moskewicz et al. 2001): each clause of two or more
// literals is watched on its first two; only when a watched literal becomes
// false is the clause looked at, to find another literal to watch or to find
// it unit (its first literal then follows) or false (a conflict). Each watch
// carries a "blocker", a literal of the clause that, when true, makes the
// visit unnecessary. Nothing is undone on backtracking.
//
// Forgetting (Audemard and Simon 2009, Glucose): a learnt clause's LBD is
// the number of distinct decision levels among its literals when it was
// learnt; at a restart, once there are more learnt clauses than the bound,
// the half with the largest LBD (ties: least active) is dropped, but never
// a clause of LBD 2 or less; the bound then grows.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include <seek/learn/literal.hpp>
#include <seek/learn/trail.hpp>

namespace seek {

/// Clauses with two watched literals and LBD-based forgetting.
class clause_store {
 public:
  static constexpr std::uint32_t no_conflict = 0xFFFF'FFFFU;

  clause_store() = default;
  explicit clause_store(std::size_t variables) : watches_(2 * variables) {}

  /// Adds a clause of at least two literals, watched on its first two (the
  /// caller orders them: the asserting literal first, then one of the
  /// highest level among the rest). `keep`: never forgotten. Returns its index.
  std::uint32_t add(std::span<literal const> lits, std::uint32_t lbd, bool keep) {
    auto const index = static_cast<std::uint32_t>(clauses_.size());
    clauses_.push_back({static_cast<std::uint32_t>(literals_.size()), static_cast<std::uint32_t>(lits.size()), lbd, keep,
                        0.0});
    literals_.insert(literals_.end(), lits.begin(), lits.end());
    watch(index);
    if (!keep) ++learnt_;
    return index;
  }
  [[nodiscard]] std::span<literal const> literals(std::uint32_t index) const noexcept {
    return {literals_.data() + clauses_[index].start, clauses_[index].size};
  }
  [[nodiscard]] std::size_t size() const noexcept { return clauses_.size(); }
  /// Learnt clauses that may be forgotten.
  [[nodiscard]] std::size_t learnt() const noexcept { return learnt_; }
  [[nodiscard]] std::uint64_t forgotten() const noexcept { return forgotten_; }

  /// Visits the clauses watching the negation of `p`, which became true:
  /// each unit clause's first literal is set on `t` with the clause as its
  /// reason. Returns the index of a clause found false, or no_conflict.
  std::uint32_t propagate(trail& t, literal p) {
    literal const false_lit = ~p;
    std::vector<watcher>& ws = watches_[p.code()];
    std::size_t i = 0;
    std::size_t j = 0;
    std::uint32_t conflict = no_conflict;
    while (i < ws.size()) {
      watcher const w = ws[i++];
      if (t.value(w.blocker) == truth::is_true) {
        ws[j++] = w;
        continue;
      }
      clause const& header = clauses_[w.clause];
      literal* const c = literals_.data() + header.start;
      std::uint32_t const size = header.size;
      if (c[0] == false_lit) std::swap(c[0], c[1]);
      literal const other = c[0];  // the clause's other watched literal
      watcher const kept{w.clause, other};
      if (other != w.blocker && t.value(other) == truth::is_true) {
        ws[j++] = kept;
        continue;
      }
      bool moved = false;
      for (std::uint32_t k = 2; k < size; ++k) {
        if (t.value(c[k]) != truth::is_false) {
          std::swap(c[1], c[k]);
          watches_[(~c[1]).code()].push_back(kept);
          moved = true;
          break;
        }
      }
      if (moved) continue;
      ws[j++] = kept;
      if (t.value(other) == truth::is_false) {
        conflict = w.clause;
        while (i < ws.size()) ws[j++] = ws[i++];
      } else {
        t.assign(other, reason_ref::clause(w.clause));
      }
    }
    ws.resize(j);
    return conflict;
  }

  /// Counts clause `index` as used in a conflict's analysis.
  void bump(std::uint32_t index) {
    if ((clauses_[index].activity += increment_) > 1e20) {
      for (clause& c : clauses_) c.activity *= 1e-20;
      increment_ *= 1e-20;
    }
  }
  void decay() noexcept { increment_ /= 0.999; }

  /// At level 0 of `t`: when more than `bound` learnt clauses may be
  /// forgotten, forgets the half of largest LBD (never LBD <= 2 or kept
  /// ones). Renumbers the clauses; returns true when it forgot any.
  bool reduce(trail& t, std::size_t bound) {
    if (learnt_ <= bound) return false;
    std::vector<std::uint32_t> candidates;
    for (std::uint32_t i = 0; i < clauses_.size(); ++i) {
      if (!clauses_[i].keep && clauses_[i].lbd > 2) candidates.push_back(i);
    }
    std::sort(candidates.begin(), candidates.end(), [&](std::uint32_t a, std::uint32_t b) {
      clause const& x = clauses_[a];
      clause const& y = clauses_[b];
      return x.lbd != y.lbd ? x.lbd > y.lbd : x.activity < y.activity;
    });
    std::size_t const drop = std::min(candidates.size(), learnt_ / 2);
    if (drop == 0) return false;
    std::vector<bool> dropped(clauses_.size(), false);
    for (std::size_t k = 0; k < drop; ++k) dropped[candidates[k]] = true;
    t.forget_level_zero_reasons();
    std::size_t out = 0;
    std::size_t at = 0;  // the literals of the clauses kept, moved to the front in order
    for (std::size_t i = 0; i < clauses_.size(); ++i) {
      if (dropped[i]) continue;
      clause kept = clauses_[i];
      if (at != kept.start) {
        std::copy_n(literals_.begin() + static_cast<std::ptrdiff_t>(kept.start), kept.size,
                    literals_.begin() + static_cast<std::ptrdiff_t>(at));
      }
      kept.start = static_cast<std::uint32_t>(at);
      at += kept.size;
      clauses_[out++] = kept;
    }
    clauses_.resize(out);
    literals_.resize(at);
    learnt_ -= drop;
    forgotten_ += drop;
    for (auto& w : watches_) w.clear();
    for (std::uint32_t i = 0; i < clauses_.size(); ++i) watch(i);
    return true;
  }

 private:
  struct clause {  // its literals are literals_[start, start + size)
    std::uint32_t start = 0;
    std::uint32_t size = 0;
    std::uint32_t lbd = 0;
    bool keep = false;
    double activity = 0.0;
  };
  struct watcher {
    std::uint32_t clause;
    literal blocker;
  };
  void watch(std::uint32_t index) {
    std::span<literal const> const c = literals(index);
    watches_[(~c[0]).code()].push_back({index, c[1]});
    watches_[(~c[1]).code()].push_back({index, c[0]});
  }

  std::vector<clause> clauses_;
  std::vector<literal> literals_;  // of every clause, one after the other
  std::vector<std::vector<watcher>> watches_;  // by the code of the literal whose truth falsifies the watch
  std::size_t learnt_ = 0;
  std::uint64_t forgotten_ = 0;
  double increment_ = 1.0;
};

}  // namespace seek
