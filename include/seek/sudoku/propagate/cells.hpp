// seek/sudoku/propagate/cells.hpp: the propagator of the cell-mask
// boards (every size but 9x9): runs a board to the fixpoint of its rules.
//
// Naked singles: an open cell with one candidate gets it. Hidden singles: a
// symbol with one possible cell in a unit goes there; found per unit with two
// accumulators ("seen once", "seen twice"), and only for units whose cells lost
// a candidate since their last check. Locked candidates (locked_candidates.hpp)
// run only when singles stall, and from 25x25 up all-different filtering of the
// changed units (unit_matching.hpp) only when both are stuck: the dearer a
// rule, the less often it runs; the fixpoint is the same in any order.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>

#include <seek/sudoku/board/detail/bits_mask.hpp>
#include <seek/sudoku/board/detail/board_cells.hpp>
#include <seek/sudoku/board/geometry.hpp>
#include <seek/sudoku/propagate/locked_candidates.hpp>
#include <seek/sudoku/propagate/unit_matching.hpp>

namespace seek::sudoku::detail {

template <int N>
class propagator {
  using store = cell_masks<N>;
  using geo = geometry<N>;
  using mask = typename store::mask_type;
  static constexpr int side = store::side;
  static constexpr int cells = store::cells;
  static constexpr int words = (geo::units + 63) / 64;
  static constexpr bool matching = N >= 5;  // all-different filtering of units
  static_assert(!matching || !geo::units_fit_word, "touch() marks units for filtering only on the per-unit path");

 public:
  explicit propagator(store& s) noexcept : cand_(s.cand), placed_(s.placed), open_(s.open) {}

  // Fixpoint from scratch (any board). False on contradiction.
  bool run() noexcept {
    for (int c = 0; c < cells; ++c) {
      mask const m = cand_[static_cast<std::size_t>(c)];
      if (m == 0) return fail_cell(c);
      if (at_most_one(m) && (m & placed_[static_cast<std::size_t>(geo::row_of(c))]) == 0) push(c);
    }
    dirty_.fill(~std::uint64_t{0});
    if constexpr (geo::units % 64 != 0) dirty_[words - 1] = (std::uint64_t{1} << (geo::units % 64)) - 1;
    if constexpr (matching) match_dirty_ = dirty_;
    return fixpoint();
  }

  // Fixpoint after placing `bit` in open cell `c` of a settled board.
  bool run_after(int c, mask bit) noexcept {
    cand_[static_cast<std::size_t>(c)] = bit;
    touch(c);
    push(c);
    return fixpoint();
  }

  /// After run() or run_after() returned false: the unit that failed (a
  /// symbol with no place, or a cell emptied by its rules), or -1 when
  /// only the cell is known (failed_cell()). For learning from failures.
  int failed_unit() const noexcept { return failed_unit_; }
  /// The cell left with no candidate, or -1 (a unit failed as a whole).
  int failed_cell() const noexcept { return failed_cell_; }

 private:
  // Out of the fixpoint's loops (cold, not inlined): recording where it
  // failed must not cost the propagation that does not fail.
  [[gnu::cold, gnu::noinline]] bool fail_cell(int c) noexcept {
    failed_cell_ = c;
    return false;
  }
  [[gnu::cold, gnu::noinline]] bool fail_unit(int u) noexcept {
    failed_unit_ = u;
    return false;
  }

  void push(int c) noexcept { stack_[static_cast<std::size_t>(top_++)] = static_cast<std::uint16_t>(c); }

  // Cell c lost candidates: its units need a new hidden-single check.
  void touch(int c) noexcept {
    if constexpr (geo::units_fit_word) {
      dirty_[0] |= geo::cell_unit_bits[static_cast<std::size_t>(c)];
    } else {
      for (int u : geo::cell_units[static_cast<std::size_t>(c)]) {
        dirty_[static_cast<std::size_t>(u >> 6)] |= std::uint64_t{1} << (u & 63);
        if constexpr (matching) match_dirty_[static_cast<std::size_t>(u >> 6)] |= std::uint64_t{1} << (u & 63);
      }
    }
  }

  using unit_bits = std::array<std::uint64_t, std::size_t{words}>;
  static bool any(unit_bits const& bits) noexcept {
    for (auto w : bits)
      if (w) return true;
    return false;
  }
  bool any_dirty() const noexcept { return any(dirty_); }

  bool fixpoint() noexcept {
    for (;;) {
      if (!drain()) return false;
      if (open_ == 0) return true;
      if (any_dirty()) {
        if (!hidden_singles()) return false;
        continue;
      }
      if (!locked_candidates()) return false;
      if (top_ == 0 && !any_dirty()) {
        // All-different filtering last, when the cheaper rules are stuck:
        // the fixpoint of all the rules is the same in any order, and the
        // dearest one runs fewest times.
        if constexpr (matching) {
          if (any(match_dirty_)) {
            if (!filter_units()) return false;
            if (top_ != 0 || any_dirty()) continue;
          }
        }
        return true;
      }
    }
  }

