// seek/sudoku/propagate/digits.hpp: the 9x9 propagator, on the bit
// planes of board/detail/board_digits.hpp.
//
// Same rules and so the same fixpoint as the general propagator (naked
// singles, hidden singles, locked candidates), computed per symbol on whole
// bands. A row or box of one band crosses in a "segment" of three cells, so
// a band's plane reduces to a 3x3 matrix of non-empty segments; pointing
// (a box whose segments lie in one row) and claiming (a row whose segments
// lie in one box) depend on that matrix alone, and a table of all 512
// matrices gives the segments that survive both rules at once. A stack
// (three boxes side by side) is the same 3x3 picture with columns. Once a
// plane is stable under both, a row or column with one cell left confines
// its box to that cell too, so every hidden single is a box left with one
// row segment and one column: two table look-ups per band. Naked singles
// are cells in exactly one plane, found with two accumulators over the nine
// planes. They are cheap, so they come first; then the symbols whose plane
// changed since they were last examined, until one of them places a hidden
// single, which costs fewer instructions than examining them all.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include <seek/sudoku/board/detail/board_digits.hpp>

namespace seek::sudoku::detail {

// Segment matrices: bit 3 * line + box says that segment (line, box) is not
// empty. For a band, lines are its rows and boxes its boxes; for a stack,
// lines are its bands and "boxes" its columns (the rules are the same with
// lines and boxes swapped, so one table serves both).
constexpr std::uint16_t lock_segments(unsigned s) noexcept {
  for (;;) {
    unsigned const before = s;
    for (unsigned j = 0; j < 3; ++j) {  // pointing: a box in one line
      unsigned const lines = (s >> j) & 0x49u;
      if (lines != 0 && (lines & (lines - 1)) == 0) {
        unsigned const line = static_cast<unsigned>(std::countr_zero(lines)) / 3;
        s &= ~((7u << (3 * line)) & ~(1u << (3 * line + j)));
      }
    }
    for (unsigned l = 0; l < 3; ++l) {  // claiming: a line in one box
      unsigned const boxes = (s >> (3 * l)) & 7u;
      if (boxes != 0 && (boxes & (boxes - 1)) == 0) {
        unsigned const j = static_cast<unsigned>(std::countr_zero(boxes));
        s &= ~((0x49u << j) & ~(1u << (3 * l + j)));
      }
    }
    if (s == before) break;
  }
  for (unsigned i = 0; i < 3; ++i)  // an empty line or box: no place left
    if (((s >> (3 * i)) & 7u) == 0 || ((s >> i) & 0x49u) == 0) return 0;
  return static_cast<std::uint16_t>(s);
}

// After pointing and claiming: the surviving segments, 0 if a line or box
// has none.
inline constexpr auto locked_segments = [] {
  std::array<std::uint16_t, 512> t{};
  for (unsigned s = 0; s < 512; ++s) t[s] = lock_segments(s);
  return t;
}();

// A row of nine cells -> which of its three segments are not empty.
inline constexpr auto row_segments = [] {
  std::array<std::uint8_t, 512> t{};
  for (unsigned r = 0; r < 512; ++r)
    t[r] = static_cast<std::uint8_t>(((r & 7u) != 0) | (((r >> 3) & 7u) != 0) << 1 |
                                     (((r >> 6) & 7u) != 0) << 2);
  return t;
}();

// A segment matrix -> the boxes (bit j) with exactly one line left.
inline constexpr auto one_line_boxes = [] {
  std::array<std::uint8_t, 512> t{};
  for (unsigned s = 0; s < 512; ++s)
    for (unsigned j = 0; j < 3; ++j)
      if (std::popcount((s >> j) & 0x49u) == 1) t[s] = static_cast<std::uint8_t>(t[s] | 1u << j);
  return t;
}();

// Nine bits in three groups of three -> the groups with exactly one bit.
inline constexpr auto one_bit_groups = [] {
  std::array<std::uint8_t, 512> t{};
  for (unsigned s = 0; s < 512; ++s)
    for (unsigned j = 0; j < 3; ++j)
      if (std::popcount((s >> (3 * j)) & 7u) == 1) t[s] = static_cast<std::uint8_t>(t[s] | 1u << j);
  return t;
}();

// A band's segment matrix -> the band's cells in those segments.
inline constexpr auto segment_cells = [] {
  std::array<std::uint32_t, 512> t{};
  for (unsigned s = 0; s < 512; ++s)
    for (unsigned i = 0; i < 9; ++i)
      if (s >> i & 1u) t[s] |= std::uint32_t{7} << (9 * (i / 3) + 3 * (i % 3));
  return t;
}();

class digit_propagator {
  using word = digit_planes::band_word;
  static constexpr word band_all = digit_planes::band_all;

