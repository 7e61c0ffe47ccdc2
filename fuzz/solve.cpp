// fuzz/solve.cpp: the solvers on arbitrary well-formed 4x4 and 9x9 puzzles.
//
// The fuzz bytes pick the size and a list of (cell, symbol) givens; a given
// that would repeat a symbol in a unit is skipped, unless the first byte asks
// for a clash (then the puzzle must have no solution). Every search runs
// under seek::limits, so no input can make the target hang.
//
// Checks: every solution any successor and order returns solves the puzzle
// (seek's is_solution and our own checker agree); on 4x4 every successor and
// order finds the same solution set, which equals the grids of a brute force
// over all 288 4x4 sudokus that keep the givens, and count(b, limit) agrees;
// on 9x9, whenever two searches both run to the end, their sets agree.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <set>
#include <vector>

#include <seek/sudoku/sudoku.hpp>

#include "check.hpp"

namespace {

using namespace seek::sudoku;
using seek_fuzz::require;
using cells_t = std::vector<int>;

// Solutions kept per search: all of a 4x4 board's (at most 288), and on
// 9x9 enough to compare searches while each input stays fast.
template <int N>
constexpr std::size_t max_solutions = N == 2 ? 300 : 100;

// All 288 4x4 sudokus, by plain backtracking over cells (no seek).
std::vector<cells_t> all_4x4() {
  std::vector<cells_t> out;
  cells_t g(16, 0);
  auto ok = [&](int c, int v) {
    int const r = c / 4, k = c % 4, br = r / 2 * 2, bc = k / 2 * 2;
    for (int i = 0; i < 4; ++i)
      if (g[static_cast<std::size_t>(r * 4 + i)] == v || g[static_cast<std::size_t>(i * 4 + k)] == v ||
          g[static_cast<std::size_t>((br + i / 2) * 4 + bc + i % 2)] == v)
        return false;
    return true;
  };
  auto fill = [&](auto& self, int c) -> void {
    if (c == 16) return out.push_back(g);
    for (int v = 1; v <= 4; ++v)
      if (ok(c, v)) {
        g[static_cast<std::size_t>(c)] = v;
        self(self, c + 1);
        g[static_cast<std::size_t>(c)] = 0;
      }
  };
  fill(fill, 0);
  return out;
}

// The solutions found by one successor and order, within `lim`; `complete`
// tells whether the search ran to the end.
struct found {
  std::set<cells_t> set;
  bool complete = false;
};

template <int N, class Successor, class Order>
found search(board<N> const& b, grid const& puzzle, Successor s, Order o, std::uint64_t max_nodes) {
  seek::statistics stats;
  seek::limits lim;
  lim.nodes = max_nodes;
  lim.frontier = 20000;
  found f;
  bool capped = false;
  for (board<N> const& sol : solutions(b, s, o, stats, lim)) {
    if (f.set.size() == max_solutions<N>) {  // enough to compare; keeps each input fast
      capped = true;
      break;
    }
    grid const g = sol.to_grid();
    require(is_solution(puzzle, g), "is_solution rejects a solution");
    require(seek_fuzz::solves(puzzle, g), "independent checker rejects a solution");
    require(f.set.insert(g.cells).second, "a solution is produced twice");
  }
  // A search ends on exhaustion or on a limit, and says which.
  require(capped || stats.stopped != seek::stop_reason::none, "search ended without a reason");
  require(stats.nodes <= max_nodes, "node limit overrun");
  f.complete = !capped && stats.stopped == seek::stop_reason::exhausted;
  return f;
}

template <int N>
std::vector<found> search_all(board<N> const& b, grid const& puzzle, std::uint64_t max_nodes) {
  std::vector<found> out;
  auto each_order = [&](auto s) {
    out.push_back(search(b, puzzle, s, seek::dfs, max_nodes));
    out.push_back(search(b, puzzle, s, seek::bfs, max_nodes));
  };
  each_order(first_empty);
  each_order(fewest_candidates);
  each_order(propagate);
  return out;
}

template <int N>
void run(grid const& puzzle, bool clash, std::uint8_t limit_byte) {
  board<N> const b = board<N>::from_grid(puzzle);
  std::uint64_t const max_nodes = N == 2 ? 100000 : 1000;
  auto const results = search_all(b, puzzle, max_nodes);
  for (auto const& r : results) {
    if (clash) require(r.set.empty(), "a puzzle with a repeated given has a solution");
    if (!r.complete) continue;
    for (auto const& other : results)
      if (other.complete) require(other.set == r.set, "two complete searches disagree");
      else require(std::includes(r.set.begin(), r.set.end(), other.set.begin(), other.set.end()),
                   "a truncated search found a solution the complete one did not");
  }
  if constexpr (N == 2) {
    static std::vector<cells_t> const every = all_4x4();
    std::set<cells_t> expected;
    for (auto const& g : every) {
      bool keeps = true;
      for (std::size_t c = 0; c < 16; ++c)
        keeps = keeps && (puzzle.cells[c] == 0 || puzzle.cells[c] == g[c]);
      if (keeps) expected.insert(g);
    }
    for (auto const& r : results) {
      require(r.complete, "a 4x4 search hit its limit");
      require(r.set == expected, "4x4 solution set differs from brute force");
    }
    // count and solve have no limits parameter, but a 4x4 tree is tiny.
    require(count(b) == expected.size(), "count differs from the solution set");
    std::uint64_t const limit = limit_byte % 8;
    require(count(b, limit) == std::min<std::uint64_t>(limit, expected.size()), "count with limit");
    require(is_unique(b) == (expected.size() == 1), "is_unique");
    auto const s = solve(b);
    require(s.has_value() == !expected.empty(), "solve finds a solution iff one exists");
    if (s) require(expected.count(s->to_grid().cells) == 1, "solve returns a non-solution");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
  if (size < 2) return 0;
  int const box = (data[0] & 1) ? 3 : 2;
  bool const clash_wanted = (data[0] & 6) == 6;
  std::uint8_t const limit_byte = data[1];
  int const side = box * box, cells = side * side;
  grid puzzle(box);
  bool clash = false;
  auto allowed = [&](int c, int v) {
    for (int u = 0; u < 3 * side; ++u) {
      auto const unit = seek_fuzz::unit_cells(box, u);
      if (std::find(unit.begin(), unit.end(), c) == unit.end()) continue;
      for (int p : unit)
        if (puzzle.cells[static_cast<std::size_t>(p)] == v) return false;
    }
    return true;
  };
  for (std::size_t i = 2; i + 1 < size; i += 2) {
    int const c = data[i] % cells, v = data[i + 1] % side + 1;
    if (puzzle.cells[static_cast<std::size_t>(c)] != 0) continue;
    if (allowed(c, v)) {
      puzzle.cells[static_cast<std::size_t>(c)] = v;
    } else if (clash_wanted && !clash) {
      puzzle.cells[static_cast<std::size_t>(c)] = v;
      clash = true;
    }
  }
  if (!clash) seek_fuzz::require_well_formed(puzzle);
  if (box == 2) run<2>(puzzle, clash, limit_byte);
  else run<3>(puzzle, clash, limit_byte);
  return 0;
}
