// seek/sudoku/logic/candidates.hpp: the pencil marks of a board, as a person
// keeps them: placed digits, and for every open cell the digits it may hold.
//
// Unlike seek::sudoku::board (the search state, where a cell's digits are
// only "not placed in a peer"), a candidate_grid remembers eliminations: a
// technique removes a candidate and it stays removed. Three views are kept
// in step on every change, because each family of techniques reads one:
// per cell the candidate mask (subsets, wings), per digit the cells holding
// it (fish, chains), per house and digit its positions in the house (hidden
// singles and sets, locked candidates). Digits are 1-based everywhere.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <type_traits>

#include <seek/sudoku/io/grid.hpp>
#include <seek/sudoku/logic/houses.hpp>

namespace seek::sudoku {

/// The candidates of a board of box size N (2..8).
template <int N>
class candidate_grid {
 public:
  using geometry = houses<N>;
  static constexpr int box = N;
  static constexpr int side = N * N;
  static constexpr int cells = side * side;
  static constexpr int units = 3 * side;
  using set = cell_set<cells>;
  /// One bit per digit (bit d-1 for digit d), or per position in a house.
  using mask = std::conditional_t<side <= 16, std::uint16_t,
                                  std::conditional_t<side <= 32, std::uint32_t, std::uint64_t>>;
  static constexpr mask all_digits =
      side == 64 ? static_cast<mask>(~mask{0}) : static_cast<mask>((std::uint64_t{1} << side) - 1);
  static constexpr mask bit(int i) noexcept { return static_cast<mask>(mask{1} << i); }

  /// The empty board: every digit possible in every cell.
  candidate_grid() noexcept {
    values_.fill(0);
    cand_.fill(all_digits);
    for (auto& p : digit_cells_) p = set::all();
    for (auto& u : pos_) u.fill(all_digits);
    open_in_.fill(static_cast<std::uint8_t>(side));
    placed_in_.fill(0);
    placed_.fill(0);
  }

  /// The board holding the givens of `g`, every other candidate that no
  /// given rules out, or when `g` has pencil marks (grid::marks), those.
  /// Throws std::invalid_argument when `g` is not a grid of box size N,
  /// holds a digit outside 1..S, or has marks of the wrong size or with a
  /// candidate a given rules out (naming the cell); givens that repeat a
  /// digit in a house, or an open cell without a mark, leave the grid
  /// inconsistent (consistent() is false).
  static candidate_grid from_grid(grid const& g) {
    if (g.box != N)
      throw std::invalid_argument("sudoku candidates: grid has box size " + std::to_string(g.box) + ", expected " +
                                  std::to_string(N));
    if (static_cast<int>(g.cells.size()) != cells)
      throw std::invalid_argument("sudoku candidates: grid has " + std::to_string(g.cells.size()) +
                                  " cells, expected " + std::to_string(cells));
    candidate_grid cg;
    for (int c = 0; c < cells; ++c) {
      int const v = g.cells[static_cast<std::size_t>(c)];
      if (v < 0 || v > side)
        throw std::invalid_argument("sudoku candidates: cell " + cell_name(side, c) + " holds " + std::to_string(v) +
                                    ", outside 0.." + std::to_string(side));
      if (v != 0 && !cg.place(c, v)) cg.broken_ = true;
    }
    if (g.marks.empty()) return cg;
    if (static_cast<int>(g.marks.size()) != cells)
      throw std::invalid_argument("sudoku candidates: grid has pencil marks for " + std::to_string(g.marks.size()) +
                                  " cells, expected " + std::to_string(cells));
    for (int c = 0; c < cells; ++c) {
      if (cg.value(c) != 0) continue;
      std::uint64_t const want = g.marks[static_cast<std::size_t>(c)];
      for (int d = 1; d <= side; ++d) {
        bool const wanted = (want >> (d - 1)) & 1u;
        if (wanted && !cg.has(c, d))
          throw std::invalid_argument("sudoku candidates: the pencil marks of " + cell_name(side, c) + " hold " +
                                      std::to_string(d) + ", which a given in its houses rules out");
        if (!wanted && cg.has(c, d)) cg.drop(c, d);
      }
    }
    return cg;
  }

