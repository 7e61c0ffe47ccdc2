#include "search.hpp"

#include <type_traits>
#include <utility>

#include <seek/bfs.hpp>
#include <seek/dfs.hpp>
#include <seek/sudoku/sudoku.hpp>

#include "dispatch.hpp"
#if SEEK_SUDOKU_PARALLEL
#include "split.hpp"
#endif

namespace seek_sudoku {

namespace {
template <class Board>
seek::sudoku::grid convert(void const* b) {
  return static_cast<Board const*>(b)->to_grid();
}
}  // namespace

search_result search_solutions(seek::sudoku::grid const& puzzle, strategy successors,
                               order search_order, search_bounds const& bounds,
                               solution_visitor const& visit, unsigned threads) {
#if SEEK_SUDOKU_PARALLEL
  if (threads != 1 && search_order == order::dfs) return split_solutions(puzzle, successors, bounds, visit, threads);
#else
  (void)threads;  // a tool without oneTBB searches each puzzle on one thread
#endif
  return seek::sudoku::with_board(puzzle, [&](auto const& root) {
    using board_t = std::remove_cvref_t<decltype(root)>;
    search_result r;
    seek::limits const lim = to_limits(bounds, sizeof(board_t));
    with_successors(successors, [&](auto next) {
      with_order(search_order, [&](auto walk) {
        auto found = seek::sudoku::solutions(root, next, walk, r.stats, lim);
        for (auto&& s : found) {
          ++r.solutions;
          solution_ref const ref{std::addressof(s), &convert<board_t>};
          if (!visit(ref)) {
            r.stopped_by_visitor = true;
            break;
          }
        }
      });
    });
    return r;
  });
}

std::string stop_message(seek::stop_reason r) {
  if (r == seek::stop_reason::cancelled) return "interrupted";  // by a signal, the only canceller
  return std::string(seek::to_string(r)) + " reached";
}

}  // namespace seek_sudoku
