// seek/sudoku/detail/propagate_singles.hpp: run a board to the fixpoint of
// naked singles, hidden singles and locked candidates.
//
// Naked singles: an open cell with one candidate gets it. Hidden singles: a
// symbol with one possible cell in a unit goes there; found per unit with
// two accumulators, "seen at least once" and "seen at least twice", so a
// unit costs one pass of ORs and ANDs. Locked candidates (box/line
// intersections) run only when singles stall: they cost more and matter only
// on hard puzzles.
#pragma once

#include <array>
#include <cstdint>

#include <seek/sudoku/board.hpp>
#include <seek/sudoku/detail/bits_mask.hpp>
#include <seek/sudoku/detail/board_geometry.hpp>

namespace seek::sudoku::detail {

template <int N>
class propagator {
  using B = board<N>;
  using geo = geometry<N>;
  using access = board_access<N>;
  using mask = typename B::mask_type;
  static constexpr int side = B::side;
  static constexpr int cells = B::cells;

 public:
  explicit propagator(B& b) noexcept
      : cand_(access::cand(b)), placed_(access::placed(b)), open_(access::open(b)) {}

  // Fixpoint from scratch (any board). False on contradiction.
  bool run() noexcept {
    for (int c = 0; c < cells; ++c) {
      mask const m = cand_[static_cast<std::size_t>(c)];
      if (m == 0) return false;
      if (at_most_one(m) && (m & placed_[geo::row_of(c)]) == 0) push(c);
    }
    return fixpoint();
  }

  // Fixpoint after placing `bit` in open cell `c` of a settled board.
  bool run_after(int c, mask bit) noexcept {
    cand_[static_cast<std::size_t>(c)] = bit;
    push(c);
    return fixpoint();
  }

 private:
  void push(int c) noexcept { stack_[static_cast<std::size_t>(top_++)] = static_cast<std::uint16_t>(c); }

  bool fixpoint() noexcept {
    for (;;) {
      if (!drain()) return false;
      if (open_ == 0) return true;
      if (!hidden_singles()) return false;
      if (top_ != 0) continue;
      if (!locked_candidates()) return false;
      if (top_ == 0 && !changed_) return true;
    }
  }

  // Place every queued naked single, queueing peers that become singles.
  bool drain() noexcept {
    while (top_ != 0) {
      int const c = stack_[static_cast<std::size_t>(--top_)];
      mask const bit = cand_[static_cast<std::size_t>(c)];
      if (bit == 0) return false;
      auto const& us = geo::cell_units[static_cast<std::size_t>(c)];
      if (bit & placed_[us[0]]) continue;  // set already (queued twice)
      for (auto u : us) placed_[u] |= bit;
      --open_;
      mask const keep = static_cast<mask>(~bit);
      for (auto u : us) {
        for (auto p : geo::unit_cells[u]) {
          mask m = cand_[p];
          if ((m & bit) == 0 || p == c) continue;
          m &= keep;
          cand_[p] = m;
          if (at_most_one(m)) {
            if (m == 0) return false;
            push(p);
          }
        }
      }
    }
    return true;
  }

  bool hidden_singles() noexcept {
    for (int u = 0; u < geo::units; ++u) {
      auto const& uc = geo::unit_cells[static_cast<std::size_t>(u)];
      mask once = 0, twice = 0;
      for (auto p : uc) {
        mask const m = cand_[p];
        twice |= once & m;
        once |= m;
      }
      if (once != B::all_symbols) return false;  // a symbol with no place left
      mask hidden = static_cast<mask>(once & ~twice & ~placed_[static_cast<std::size_t>(u)]);
      while (hidden) {
        mask const bit = static_cast<mask>(hidden & (0 - hidden));
        hidden ^= bit;
        for (auto p : uc) {
          if (cand_[p] & bit) {
            cand_[p] = bit;
            push(p);
            break;
          }
        }
        // If two hidden singles chose the same cell, the second finds no
        // cell; the next pass then sees a symbol with no place and fails.
      }
    }
    return true;
  }

