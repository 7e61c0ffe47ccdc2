// sudoku_runs.hpp: the web playground's sudoku runs, in plain C++ compiled
// to WebAssembly (playground.cpp, by scripts/web.sh): seek::dfs or seek::bfs
// with seek::sudoku::propagate on a puzzle, to its first solution, with the
// board of every state generated (to_line), up to a cap; and the logical
// solver's next step (a hint).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <seek/core/statistics.hpp>
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/board/dispatch.hpp>
#include <seek/sudoku/io/format.hpp>
#include <seek/sudoku/io/parse.hpp>
#include <seek/sudoku/logic/path.hpp>
#include <seek/sudoku/logic/show.hpp>
#include <seek/sudoku/successor/propagate.hpp>
#include <seek/trace/tracer.hpp>

namespace playground {

/// What a sudoku run found: the board of each state generated, in order (up
/// to `cap`), and the statistics of the search (to the first solution).
struct sudoku_result {
  std::string error;
  seek::statistics stats;
  std::vector<std::string> boards;
  std::vector<std::uint64_t> parents;  // the parent's index + 1 of each board, 0 for the root
  std::string solution;
};

namespace detail {
template <class Board>
struct board_log {
  std::vector<std::string>* boards;
  std::vector<std::uint64_t>* parents;
  std::size_t cap;
  void on_generated(seek::node_event<Board> const& e) {
    if (boards->size() < cap) {
      boards->push_back(seek::sudoku::to_line(e.state.to_grid()));
      parents->push_back(e.parent);
    }
  }
};
}  // namespace detail

/// Searches `puzzle` (4x4 to 16x16) with `order` ("dfs" or "bfs") and
/// propagate to its first solution, or `max_nodes` states.
inline sudoku_result run_sudoku(std::string const& puzzle, std::string_view order, std::size_t cap,
                                std::uint64_t max_nodes) {
  sudoku_result r;
  auto parsed = seek::sudoku::parse_puzzle(puzzle);
  if (auto const* e = std::get_if<seek::sudoku::parse_error>(&parsed)) {
    r.error = e->message;
    return r;
  }
  auto const& puzzle_grid = std::get<seek::sudoku::grid>(parsed);
  if (puzzle_grid.box < 2 || puzzle_grid.box > 4) {
    r.error = "the playground searches boards from 4x4 to 16x16";
    return r;
  }
  // Boards 4x4 to 16x16: each size compiled is WebAssembly to download.
  seek::sudoku::with_box<2, 4>(puzzle_grid.box, [&]<int N>(seek::sudoku::box_constant<N>) {
    using board_t = seek::sudoku::board<N>;
    board_t const root = board_t::from_grid(puzzle_grid);
    detail::board_log<board_t> log{&r.boards, &r.parents, cap};
    seek::limits const lim{.nodes = max_nodes};
    auto take = [&](auto&& range) {
      for (auto const& b : range)
        if (b.complete()) {
          r.solution = seek::sudoku::to_line(b.to_grid());
          break;
        }
    };
    if (order == "bfs") take(seek::bfs(root, seek::sudoku::propagate, r.stats, lim, seek::traced_by(log)));
    else take(seek::dfs(root, seek::sudoku::propagate, r.stats, lim, seek::traced_by(log)));
  });
  return r;
}

/// The logical solver's next step for `puzzle`, in words, or why there is none.
inline std::string sudoku_hint(std::string const& puzzle) {
  auto parsed = seek::sudoku::parse_puzzle(puzzle);
  if (auto const* e = std::get_if<seek::sudoku::parse_error>(&parsed)) return "not a puzzle: " + e->message;
  auto const& g = std::get<seek::sudoku::grid>(parsed);
  if (g.box < 2 || g.box > seek::sudoku::max_logic_box) return "hints take boards from 4x4 to 25x25";
  auto const step = seek::sudoku::hint(g);
  if (!step) return "no hint: the puzzle is solved, or no technique applies";
  return seek::sudoku::to_string(*step);
}

}  // namespace playground