  /// The digits placed so far and, when a cell is open, the pencil marks of
  /// every cell (grid::marks): what from_grid reads back as this board.
  [[nodiscard]] grid to_marked_grid() const {
    grid g = to_grid();
    if (solved()) return g;
    g.marks.assign(static_cast<std::size_t>(cells), 0);
    for (int c = 0; c < cells; ++c) g.marks[static_cast<std::size_t>(c)] = cand_[static_cast<std::size_t>(c)];
    return g;
  }

  /// The digits placed so far (open cells are 0).
  [[nodiscard]] grid to_grid() const {
    grid g(N);
    for (int c = 0; c < cells; ++c) g.cells[static_cast<std::size_t>(c)] = values_[static_cast<std::size_t>(c)];
    return g;
  }

  /// The digit in cell `c`, or 0 when it is open.
  [[nodiscard]] int value(int c) const noexcept { return values_[static_cast<std::size_t>(c)]; }
  /// The candidates of cell `c` (empty for a placed cell).
  [[nodiscard]] mask candidates(int c) const noexcept { return cand_[static_cast<std::size_t>(c)]; }
  /// True when digit `d` is a candidate of cell `c`.
  [[nodiscard]] bool has(int c, int d) const noexcept { return (candidates(c) >> (d - 1)) & 1u; }
  /// The cells where digit `d` is a candidate.
  [[nodiscard]] set const& cells_with(int d) const noexcept { return digit_cells_[static_cast<std::size_t>(d - 1)]; }
  /// The positions (bit j: the j-th cell of the house) of digit `d` in house `u`.
  [[nodiscard]] mask positions(int u, int d) const noexcept {
    return pos_[static_cast<std::size_t>(u)][static_cast<std::size_t>(d - 1)];
  }
  /// Open cells of house `u`.
  [[nodiscard]] int open_in(int u) const noexcept { return open_in_[static_cast<std::size_t>(u)]; }
  /// How many cells hold digit `d`.
  [[nodiscard]] int placed_count(int d) const noexcept { return placed_[static_cast<std::size_t>(d - 1)]; }
  /// Open cells of the board.
  [[nodiscard]] int open_count() const noexcept { return open_; }
  /// Every cell holds a digit.
  [[nodiscard]] bool solved() const noexcept { return open_ == 0; }
  /// Candidates left on the board.
  [[nodiscard]] int candidate_count() const noexcept {
    int n = 0;
    for (auto const& p : digit_cells_) n += p.count();
    return n;
  }

  /// No open cell without a candidate, no house missing a digit (neither
  /// placed there nor a candidate), no placed digit repeated in a house.
  [[nodiscard]] bool consistent() const noexcept {
    if (broken_) return false;
    for (int c = 0; c < cells; ++c)
      if (values_[static_cast<std::size_t>(c)] == 0 && cand_[static_cast<std::size_t>(c)] == 0) return false;
    for (int u = 0; u < units; ++u) {
      mask placed = 0;
      for (int j = 0; j < side; ++j) {
        int const v = values_[static_cast<std::size_t>(geometry::cell_of(u, j))];
        if (v != 0) placed = static_cast<mask>(placed | bit(v - 1));
      }
      for (int d = 1; d <= side; ++d)
        if (!((placed >> (d - 1)) & 1u) && positions(u, d) == 0) return false;
    }
    return true;
  }

  /// True when removing candidate `d` from cell `c` left the board without
  /// a solution: `c` open without a candidate, or a house of `c` where `d`
  /// is neither placed nor possible. (consistent() checks the whole board.)
  [[nodiscard]] bool broken_at(int c, int d) const noexcept {
    if (values_[static_cast<std::size_t>(c)] == 0 && cand_[static_cast<std::size_t>(c)] == 0) return true;
    for (int u : {geometry::row_unit(c), geometry::col_unit(c), geometry::box_unit(c)})
      if (positions(u, d) == 0 && !((placed_in_[static_cast<std::size_t>(u)] >> (d - 1)) & 1u)) return true;
    return false;
  }