  // Pointing and claiming: within a box, a symbol confined to one row (or
  // column) segment leaves the rest of that line; within a line, a symbol
  // confined to one box segment leaves the rest of that box.
  bool locked_candidates() noexcept {
    changed_ = false;
    for (int line = 0; line < side; ++line) {
      if (!segments(line, true) || !segments(line, false)) return false;
    }
    return true;
  }

  // The N segments of a row (rows = true) or column, each N cells.
  bool segments(int line, bool rows) noexcept {
    auto cell_at = [&](int i) { return rows ? line * side + i : i * side + line; };
    std::array<mask, N> seg{};
    for (int s = 0; s < N; ++s)
      for (int k = 0; k < N; ++k) seg[static_cast<std::size_t>(s)] |= cand_[static_cast<std::size_t>(cell_at(s * N + k))];
    int const band = line / N, offset = line % N;  // which box row/col band, which line inside
    for (int s = 0; s < N; ++s) {
      mask others_line = 0;
      for (int t = 0; t < N; ++t)
        if (t != s) others_line |= seg[static_cast<std::size_t>(t)];
      // The box crossing this line at segment s.
      int const bx = rows ? band * N + s : s * N + band;
      auto const& bc = geo::unit_cells[static_cast<std::size_t>(2 * side + bx)];
      mask others_box = 0;
      for (int j = 0; j < side; ++j) {
        int const r = rows ? j / N : j % N;  // the cell's line index inside the box
        if (r != offset) others_box |= cand_[bc[static_cast<std::size_t>(j)]];
      }
      mask const free = static_cast<mask>(seg[static_cast<std::size_t>(s)] & ~placed_[static_cast<std::size_t>(2 * side + bx)]);
      // Claiming: in this line, only this box has them -> rest of box loses them.
      mask const claim = static_cast<mask>(free & ~others_line & others_box);
      if (claim && !remove_from_box(bc, offset, rows, claim)) return false;
      // Pointing: in this box, only this line has them -> rest of line loses them.
      mask const point = static_cast<mask>(free & ~others_box & others_line);
      if (point) {
        for (int t = 0; t < N; ++t) {
          if (t == s) continue;
          for (int k = 0; k < N; ++k)
            if (!remove(cell_at(t * N + k), point)) return false;
        }
        seg.fill(0);
        for (int t = 0; t < N; ++t)
          for (int k = 0; k < N; ++k) seg[static_cast<std::size_t>(t)] |= cand_[static_cast<std::size_t>(cell_at(t * N + k))];
      }
    }
    return true;
  }

  bool remove_from_box(std::array<std::uint16_t, side> const& bc, int offset, bool rows, mask drop) noexcept {
    for (int j = 0; j < side; ++j) {
      int const r = rows ? j / N : j % N;
      if (r != offset && !remove(bc[static_cast<std::size_t>(j)], drop)) return false;
    }
    return true;
  }

  bool remove(int c, mask drop) noexcept {
    mask m = cand_[static_cast<std::size_t>(c)];
    if ((m & drop) == 0) return true;
    m &= static_cast<mask>(~drop);
    cand_[static_cast<std::size_t>(c)] = m;
    changed_ = true;
    if (at_most_one(m)) {
      if (m == 0) return false;
      push(c);
    }
    return true;
  }

  std::array<mask, cells>& cand_;
  std::array<mask, geometry<N>::units>& placed_;
  std::uint16_t& open_;
  std::array<std::uint16_t, cells> stack_;
  int top_ = 0;
  bool changed_ = false;
};

/// Propagates `b` to its fixpoint; false when it has no solution.
template <int N>
bool propagate_board(board<N>& b) noexcept {
  if (!propagator<N>(b).run()) return false;
  board_access<N>::set_settled(b);
  return true;
}

/// Places `bit` in open cell `c` of a settled board and propagates.
template <int N>
bool place_and_propagate(board<N>& b, int c, typename board<N>::mask_type bit) noexcept {
  if (!propagator<N>(b).run_after(c, bit)) return false;
  board_access<N>::set_settled(b);
  return true;
}

}  // namespace seek::sudoku::detail
