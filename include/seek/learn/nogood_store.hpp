// seek/learn/nogood_store.hpp: nogoods, sets of literals that no goal holds
// all of, kept from one restart run to the next (Lecoutre et al. 2007,
// "Recording and minimizing nogoods from restarts").
//
// A literal is what a model's state may contain, numbered 0..n-1: for a
// sudoku board, "cell c holds symbol v". A nogood says: no state that
// contains all of these literals has a goal below it. seek::restarts with
// seek::learn_nogoods (learn_nogoods.hpp) records one for each subtree a run
// walked whole without meeting a goal, and drops every child that contains
// all the literals of one (seek::avoiding), so later runs skip what earlier
// runs have searched.
//
// The store keeps each nogood under one watched literal, its first: a state
// is checked only against the nogoods watched by a literal it contains, so
// put the most specific literal first. Its size is bounded (`max_literals`,
// the sum of the nogoods' sizes): once full, further nogoods are dropped
// and counted. Besides, the store takes about 24 bytes per literal of
// 0..n-1 up front (an index entry each). Copies of the handle share one
// store; adding is not synchronised (one walk at a time), checking may run
// on several threads.
#pragma once

#include <atomic>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>


namespace seek {

/// Nogoods over literals 0..n-1, shared by copies (see the top of this file).
class nogood_store {
 public:
  /// A store that learns nothing: add() stores nothing, excludes() is
  /// always false (learning switched off at run time).
  nogood_store() = default;
  /// Nogoods over `literals` literals (0..literals-1), at most `max_literals`
  /// stored in all. Throws std::invalid_argument for no literals or more
  /// than 2^32 - 1.
  explicit nogood_store(std::size_t literals, std::size_t max_literals = std::size_t{1} << 22)
      : s_(std::make_shared<store>(check(literals), max_literals)) {}

  /// Records that no goal holds every literal of `lits` (any input range of
  /// integers), watched on its first. Returns false, storing nothing, when
  /// the store is full or `lits` is empty. Throws std::out_of_range for a
  /// literal outside 0..literals()-1.
  template <class R>
  bool add(R&& lits) const {
    if (!s_) return false;
    store& s = *s_;
    std::size_t const begin = s.lits.size();
    try {
      for (auto&& l : lits) s.lits.push_back(s.literal(l));
    } catch (...) {
      s.lits.resize(begin);
      throw;
    }
    std::size_t const n = s.lits.size() - begin;
    if (n == 0 || s.lits.size() > s.max_literals) {
      s.lits.resize(begin);
      if (n != 0) ++s.dropped;
      return false;
    }
    s.start.push_back(static_cast<std::uint32_t>(s.lits.size()));
    s.watch[s.lits[begin]].push_back(static_cast<std::uint32_t>(s.start.size() - 2));
    return true;
  }

  /// True when the literals `lits` (those a state contains) include every
  /// literal of a stored nogood: the state has no goal below it. Counts the
  /// hit (hits()). Several threads may check at once (seek::parallel over
  /// seek::avoiding), as long as none adds.
  template <class R>
  bool excludes(R&& lits) const {
    if (!s_ || s_->start.size() == 1) return false;  // nothing learnt (yet)
    store const& s = *s_;
    scratch& t = scratch_for(s.watch.size());
    t.held.clear();
    try {
      for (auto&& l : lits) {
        std::uint32_t const x = s.literal(l);
        t.held.push_back(x);
        t.mark[x >> 6] |= std::uint64_t{1} << (x & 63);
      }
    } catch (...) {
      t.unmark();
      throw;
    }
    bool hit = false;
    for (std::uint32_t x : t.held) {
      for (std::uint32_t g : s.watch[x])
        if (s.all_marked(g, t.mark)) {
          hit = true;
          break;
        }
      if (hit) break;
    }
    t.unmark();
    if (hit) s_->hits.fetch_add(1, std::memory_order_relaxed);
    return hit;
  }

  /// `l` as the store keeps it. Throws std::out_of_range, naming `l`, for a
  /// literal outside 0..literals()-1.
  template <std::integral L>
  std::uint32_t literal_index(L l) const {
    if (!s_) throw std::out_of_range("seek::nogood_store: a default store has no literals");
    return s_->literal(l);
  }

  /// Literals the nogoods are made of: 0..literals()-1 (0: learns nothing).
  std::size_t literals() const noexcept { return s_ ? s_->watch.size() : 0; }
  /// Nogoods stored.
  std::size_t size() const noexcept { return s_ ? s_->start.size() - 1 : 0; }
  /// Literals stored, over all nogoods (at most max_literals).
  std::size_t stored_literals() const noexcept { return s_ ? s_->lits.size() : 0; }
  /// Nogoods not stored because the store was full.
  std::uint64_t dropped() const noexcept { return s_ ? s_->dropped : 0; }
  /// States excludes() found to hold a nogood.
  std::uint64_t hits() const noexcept { return s_ ? s_->hits.load(std::memory_order_relaxed) : 0; }

 private:
  // A check's marks, one bit per literal, and the literals marked: one per
  // thread, kept clear between checks.
  struct scratch {
    std::vector<std::uint64_t> mark;
    std::vector<std::uint32_t> held;
    void unmark() noexcept {
      for (std::uint32_t x : held) mark[x >> 6] = 0;
    }
  };
  static scratch& scratch_for(std::size_t n) {
    thread_local scratch t;
    if (t.mark.size() < (n + 63) / 64) t.mark.resize((n + 63) / 64);
    return t;
  }

  struct store {
    store(std::size_t n, std::size_t max) : max_literals(max), watch(n) {}

    template <class L>
    std::uint32_t literal(L l) const {
      if (!std::in_range<std::uint32_t>(l) || static_cast<std::size_t>(l) >= watch.size())
        throw std::out_of_range("seek::nogood_store: literal " + std::to_string(l) + " outside 0.." +
                                std::to_string(watch.size() - 1));
      return static_cast<std::uint32_t>(l);
    }
    bool all_marked(std::uint32_t g, std::vector<std::uint64_t> const& mark) const noexcept {
      for (std::uint32_t i = start[g]; i != start[g + 1]; ++i)
        if ((mark[lits[i] >> 6] & (std::uint64_t{1} << (lits[i] & 63))) == 0) return false;
      return true;
    }

    std::size_t max_literals;
    std::vector<std::uint32_t> lits;         // the nogoods, one after another
    std::vector<std::uint32_t> start{0};     // nogood g is lits[start[g] .. start[g + 1])
    std::vector<std::vector<std::uint32_t>> watch;  // per literal: the nogoods watched on it
    std::uint64_t dropped = 0;
    std::atomic<std::uint64_t> hits{0};
  };

  static std::size_t check(std::size_t n) {
    if (n == 0 || n > 0xffffffffu)
      throw std::invalid_argument("seek::nogood_store: the number of literals must be in 1..2^32-1, got " +
                                  std::to_string(n));
    return n;
  }

  std::shared_ptr<store> s_;
};

}  // namespace seek