  /// True when a house of cell `c` has a digit neither placed nor possible.
  [[nodiscard]] bool broken_around(int c) const noexcept {
    for (int u : {geometry::row_unit(c), geometry::col_unit(c), geometry::box_unit(c)}) {
      mask have = placed_in_[static_cast<std::size_t>(u)];
      for (int d = 1; d <= side; ++d)
        if (positions(u, d) != 0) have = static_cast<mask>(have | bit(d - 1));
      if (have != all_digits) return true;
    }
    return false;
  }

  /// Puts digit `d` in open cell `c` and removes it from the candidates of
  /// the cell's peers. False, changing nothing, when `d` is not a candidate.
  bool place(int c, int d) noexcept {
    if (d < 1 || d > side || values_[static_cast<std::size_t>(c)] != 0 || !has(c, d)) return false;
    mask m = candidates(c);
    while (m) {
      int const e = std::countr_zero(m) + 1;
      m = static_cast<mask>(m & (m - 1));
      drop(c, e);
    }
    values_[static_cast<std::size_t>(c)] = static_cast<value_type>(d);
    for (int u : {geometry::row_unit(c), geometry::col_unit(c), geometry::box_unit(c)})
      placed_in_[static_cast<std::size_t>(u)] = static_cast<mask>(placed_in_[static_cast<std::size_t>(u)] | bit(d - 1));
    ++placed_[static_cast<std::size_t>(d - 1)];
    --open_;
    --open_in_[static_cast<std::size_t>(geometry::row_unit(c))];
    --open_in_[static_cast<std::size_t>(geometry::col_unit(c))];
    --open_in_[static_cast<std::size_t>(geometry::box_unit(c))];
    set const peers = geometry::peers(c) & cells_with(d);
    for (int p : peers) drop(p, d);
    return true;
  }

  /// Removes candidate `d` from cell `c`; false when it was not there.
  bool eliminate(int c, int d) noexcept {
    if (d < 1 || d > side || !has(c, d)) return false;
    drop(c, d);
    return true;
  }

  friend bool operator==(candidate_grid const& a, candidate_grid const& b) noexcept {
    return a.values_ == b.values_ && a.cand_ == b.cand_;
  }

 private:
  using value_type = std::conditional_t<(side < 256), std::uint8_t, std::uint16_t>;

  void drop(int c, int d) noexcept {
    auto const i = static_cast<std::size_t>(c);
    cand_[i] = static_cast<mask>(cand_[i] & ~bit(d - 1));
    digit_cells_[static_cast<std::size_t>(d - 1)].reset(c);
    int const r = geometry::row_unit(c), k = geometry::col_unit(c), b = geometry::box_unit(c);
    auto& pr = pos_[static_cast<std::size_t>(r)][static_cast<std::size_t>(d - 1)];
    auto& pc = pos_[static_cast<std::size_t>(k)][static_cast<std::size_t>(d - 1)];
    auto& pb = pos_[static_cast<std::size_t>(b)][static_cast<std::size_t>(d - 1)];
    pr = static_cast<mask>(pr & ~bit(geometry::col_of(c)));
    pc = static_cast<mask>(pc & ~bit(geometry::row_of(c)));
    pb = static_cast<mask>(pb & ~bit(geometry::index_in(b, c)));
  }

  std::array<value_type, static_cast<std::size_t>(cells)> values_;
  std::array<mask, static_cast<std::size_t>(cells)> cand_;
  std::array<set, static_cast<std::size_t>(side)> digit_cells_;
  std::array<std::array<mask, static_cast<std::size_t>(side)>, static_cast<std::size_t>(units)> pos_;
  std::array<std::uint8_t, static_cast<std::size_t>(units)> open_in_;
  std::array<mask, static_cast<std::size_t>(units)> placed_in_;
  std::array<std::uint16_t, static_cast<std::size_t>(side)> placed_;
  int open_ = cells;
  bool broken_ = false;
};

}  // namespace seek::sudoku