 public:
  explicit digit_propagator(digit_planes& s) noexcept : s_(s) {}

  // Fixpoint from scratch (any board). False on contradiction.
  bool run() noexcept {
    dirty_ = 0x1ff;
    return fixpoint();
  }

  // Fixpoint after placing `bit` in open cell `c` of a settled board.
  bool run_after(int c, digit_planes::mask_type bit) noexcept {
    dirty_ = 0;
    auto const k = static_cast<std::size_t>(digit_planes::band_of(c));
    int const i = c % 27;
    if (!place(std::countr_zero(bit), k, i, holders(k, word{1} << i))) return false;
    return fixpoint();
  }

 private:
  // Symbols that have the cell at bit b of band k.
  unsigned holders(std::size_t k, word b) const noexcept {
    unsigned had = 0;
    for (unsigned e = 0; e < 9; ++e) had |= static_cast<unsigned>((s_.plane[e][k] & b) != 0) << e;
    return had;
  }

  // Symbol d goes in the cell at bit i of band k, unless the cell no longer
  // has it; `had` are the symbols the cell had (their planes change).
  bool place(int d, std::size_t k, int i, unsigned had) noexcept {
    word const b = word{1} << i;
    if ((s_.plane[static_cast<std::size_t>(d)][k] & b) == 0) return false;
    if (s_.solved[k] & b) return true;
    dirty_ |= had;
    s_.place(d, k, i);
    return true;
  }

  bool fixpoint() noexcept {
    for (;;) {
      if (s_.open == 0) return true;
      int const found = naked_singles();
      if (found < 0) return false;
      if (found > 0) continue;
      if (dirty_ == 0) return true;
      // Examine changed symbols until one places a hidden single; the
      // naked singles it makes are cheaper to find first.
      for (int const open = s_.open; dirty_ != 0 && s_.open == open;) {
        int const d = std::countr_zero(dirty_);
        dirty_ &= dirty_ - 1;
        if (!examine(d)) return false;
      }
    }
  }

  // -1: a cell has no candidate left; 1: singles placed; 0: none.
  int naked_singles() noexcept {
    // Bands 0 and 1 of a plane sit side by side: one 64-bit word covers both.
    using pair = std::uint64_t;
    pair once01 = 0, twice01 = 0;
    word once2 = 0, twice2 = 0;
    for (auto const& p : s_.plane) {
      pair x;
      std::memcpy(&x, p.data(), sizeof x);
      twice01 |= once01 & x;
      once01 |= x;
      twice2 |= once2 & p[2];
      once2 |= p[2];
    }
    std::array<word, 3> single;
    std::array<word, 2> full;
    pair const single01 = once01 & ~twice01;
    std::memcpy(single.data(), &single01, sizeof single01);
    std::memcpy(full.data(), &once01, sizeof once01);
    single[2] = once2 & ~twice2;
    if ((full[0] & full[1] & once2) != band_all) return -1;  // a cell with no candidate
    word any = 0;
    for (std::size_t k = 0; k < 3; ++k) {
      single[k] &= ~s_.solved[k];
      any |= single[k];
    }
    if (any == 0) return 0;
    for (std::size_t k = 0; k < 3; ++k)
      for (word m = single[k]; m != 0; m &= m - 1) {
        // The one plane that has the cell (9: none), found without a branch
        // per plane: a scan that stops at it mispredicts, and costs more CPU
        // time although it executes fewer instructions.
        int const i = std::countr_zero(m);
        unsigned d = 9;
        for (unsigned e = 0; e < 9; ++e) d -= ((s_.plane[e][k] >> i) & 1u) * (9 - e);
        // No symbol left: a peer took the last one.
        if (d == 9 || !place(static_cast<int>(d), k, i, 1u << d)) return -1;
      }
    return 1;
  }