  // Remove `bit` from peer p of a cell just set; false if p has none left.
  bool eliminate(int p, mask bit) noexcept {
    mask m = cand_[static_cast<std::size_t>(p)];
    if ((m & bit) == 0) return true;
    m = static_cast<mask>(m & ~bit);
    cand_[static_cast<std::size_t>(p)] = m;
    touch(p);
    if (at_most_one(m)) {
      if (m == 0) return fail_cell(p);
      push(p);
    }
    return true;
  }

  // Place every queued naked single, queueing peers that become singles.
  bool drain() noexcept {
    while (top_ != 0) {
      int const c = stack_[static_cast<std::size_t>(--top_)];
      mask const bit = cand_[static_cast<std::size_t>(c)];
      if (bit == 0) return fail_cell(c);
      auto const& us = geo::cell_units[static_cast<std::size_t>(c)];
      if (bit & placed_[us[0]]) continue;  // set already (queued twice)
      for (auto u : us) placed_[u] |= bit;
      --open_;
      if constexpr (geo::has_peer_table) {
        for (auto p : geo::peers[static_cast<std::size_t>(c)])
          if (!eliminate(p, bit)) return false;
      } else {
        for (auto u : us)
          for (auto p : geo::unit_cells[u])
            if (p != c && !eliminate(p, bit)) return fail_unit(u);
      }
    }
    return true;
  }

  bool hidden_singles() noexcept {
    for (int w = 0; w < words; ++w) {
      while (dirty_[static_cast<std::size_t>(w)]) {
        std::uint64_t const word = dirty_[static_cast<std::size_t>(w)];
        int const u = w * 64 + std::countr_zero(word);
        dirty_[static_cast<std::size_t>(w)] = word & (word - 1);
        if (!hidden_in(u)) return false;
        // Place what this unit forced before looking at the next one, so
        // later units see the eliminations (fewer passes in all).
        if (top_ != 0) {
          if (!drain()) return false;
          if (open_ == 0) return true;
        }
      }
    }
    return true;
  }

  bool hidden_in(int u) noexcept {
    auto const& uc = geo::unit_cells[static_cast<std::size_t>(u)];
    mask once = 0, twice = 0;
    for (auto p : uc) {
      mask const m = cand_[p];
      twice |= once & m;
      once |= m;
    }
    if (once != store::all_symbols) return fail_unit(u);  // a symbol with no place left
    mask hidden = static_cast<mask>(once & ~twice & ~placed_[static_cast<std::size_t>(u)]);
    while (hidden) {
      mask const bit = static_cast<mask>(hidden & (0 - hidden));
      hidden ^= bit;
      for (auto p : uc) {
        mask const m = cand_[p];
        if (m & bit) {
          if (m != bit) {
            cand_[p] = bit;
            touch(p);
          }
          push(p);
          break;
        }
      }
      // Two hidden singles in one cell: the second finds no cell, and the
      // unit's next check sees a symbol with no place.
    }
    return true;
  }

  // All-different filtering of every unit marked in match_dirty_; the
  // removals mark the units of the cells they touch (again).
  bool filter_units() noexcept {
    for (int w = 0; w < words; ++w) {
      while (match_dirty_[static_cast<std::size_t>(w)]) {
        std::uint64_t const word = match_dirty_[static_cast<std::size_t>(w)];
        int const u = w * 64 + std::countr_zero(word);
        if (!filter_unit(u)) return false;
        // u is at its own fixpoint now, whatever its removals marked.
        match_dirty_[static_cast<std::size_t>(w)] &= ~(std::uint64_t{1} << (u & 63));
        if (top_ != 0) {
          if (!drain()) return false;
          if (open_ == 0) return true;
        }
      }
    }
    return true;
  }

  bool filter_unit(int u) noexcept {
    auto const& uc = geo::unit_cells[static_cast<std::size_t>(u)];
    mask const placed = placed_[static_cast<std::size_t>(u)];
    std::array<mask, std::size_t{side}> before, after;
    std::array<int, std::size_t{side}> where;
    std::size_t n = 0;
    for (auto p : uc) {
      mask const m = cand_[p];
      if (m & placed) continue;  // set
      where[n] = p;
      before[n] = after[n] = m;
      ++n;
    }
    if (!filter_all_different(std::span<mask>(after.data(), n))) return fail_unit(u);
    for (std::size_t i = 0; i < n; ++i)
      if (after[i] != before[i] && !eliminate(where[i], static_cast<mask>(before[i] & ~after[i]))) return fail_unit(u);
    return true;
  }

  bool locked_candidates() noexcept {
    auto remove = [this](int c, mask drop) { return eliminate(c, drop); };
    return locked_candidates_pass<N, decltype(remove)>(cand_, placed_, remove).run();
  }

  std::array<mask, std::size_t{cells}>& cand_;
  std::array<mask, geometry<N>::units>& placed_;
  std::uint16_t& open_;
  unit_bits dirty_{};        // units to check for hidden singles
  unit_bits match_dirty_{};  // units to filter (matching only)
  std::array<std::uint16_t, std::size_t{cells}> stack_;
  int top_ = 0;
  int failed_unit_ = -1;
  int failed_cell_ = -1;
};

}  // namespace seek::sudoku::detail
