// seek/sudoku/propagate/locked_candidates.hpp: pointing and claiming on the
// cell-mask boards (cells.hpp runs it when singles stall).
//
// From the candidates of each line segment (the N cells where a row or column
// crosses a box): within a box, symbols of one segment that no other segment
// of the box has leave the rest of the line (pointing); within a line,
// symbols of one segment that no other segment of the line has leave the rest
// of the box (claiming). Segments are read once per pass; removals during the
// pass only shrink candidates, so conclusions drawn from the first reading
// stay sound.
#pragma once

#include <array>
#include <cstddef>

#include <seek/sudoku/board/detail/bits_mask.hpp>
#include <seek/sudoku/board/geometry.hpp>

namespace seek::sudoku::detail {

// One pass over a board's candidates `cand` (cells row-major) whose placed
// symbols per unit are `placed`; `remove(cell, symbols)` takes symbols out of
// a cell and returns false when the board has no completion left. False when
// a removal says so.
template <int N, class Remove>
class locked_candidates_pass {
  using mask = mask_for<N * N>;
  static constexpr int side = N * N;
  using segments = std::array<std::array<mask, std::size_t{N}>, std::size_t{side}>;  // [line][segment]

 public:
  locked_candidates_pass(std::array<mask, std::size_t{side * side}> const& cand,
                         std::array<mask, geometry<N>::units> const& placed, Remove remove) noexcept
      : cand_(cand), placed_(placed), remove_(remove) {}

  bool run() {
    segments rows{}, cols{};
    for (int r = 0; r < side; ++r) {
      auto& rs = rows[static_cast<std::size_t>(r)];
      int const rband = r / N;
      for (int s = 0; s < N; ++s)
        for (int k = 0; k < N; ++k) {
          mask const m = cand_[static_cast<std::size_t>(r * side + s * N + k)];
          rs[static_cast<std::size_t>(s)] |= m;
          cols[static_cast<std::size_t>(s * N + k)][static_cast<std::size_t>(rband)] |= m;
        }
    }
    return locked_in(rows, true) && locked_in(cols, false);
  }

 private:
  // The OR of every element but the i-th, for each i (prefix and suffix ORs:
  // 4N operations instead of N²).
  template <class Get>
  static std::array<mask, std::size_t{N}> or_of_others(Get get) noexcept {
    std::array<mask, std::size_t{N}> out{};
    mask acc = 0;
    for (int i = 0; i < N; ++i) {
      out[static_cast<std::size_t>(i)] = acc;
      acc |= get(i);
    }
    acc = 0;
    for (int i = N - 1; i >= 0; --i) {
      out[static_cast<std::size_t>(i)] |= acc;
      acc |= get(i);
    }
    return out;
  }

  bool locked_in(segments const& seg, bool by_rows) {
    auto cell = [by_rows](int line, int i) { return by_rows ? line * side + i : i * side + line; };
    for (int band = 0; band < N; ++band) {
      auto at = [&](int inner, int s) -> mask {
        return seg[static_cast<std::size_t>(band * N + inner)][static_cast<std::size_t>(s)];
      };
      // line_others[inner][s]: the other segments of the line; box_others[s][inner]:
      // the other lines' segments in the same box.
      std::array<std::array<mask, std::size_t{N}>, std::size_t{N}> line_others, box_others;
      for (int inner = 0; inner < N; ++inner)
        line_others[static_cast<std::size_t>(inner)] = or_of_others([&](int s) { return at(inner, s); });
      for (int s = 0; s < N; ++s)
        box_others[static_cast<std::size_t>(s)] = or_of_others([&](int inner) { return at(inner, s); });
      for (int inner = 0; inner < N; ++inner) {
        int const line = band * N + inner;
        for (int s = 0; s < N; ++s) {
          mask const lo = line_others[static_cast<std::size_t>(inner)][static_cast<std::size_t>(s)];
          mask const bo = box_others[static_cast<std::size_t>(s)][static_cast<std::size_t>(inner)];
          int const bx = by_rows ? band * N + s : s * N + band;
          mask const free = static_cast<mask>(at(inner, s) & ~placed_[static_cast<std::size_t>(2 * side + bx)]);
          mask const claim = static_cast<mask>(free & ~lo & bo);
          mask const point = static_cast<mask>(free & ~bo & lo);
          if (claim) {  // rest of the box
            for (int t = 0; t < N; ++t) {
              if (t == inner) continue;
              for (int k = 0; k < N; ++k)
                if (!remove_(cell(band * N + t, s * N + k), claim)) return false;
            }
          }
          if (point) {  // rest of the line
            for (int t = 0; t < N; ++t) {
              if (t == s) continue;
              for (int k = 0; k < N; ++k)
                if (!remove_(cell(line, t * N + k), point)) return false;
            }
          }
        }
      }
    }
    return true;
  }

  std::array<mask, std::size_t{side * side}> const& cand_;
  std::array<mask, geometry<N>::units> const& placed_;
  Remove remove_;
};

}  // namespace seek::sudoku::detail
