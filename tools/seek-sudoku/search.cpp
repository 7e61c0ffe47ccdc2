#include "search.hpp"

#include <algorithm>
#include <chrono>
#include <type_traits>
#include <utility>

#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/strategy/restarts.hpp>
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

// The solutions of one search from `root` within `lim`, handed to `visit`
// (counted into r).
template <class Board, class Next, class Walk>
void visit_solutions(Board const& root, Next next, Walk walk, seek::limits const& lim, search_result& r,
                     solution_visitor const& visit) {
  auto found = seek::sudoku::solutions(root, next, walk, r.stats, lim);
  for (auto&& s : found) {
    ++r.solutions;
    solution_ref const ref{std::addressof(s), &convert<Board>};
    if (!visit(ref)) {
      r.stopped_by_visitor = true;
      break;
    }
  }
}

// Randomized restarts from `root` until a solution, a complete run, or one
// of `lim`'s bounds, which hold over both phases of `--restarts auto`: the
// nodes left after r.stats.nodes, the time left until `deadline`.
template <class Board, class Next>
void restart_until_found(Board const& root, Next next, std::uint64_t seed, seek::limits lim,
                         std::chrono::steady_clock::time_point deadline, search_result& r,
                         solution_visitor const& visit) {
  std::uint64_t const before = r.stats.nodes;
  lim.nodes -= std::min(lim.nodes, before);
  if (deadline != std::chrono::steady_clock::time_point::max())
    lim.time = std::max(std::chrono::nanoseconds{0}, deadline - std::chrono::steady_clock::now());
  if (lim.progress) {
    lim.progress = [before, report = std::move(lim.progress)](seek::statistics const& s) {
      seek::statistics all = s;
      all.nodes += before;
      report(all);
    };
  }
  seek::statistics rs;
  for (Board const& s : seek::restarts(root, next, seek::luby_schedule{.scale = restart_scale}, seed, rs, lim)) {
    if (s.complete()) {
      ++r.solutions;
      solution_ref const ref{std::addressof(s), &convert<Board>};
      if (!visit(ref)) r.stopped_by_visitor = true;
      break;
    }
  }
  r.stats.nodes = before + rs.nodes;
  r.restart_runs = rs.passes;
  // none when a solution ended the walk; exhausted when a run walked its
  // whole tree (a complete search); else the bound that ended it.
  r.stats.stopped = r.solutions != 0 ? seek::stop_reason::none : rs.stopped;
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
      with_order(search_order, [&](auto walk) { visit_solutions(root, next, walk, lim, r, visit); });
    });
    return r;
  });
}

search_result find_solution(seek::sudoku::grid const& puzzle, strategy successors, search_bounds const& bounds,
                            restart_mode mode, std::uint64_t seed, solution_visitor const& visit) {
  return seek::sudoku::with_board(puzzle, [&](auto const& root) {
    using board_t = std::remove_cvref_t<decltype(root)>;
    search_result r;
    seek::limits const lim = to_limits(bounds, sizeof(board_t));
    bool const restart = mode == restart_mode::always ||
                         (mode == restart_mode::automatic && board_t::box >= auto_restarts_min_box);
    with_successors(successors, [&](auto next) {
      if (!restart) return visit_solutions(root, next, seek::dfs, lim, r, visit);  // as search_solutions
      auto const start = std::chrono::steady_clock::now();  // --timeout holds over both phases
      if (mode == restart_mode::automatic) {
        // Plain depth-first search first, within auto_dfs_nodes states: it
        // proves "no solution" and is the cheaper one on most boards.
        seek::limits first = lim;
        first.nodes = std::min(lim.nodes, auto_dfs_nodes);
        visit_solutions(root, next, seek::dfs, first, r, [&](solution_ref const& s) {
          visit(s);
          return false;  // one solution is all find_solution looks for
        });
        // Done, unless the budget (not the user's --max-nodes) cut it short.
        if (r.solutions != 0 || r.stats.stopped != seek::stop_reason::node_limit || lim.nodes <= auto_dfs_nodes)
          return;
      }
      auto const deadline = lim.time == std::chrono::nanoseconds::max() ? std::chrono::steady_clock::time_point::max()
                                                                         : start + lim.time;
      constexpr bool over_propagate =
          std::is_same_v<decltype(next), std::remove_cvref_t<decltype(seek::sudoku::propagate)>>;
      if constexpr (over_propagate && board_t::box == 5) {
        // Over propagate on 25x25, the restarts also draw the branching cell
        // at random (seek::sudoku::random_branching): 2.3 times faster on the
        // hard 25x25 boards, but slower on two of three 36x36 ones measured,
        // so bigger boards keep propagate's cell (docs/benchmarks.md).
        restart_until_found(root, seek::sudoku::random_branching(seed), seed, lim, deadline, r, visit);
      } else if constexpr (over_propagate) {
        // From 36x36 up: the root is propagated once here rather than once
        // per run, and each run probes the two-candidate cells of every node
        // and tries its children in an order drawn as it goes
        // (seek::sudoku::random_probing under seek::reseeded): a state costs
        // 10 to 35 times more than propagate's, but a run needs far fewer of
        // them (docs/benchmarks.md, "Probing").
        board_t settled = root;
        if (!root.complete() && !root.settled()) {
          auto children = seek::sudoku::propagate(root);
          auto it = ranges::begin(children);
          ++r.stats.nodes;  // the settled board, one state
          if (it == ranges::end(children)) {
            r.stats.stopped = seek::stop_reason::exhausted;  // no solution
            return;
          }
          settled = *it;
        }
        auto const per_run = [](std::uint64_t s) { return seek::sudoku::random_probing(s); };
        restart_until_found(settled, seek::reseeded(per_run), seed, lim, deadline, r, visit);
      } else {
        restart_until_found(root, next, seed, lim, deadline, r, visit);
      }
    });
    return r;
  });
}

std::string stop_message(seek::stop_reason r) {
  if (r == seek::stop_reason::cancelled) return "interrupted";  // by a signal, the only canceller
  return std::string(seek::to_string(r)) + " reached";
}

}  // namespace seek_sudoku
