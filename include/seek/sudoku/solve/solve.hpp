// seek/sudoku/solve/solve.hpp: solutions as a filter over a generic search.
//
// solutions(b) is nothing more than the states of seek::dfs (or seek::bfs)
// that are complete: the successor functions never place a symbol that is
// not possible, and a complete board has no children, so each solution
// appears once. solve, count and is_unique are loops over it.
#pragma once

#include <cstdint>
#include <optional>
#include <utility>

#include <range/v3/view/filter.hpp>

#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/range/find.hpp>
#include <seek/core/statistics.hpp>
#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/successor/fewest_candidates.hpp>
#include <seek/sudoku/successor/first_empty.hpp>
#include <seek/sudoku/io/grid.hpp>
#include <seek/sudoku/successor/propagate.hpp>
#include <seek/sudoku/solve/first_solution.hpp>

namespace seek::sudoku {

/// The complete boards reachable from `b`, lazily, in the order the search
/// `order` (seek::dfs or seek::bfs) meets them, using successor function `s`.
template <int N, class Successor = decltype(propagate), class Order = decltype(seek::dfs)>
auto solutions(board<N> const& b, Successor s = propagate, Order order = seek::dfs) {
  return order(b, std::move(s)) | ranges::views::filter(detail::is_complete{});
}

/// As above, counting the search into `stats`.
template <int N, class Successor, class Order>
auto solutions(board<N> const& b, Successor s, Order order, seek::statistics& stats) {
  return order(b, std::move(s), stats) | ranges::views::filter(detail::is_complete{});
}

/// As above, stopping at `lim` (the reason lands in `stats.stopped`).
template <int N, class Successor, class Order>
auto solutions(board<N> const& b, Successor s, Order order, seek::statistics& stats,
               seek::limits lim) {
  return order(b, std::move(s), stats, std::move(lim)) |
         ranges::views::filter(detail::is_complete{});
}

/// The first solution of `b`, if any, by the policy of `opt`
/// (first_solution.hpp: plain search, then restarts on big boards).
template <int N>
std::optional<board<N>> solve(board<N> const& b, solve_options const& opt = {}) {
  return first_solution(b, propagate, opt);
}

/// The number of solutions of `b`, counting stops at `limit`.
template <int N>
std::uint64_t count(board<N> const& b, std::uint64_t limit = UINT64_MAX) {
  std::uint64_t n = 0;
  if (limit == 0) return 0;
  for (board<N> const& s : seek::dfs(b, propagate))
    if (s.complete() && ++n == limit) break;
  return n;
}

/// Exactly one solution.
template <int N>
bool is_unique(board<N> const& b) {
  return count(b, 2) == 1;
}

/// As solve(b, opt), counting the search into `stats` and stopping at `lim`.
/// An empty result is "no solution" only when `!stats.truncated()`;
/// otherwise the search was cut short and `stats.stopped` says why.
template <int N>
std::optional<board<N>> solve(board<N> const& b, solve_options const& opt, seek::statistics& stats,
                              seek::limits lim = {}) {
  return first_solution(b, propagate, opt, stats, std::move(lim));
}

/// As solve(b, {}, stats, lim).
template <int N>
std::optional<board<N>> solve(board<N> const& b, seek::statistics& stats, seek::limits lim = {}) {
  return first_solution(b, propagate, solve_options{}, stats, std::move(lim));
}

/// As count(b, limit), counting the search into `stats` and stopping at
/// `lim`: when `stats.truncated()`, the result is a lower bound.
template <int N>
std::uint64_t count(board<N> const& b, std::uint64_t limit, seek::statistics& stats,
                    seek::limits lim = {}) {
  std::uint64_t n = 0;
  if (limit == 0) return 0;
  for (board<N> const& s : seek::dfs(b, propagate, stats, std::move(lim)))
    if (s.complete() && ++n == limit) break;
  return n;
}

/// `candidate` is a complete, valid board of the same size as `puzzle` that
/// keeps every given of `puzzle`.
inline bool is_solution(grid const& puzzle, grid const& candidate) {
  int const n = candidate.box, side = n * n;
  if (n < 1 || puzzle.box != n) return false;
  auto const cells = static_cast<std::size_t>(side * side);
  if (candidate.cells.size() != cells || puzzle.cells.size() != cells) return false;
  for (std::size_t c = 0; c < cells; ++c) {
    int const v = candidate.cells[c];
    if (v < 1 || v > side) return false;
    if (puzzle.cells[c] != 0 && puzzle.cells[c] != v) return false;
  }
  // Every unit holds side distinct symbols in 1..side, so each one once.
  std::vector<char> seen(static_cast<std::size_t>(side) + 1);
  auto unit_ok = [&](auto cell_of) {
    std::fill(seen.begin(), seen.end(), 0);
    for (int i = 0; i < side; ++i) {
      int const v = candidate.cells[static_cast<std::size_t>(cell_of(i))];
      if (seen[static_cast<std::size_t>(v)]) return false;
      seen[static_cast<std::size_t>(v)] = 1;
    }
    return true;
  };
  for (int u = 0; u < side; ++u) {
    if (!unit_ok([&](int i) { return u * side + i; })) return false;
    if (!unit_ok([&](int i) { return i * side + u; })) return false;
    int const r0 = (u / n) * n, c0 = (u % n) * n;
    if (!unit_ok([&](int i) { return (r0 + i / n) * side + c0 + i % n; })) return false;
  }
  return true;
}

}  // namespace seek::sudoku
