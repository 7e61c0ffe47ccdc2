// seek/sudoku/propagate/unit_matching.hpp: all-different filtering of one unit
// (Régin 1994).
//
// The open cells of a row, column or box must take distinct symbols. A
// candidate survives only when some complete assignment of the unit (every
// open cell a different symbol of its own candidates) uses it; this subsumes
// hidden singles and naked and hidden pairs, triples and so on. How: find
// one maximum matching of cells to symbols; then symbol v stays in cell c if
// c holds v in it, if v is free, or if the cell d that holds v can hand it to
// c: d reaches c (an alternating cycle) or a cell with a free symbol (an
// alternating path) in the graph "cell -> the cell holding one of its other
// candidates". Cells are bits of a 64-bit word: a strongly connected
// component is what one cell reaches forwards and backwards, each found with
// a few word operations per cell.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>

namespace seek::sudoku::detail {

// Removes from each mask of `cells` (the candidates of a unit's open cells,
// at most 64) the symbols that no complete assignment gives that cell.
// Returns false, leaving `cells` unspecified, when there is no complete
// assignment at all.
template <class Mask>
bool filter_all_different(std::span<Mask> cells) noexcept {
  using cell_set = std::uint64_t;
  constexpr std::size_t max_cells = 64, max_symbols = 8 * sizeof(Mask);
  int const n = static_cast<int>(cells.size());
  auto const cand = [&](int i) { return cells[static_cast<std::size_t>(i)]; };
  auto const one = [](int i) { return cell_set{1} << i; };

  // 1. A maximum matching: held[i] is cell i's symbol (one bit), owner[v]
  //    the cell holding symbol v (-1: free). Greedy first, then one
  //    augmenting-path search per cell left over.
  std::array<Mask, max_cells> held{};
  std::array<int, max_symbols> owner;
  owner.fill(-1);
  Mask taken = 0;
  for (int i = 0; i < n; ++i) {
    Mask const free = static_cast<Mask>(cand(i) & ~taken);
    if (free == 0) continue;
    held[static_cast<std::size_t>(i)] = static_cast<Mask>(free & (0 - free));
    taken |= held[static_cast<std::size_t>(i)];
    owner[static_cast<std::size_t>(std::countr_zero(free))] = i;
  }
  for (int i = 0; i < n; ++i) {
    if (held[static_cast<std::size_t>(i)] != 0) continue;
    // Symbols reached from cell i along alternating paths, and for each the
    // cell it was reached from.
    std::array<int, max_symbols> from;
    Mask reached = cand(i), queue = cand(i);
    for (Mask q = queue; q; q &= static_cast<Mask>(q - 1)) from[static_cast<std::size_t>(std::countr_zero(q))] = i;
    int end = -1;
    while (queue != 0 && end < 0) {
      int const v = std::countr_zero(queue);
      queue &= static_cast<Mask>(queue - 1);
      int const d = owner[static_cast<std::size_t>(v)];
      if (d < 0) {
        end = v;
        break;
      }
      Mask const fresh = static_cast<Mask>(cand(d) & ~reached);
      for (Mask q = fresh; q; q &= static_cast<Mask>(q - 1)) from[static_cast<std::size_t>(std::countr_zero(q))] = d;
      reached |= fresh;
      queue |= fresh;
    }
    if (end < 0) return false;  // cell i can get no symbol: no complete assignment
    // Augment: each cell on the path takes the symbol after it.
    for (int v = end;;) {
      int const d = from[static_cast<std::size_t>(v)];
      Mask const before = held[static_cast<std::size_t>(d)];
      held[static_cast<std::size_t>(d)] = static_cast<Mask>(Mask{1} << v);
      owner[static_cast<std::size_t>(v)] = d;
      if (before == 0) break;  // d is cell i, the start of the path
      v = std::countr_zero(before);
    }
    taken |= static_cast<Mask>(Mask{1} << end);
  }

  // 2. The graph "cell i -> the cell holding another candidate of i", both
  //    ways round, and the cells with a free candidate (escapes).
  std::array<cell_set, max_cells> out{}, in{};
  cell_set escape = 0;
  for (int i = 0; i < n; ++i) {
    for (Mask q = static_cast<Mask>(cand(i) & taken); q; q &= static_cast<Mask>(q - 1)) {
      int const d = owner[static_cast<std::size_t>(std::countr_zero(q))];
      out[static_cast<std::size_t>(i)] |= one(d);
      in[static_cast<std::size_t>(d)] |= one(i);
    }
    if (cand(i) & ~taken) escape |= one(i);
  }
  // The cells reachable from `from` along `edges`.
  auto const closure = [](std::array<cell_set, max_cells> const& edges, cell_set from) {
    cell_set seen = from, todo = from;
    while (todo) {
      int const i = std::countr_zero(todo);
      todo &= todo - 1;
      cell_set const fresh = edges[static_cast<std::size_t>(i)] & ~seen;
      seen |= fresh;
      todo |= fresh;
    }
    return seen;
  };
  auto const held_by = [&](cell_set s) {
    Mask m = 0;
    for (; s; s &= s - 1) m |= held[static_cast<std::size_t>(std::countr_zero(s))];
    return m;
  };

  // 3. Cell c keeps v when v is free, or when the holder d of v can give it
  //    up: d reaches c (they share a strongly connected component) or d
  //    reaches an escape.
  Mask const always = static_cast<Mask>(~taken | held_by(closure(in, escape)));
  cell_set rest = n == 64 ? ~cell_set{0} : one(n) - 1;
  while (rest) {
    cell_set const c = rest & (0 - rest);
    cell_set const component = closure(out, c) & closure(in, c);
    rest &= ~component;
    Mask const keep = static_cast<Mask>(always | held_by(component));
    for (cell_set s = component; s; s &= s - 1) cells[static_cast<std::size_t>(std::countr_zero(s))] &= keep;
  }
  return true;
}

}  // namespace seek::sudoku::detail