  // Locked candidates to a fixpoint on the plane of symbol d, then its
  // hidden singles. False on contradiction.
  bool examine(int d) noexcept {
    auto& plane = s_.plane[static_cast<std::size_t>(d)];
    // No open cell left in the plane (near the end of a search, most
    // symbols): nothing to lock or to place, and a contradiction only if a
    // row has no d.
    if (((plane[0] & ~s_.solved[0]) | (plane[1] & ~s_.solved[1]) | (plane[2] & ~s_.solved[2])) == 0) {
      bool rows_held = true;
      for (word const w : plane) rows_held &= ((w & 0x1ff) != 0) & ((w & 0x3fe00) != 0) & ((w & 0x7fc0000) != 0);
      return rows_held;
    }
    std::array<word, 3> p = plane;
    std::array<unsigned, 3> rows;  // segments left in each band
    std::array<word, 3> cols;      // columns left in each band
    for (;;) {
      for (std::size_t k = 0; k < 3; ++k) {  // rows and boxes, band by band
        word const w = p[k];
        auto const m = static_cast<unsigned>(row_segments[w & 0x1ff] | row_segments[(w >> 9) & 0x1ff] << 3 |
                                             row_segments[w >> 18] << 6);
        rows[k] = locked_segments[m];
        if (rows[k] == 0) return false;
        p[k] = w & segment_cells[rows[k]];
      }
      // Columns and boxes, stack by stack.
      for (std::size_t k = 0; k < 3; ++k) cols[k] = (p[k] | p[k] >> 9 | p[k] >> 18) & 0x1ff;
      std::array<word, 3> keep_cols{};
      for (unsigned st = 0; st < 3; ++st) {
        unsigned const m = ((cols[0] >> (3 * st)) & 7u) | ((cols[1] >> (3 * st)) & 7u) << 3 |
                           ((cols[2] >> (3 * st)) & 7u) << 6;
        unsigned const keep = locked_segments[m];
        if (keep == 0) return false;
        for (std::size_t k = 0; k < 3; ++k) keep_cols[k] |= ((keep >> (3 * k)) & 7u) << (3 * st);
      }
      bool changed = false;
      for (std::size_t k = 0; k < 3; ++k) {
        word const w = p[k] & (keep_cols[k] * 0x40201u);  // the columns, in all three rows
        changed |= w != p[k];
        p[k] = w;
      }
      if (!changed) break;  // rows and cols above are still current
    }
    // Word by word: copied as an array, the words just stored one at a time
    // were read back as a wider word, which waits for them (store forwarding).
    for (std::size_t k = 0; k < 3; ++k) plane[k] = p[k];
    // Hidden singles: a box left with one line and one column, so one cell,
    // where d is not set yet.
    for (std::size_t k = 0; k < 3; ++k) {
      word const set = p[k] & s_.solved[k];
      unsigned single = one_line_boxes[rows[k]] & one_bit_groups[cols[k]] &
                        ~static_cast<unsigned>(row_segments[(set | set >> 9 | set >> 18) & 0x1ff]);
      for (; single != 0; single &= single - 1) {
        word const x = p[k] & (word{0x1c0e07} << (3 * std::countr_zero(single)));
        if (!place(d, k, std::countr_zero(x), holders(k, x))) return false;
      }
    }
    return true;
  }

  digit_planes& s_;
  unsigned dirty_ = 0;  // symbols whose plane changed since they were examined
};

}  // namespace seek::sudoku::detail
